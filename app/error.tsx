"use client";

import { FullScreenError } from "@/components/errors/full-screen-error";

export default function ErrorPage({ retry }: { error: unknown; retry: () => void }) {
  return <FullScreenError onRetry={retry} />;
}
