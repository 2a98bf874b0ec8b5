// Throws on purpose so end-to-end tests can see the full-screen error page. Only in e2e mode
// (ALLOW_TEST_CLOCK=1); everywhere else it does not exist. Outside the (public) group, so its 404
// and error pages draw the header and footer once.
import { notFound } from "next/navigation";

export const dynamic = "force-dynamic";

export default function TestErrorPage(): never {
  if (process.env.ALLOW_TEST_CLOCK !== "1") notFound();
  throw new Error("Deliberate error for the error-page test");
}
