import { addressSchema } from "@/lib/addresses/schemas";
import { saveAddress } from "@/lib/addresses/save-address";
import { userRoute } from "@/lib/api/route";

export const POST = userRoute({ body: addressSchema }, ({ caller, body, now }) =>
  saveAddress(caller.userId, body, now),
);
