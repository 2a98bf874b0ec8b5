// The published FAQ (spec §3): neither archived nor draft, in the editor's order.
import { cached, catalogKeys } from "@/lib/cache/catalog";
import { db } from "@/lib/db";

export interface FaqDto {
  id: string;
  question: string;
  answer: string;
}

export function listFaqs(): Promise<FaqDto[]> {
  return cached(catalogKeys.faqs(), async () => {
    const entries = await db.faqEntry.findMany({
      where: { archived: false, draft: false },
      orderBy: [{ order: "asc" }, { createdAt: "asc" }, { id: "asc" }],
      select: { id: true, name: true, answer: true },
    });
    return entries.map((entry) => ({ id: entry.id, question: entry.name, answer: entry.answer }));
  });
}
