// In-app notifications written in bulk (the rollover tells thousands of customers at once).
import { timeOrderedId } from "@/lib/db/ids";
import type { RawTx } from "@/lib/db/raw-tx";
import { insertRows } from "@/lib/db/insert-rows";

export interface NewNotification {
  userId: string;
  title: string;
  body: string;
  link: string | null;
  createdAt: Date;
}

export async function insertNotifications(tx: RawTx, rows: readonly NewNotification[]) {
  return insertRows(
    tx,
    "Notification",
    {
      id: "text",
      userId: "text",
      title: "text",
      body: "text",
      link: "text",
      createdAt: "timestamp(3)",
    },
    rows.map((row) => ({ ...row, id: timeOrderedId() })),
  );
}
