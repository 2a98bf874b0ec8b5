// The FAQ shown when GET /api/faqs fails for any reason (spec §7, §8): short, true answers that
// do not depend on anything the server knows.
import type { FaqEntry } from "./api-types";

export const FALLBACK_FAQS: readonly FaqEntry[] = [
  {
    id: "fallback-how",
    question: "How does the weekly plan work?",
    answer:
      "Choose a plan, pick your meals from the weekly menu, and we deliver them cooked and chilled on Monday or Thursday. Heat and eat: no shopping or cooking.",
  },
  {
    id: "fallback-deadline",
    question: "When do I choose my meals each week?",
    answer:
      "By Wednesday at 11:59 PM Toronto time for the following week. If you don't choose, our chefs pick a variety for you.",
  },
  {
    id: "fallback-charge",
    question: "When is my card charged?",
    answer:
      "At each week's order deadline, Wednesday at 11:59 PM, for the week that follows. Nothing is charged when you sign up.",
  },
  {
    id: "fallback-area",
    question: "Which areas do you deliver to?",
    answer:
      "Toronto, Mississauga, Oakville, Brampton, Vaughan, Richmond Hill, Markham, Pickering and Ajax.",
  },
  {
    id: "fallback-flexible",
    question: "Can I skip, pause or cancel?",
    answer:
      "Yes. Skip any week before its deadline, pause your plan, or cancel from your account. There is no commitment.",
  },
];
