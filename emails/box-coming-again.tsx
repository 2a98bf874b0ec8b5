// "We'll bring your box again": a box the driver could not deliver, which the kitchen manager sent
// out again from /admin/deliveries. The bell says it too; the mail reaches someone who is not
// looking at the app, and the "on its way" mail follows when the box leaves again.
import { MissedBoxMail } from "./components/missed-box-mail";
import { renderMail } from "./components/render-mail";
import type { BoxComingAgainProps, RenderedMail } from "./types";

export const BOX_COMING_AGAIN_TITLE = "We'll bring your box again";

export async function boxComingAgainEmail(props: BoxComingAgainProps): Promise<RenderedMail> {
  return renderMail(
    BOX_COMING_AGAIN_TITLE,
    <MissedBoxMail title={BOX_COMING_AGAIN_TITLE} {...props}>
      We&apos;ll bring it again and let you know when it arrives. You don&apos;t need to do
      anything.
    </MissedBoxMail>,
  );
}
