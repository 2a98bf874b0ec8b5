// "How was your box?": every morning at 10 AM (Toronto) each order delivered on an earlier day,
// by a stop marked delivered or by the rollover's "assumed delivered" fallback alike, gets its
// mail queued, once: the RatingInvite row and the mail job commit together, and the row's key
// keeps a second run (or a second worker) from queuing it again. The morning after, not the
// moment of delivery: the meals have been tasted by then. Orders delivered more than
// INVITE_WITHIN_DAYS ago are not invited late (a worker down for a week does not flood inboxes).
import { addWeeks, dateColumn, fromIsoDate, torontoDay, weekStartOf } from "@/lib/clock";
import { kyselyIn } from "@/lib/db/kysely";
import { rawTransaction } from "@/lib/db/raw-tx";
import { at } from "@/lib/db/sql-params";
import { queueMails } from "@/lib/mail/queued-mail";

export const INVITE_WITHIN_DAYS = 14;

export interface RatingInviteRef {
  compose: "rate-your-box";
  orderId: string;
}

export const isRatingInviteRef = (ref: { compose: string }): ref is RatingInviteRef =>
  ref.compose === "rate-your-box";

/** Queues the mails due at `now`; answers how many. */
export async function queueRatingInvites(now: Date): Promise<number> {
  const today = fromIsoDate(torontoDay(now));
  const from = today.minus({ days: INVITE_WITHIN_DAYS }).toJSDate();
  // The delivery weeks that can hold such orders: keeps the read on the (weekId, status) index.
  const firstWeek = addWeeks(weekStartOf(from), -1);
  return rawTransaction(async (tx) => {
    const rows = await kyselyIn(tx)
      .insertInto("RatingInvite")
      .columns(["orderId", "queuedAt"])
      .expression((eb) =>
        eb
          .selectFrom("WeeklyOrder as o")
          .innerJoin("Week as w", "w.id", "o.weekId")
          .where("w.startDate", ">=", dateColumn(firstWeek))
          .where("o.status", "=", "DELIVERED")
          .where("o.deliveredAt", "<", today.toJSDate())
          .where("o.deliveredAt", ">=", from)
          .select(["o.id as orderId", at(now).as("queuedAt")]),
      )
      .onConflict((oc) => oc.column("orderId").doNothing())
      .returning("orderId")
      .execute();
    await queueMails<RatingInviteRef>(
      rows.map((row) => ({ compose: "rate-your-box", orderId: row.orderId })),
      tx,
    );
    return rows.length;
  });
}
