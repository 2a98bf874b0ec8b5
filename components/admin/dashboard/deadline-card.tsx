"use client";
// Time left until the upcoming week's order deadline; at zero the page reloads its numbers.
import { useRouter } from "next/navigation";
import { DeadlineCountdown } from "@/components/customer/dashboard/deadline-countdown";

export function DeadlineCard({ deadline, serverNow }: { deadline: string; serverNow: string }) {
  const router = useRouter();
  return (
    <DeadlineCountdown
      deadline={deadline}
      serverNow={serverNow}
      onDeadline={() => router.refresh()}
    />
  );
}
