// POST /api/admin/orders/{orderId}/address {address}: the kitchen sets a box's delivery address
// (and the customer's), checked by the customer's own form's rules in the kitchen's words; audited.
import { z } from "zod";
import { kitchenAddressSchema } from "@/lib/addresses/schemas";
import { id } from "@/lib/api/params";
import { adminRoute } from "@/lib/api/route";
import { addressBoxAsAdmin } from "@/lib/kitchen/box-address";

const params = z.object({ orderId: id });

export const POST = adminRoute(
  { params, body: kitchenAddressSchema },
  ({ params, body, caller, now }) => addressBoxAsAdmin(params.orderId, body, caller, now),
);
