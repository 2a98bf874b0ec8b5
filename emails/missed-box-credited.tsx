// "We credited $64.00 for your missed box": a box the driver could not deliver, which the kitchen
// manager credited on /admin/deliveries. The bell says it too; the mail reaches someone who is
// not looking at the app.
import { formatCents } from "@/lib/format/money";
import { MissedBoxMail } from "./components/missed-box-mail";
import { renderMail } from "./components/render-mail";
import type { MissedBoxCreditedProps, RenderedMail } from "./types";

export const missedBoxCreditedTitle = (props: MissedBoxCreditedProps) =>
  `We credited ${formatCents(props.amountCents)} for your missed box`;

export async function missedBoxCreditedEmail(props: MissedBoxCreditedProps): Promise<RenderedMail> {
  const title = missedBoxCreditedTitle(props);
  return renderMail(
    title,
    <MissedBoxMail title={title} {...props}>
      <strong>{formatCents(props.amountCents)}</strong> is now credit on your account, and it comes
      off your next box automatically.
    </MissedBoxMail>,
  );
}
