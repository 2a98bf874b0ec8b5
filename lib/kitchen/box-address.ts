// The kitchen's "edit address" on a box (Thursday-morning exceptions): an admin types the address
// the customer gave them (by phone, by email). It is checked by the customer's own form's rules
// (chosen from the options, inside the delivery area: lib/addresses/save-address.ts), becomes the
// customer's default address, and this box goes there; their other boxes locked without an
// address take it too. One transaction, audited as `edit-address`.
import { readAuditState, writeAudit } from "@/lib/admin/audit-log";
import { checkAddress, insertDefaultAddress } from "@/lib/addresses/save-address";
import type { Address } from "@/lib/addresses/schemas";
import type { Caller } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { addressLine } from "@/lib/deliveries/boxes";
import { AppError, notFound } from "@/lib/errors";
import { fillMissingAddress, readdressBox } from "@/lib/orders/fill-missing-address";
import { resolveByCause } from "./resolutions";

export async function addressBoxAsAdmin(
  orderId: string,
  input: Address,
  admin: Caller,
  now: Date,
): Promise<{ message: string; address: string }> {
  const box = await db.weeklyOrder.findUnique({
    where: { id: orderId },
    select: {
      id: true,
      number: true,
      userId: true,
      addressId: true,
      address: { select: { street: true, unit: true, city: true, postalCode: true } },
      user: { select: { firstName: true } },
    },
  });
  if (!box) throw notFound("Order");
  const { postalCode } = await checkAddress(input, "kitchen");
  const actor = await db.user.findUnique({
    where: { id: admin.userId },
    select: { firstName: true, lastName: true },
  });
  const by = actor ? `${actor.firstName} ${actor.lastName}` : "an admin";
  const state = (await readAuditState(box.userId)) ?? undefined;
  const line = addressLine({ ...input, unit: input.unit || null, postalCode });
  const was = box.address ? addressLine(box.address) : "no address";

  await db.$transaction(async (tx) => {
    const saved = await insertDefaultAddress(tx, box.userId, input, postalCode, now);
    // Its other address-less boxes first: this one is readdressed whatever it had.
    const filled = await fillMissingAddress(tx, box.userId, saved.id, now);
    if (!(await readdressBox(tx, box.id, saved.id, now))) {
      throw new AppError(
        "CONFLICT",
        `Box ${box.number} is delivered or cancelled: its address cannot change.`,
      );
    }
    const resolved = box.addressId ? filled : [...new Set([...filled, box.id])];
    await resolveByCause(tx, resolved, "no-address", `Address added by ${by}.`, now, admin.userId);
    await writeAudit(
      tx,
      {
        actorId: admin.userId,
        targetUserId: box.userId,
        action: "edit-address",
        detail: `Box ${box.number}: ${line} (was ${was})`,
        before: state,
        after: state,
      },
      now,
    );
  });
  return {
    message: `Box ${box.number} goes to ${line}: ${box.user.firstName}'s delivery address from now on.`,
    address: line,
  };
}
