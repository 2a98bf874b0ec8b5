// GET /api/faqs: the published FAQ, in order.
import { publicRoute } from "@/lib/api/route";
import { jsonResponse } from "@/lib/cache/json-response";
import { listFaqs } from "@/lib/faq/list-faqs";

export const GET = publicRoute({}, async () => jsonResponse(await listFaqs()));
