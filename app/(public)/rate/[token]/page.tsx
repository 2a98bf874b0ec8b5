// /rate/{token}: the "How was your box?" mail's link. No sign-in: the signed token names the box
// (lib/ratings/rating-token.ts), read here on the server; a bad or expired link says so plainly.
import type { Metadata } from "next";
import Link from "next/link";
import { BoxRatingsPanel } from "@/components/ratings/box-ratings-panel";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { Container } from "@/components/ui/container";
import { formatDay } from "@/lib/clock";
import { serverNow } from "@/lib/clock/server-now";
import { AppError } from "@/lib/errors";
import { boxRatings, type BoxRatingsDto } from "@/lib/ratings/box-ratings";
import { orderOfRatingToken } from "@/lib/ratings/rating-token";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Rate your meals",
  robots: { index: false, follow: false },
};

async function load(token: string, now: Date): Promise<BoxRatingsDto | string> {
  try {
    return await boxRatings(orderOfRatingToken(token, now), null);
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
}

export default async function RatePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const box = await load(token, await serverNow());
  return (
    <Container width="md" className="py-8 sm:py-12">
      <h1 className="font-display text-3xl font-semibold tracking-tight text-forest-950 sm:text-4xl">
        How was your box?
      </h1>
      {typeof box === "string" ? (
        <Alert tone="warning" title="We can't open this link" className="mt-6">
          {box}{" "}
          <Link href="/login" className="font-semibold underline underline-offset-2">
            Sign in
          </Link>
        </Alert>
      ) : (
        <>
          <p className="mt-2 text-muted">
            Hi {box.firstName}, rate each dish from your box for the week of{" "}
            {formatDay(box.weekStart)} (order {box.orderNumber}). Dishes you rate 4 or 5 stars come
            first when our chef picks for you; dishes you rate 2 or less are left out.
          </p>
          <Card padding="none" className="mt-6 px-5 py-4 sm:px-6">
            <BoxRatingsPanel initial={box} endpoint={`/api/ratings/${encodeURIComponent(token)}`} />
          </Card>
        </>
      )}
    </Container>
  );
}
