import { checkPostalCode, postalCodeSchema } from "@/lib/addresses/postal-check";
import { publicRoute } from "@/lib/api/route";

export const POST = publicRoute({ body: postalCodeSchema }, ({ body }) =>
  checkPostalCode(body.postalCode),
);
