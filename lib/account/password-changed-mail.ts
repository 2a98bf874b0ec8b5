// The notice a customer gets when their password changes (Account → Password or a reset link):
// queued in the change's transaction, so it goes exactly when the change holds (issue 27).
import { formatMoment } from "@/lib/clock/labels";
import { env } from "@/lib/config/env";
import type { Tx } from "@/lib/db";
import { appUrl } from "@/lib/mail/labels";
import { queueMails } from "@/lib/mail/queued-mail";

export async function queuePasswordChangedMail(tx: Tx, userId: string, now: Date): Promise<void> {
  const user = await tx.user.findUniqueOrThrow({
    where: { id: userId },
    select: { email: true, firstName: true },
  });
  await queueMails(
    [
      {
        template: "password-changed",
        to: user.email,
        props: {
          firstName: user.firstName,
          changedAtLabel: formatMoment(now),
          supportEmail: env().SUPPORT_EMAIL,
          resetUrl: appUrl("/login?view=forgot"),
        },
      },
    ],
    tx,
  );
}
