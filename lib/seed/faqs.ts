// The FAQ as the support team wrote it. Fixed ids make the seed idempotent (the table has no
// natural key). The archived and draft entries exist to prove they are never served.

export interface FaqSeed {
  id: string;
  name: string;
  answer: string;
  order: number;
  archived?: boolean;
  draft?: boolean;
}

export const FAQS: FaqSeed[] = [
  {
    id: "faq-how-it-works",
    name: "How does Lakeshore Kitchen work?",
    answer:
      "Pick a plan, choose your meals from the weekly menu and we deliver them chef-cooked and chilled to your door. Heat, eat and enjoy: no shopping, prep or dishes.",
    order: 10,
  },
  {
    id: "faq-deadline",
    name: "When do I need to choose my meals?",
    answer:
      "Make your picks by Wednesday at 11:59 PM (Toronto time) for the following week's delivery. If you don't choose, our chefs select a variety for you, avoiding any allergens you've told us about.",
    order: 20,
  },
  {
    id: "faq-delivery-days",
    name: "When and where do you deliver?",
    answer:
      "We deliver on Mondays and Thursdays across Toronto, Mississauga, Oakville, Brampton, Vaughan, Richmond Hill, Markham, Pickering and Ajax. With split delivery, half of your meals arrive on Monday and half on Thursday.",
    order: 30,
  },
  {
    id: "faq-freshness",
    name: "How long do the meals stay fresh?",
    answer:
      "Meals are cooked fresh, never frozen, and are best eaten within 4-5 days of delivery. Keep them in the fridge, or freeze any you won't get to in time.",
    order: 40,
  },
  {
    id: "faq-heating",
    name: "How do I heat my meals?",
    answer:
      "Microwave: pierce the film and heat for 2 minutes 30 seconds. Oven: move the meal to an oven-safe dish and heat for 12 minutes at 350F.",
    order: 50,
  },
  {
    id: "faq-portions",
    name: "How big are the meals?",
    answer:
      "Each meal is about 14 ounces and between 350 and 650 calories. Every dish lists its calories, protein, carbs, fat, ingredients and allergens on the menu.",
    order: 60,
  },
  {
    id: "faq-pause-skip",
    name: "Can I skip a week or pause my plan?",
    answer:
      "Yes. Skip any week before its Wednesday 11:59 PM deadline, or pause your plan from your account; pausing takes effect from the Thursday after your current billing cycle. Resume whenever you like.",
    order: 70,
  },
  {
    id: "faq-allergens",
    name: "Do you cater to allergies?",
    answer:
      "Every dish lists the priority allergens it contains. Our kitchen handles milk, eggs, fish, shellfish, tree nuts, peanuts, wheat, soy, sesame, mustard and sulphites, so we can't guarantee a meal is free of traces.",
    order: 80,
  },
  {
    id: "faq-payment",
    name: "When will I be charged?",
    answer:
      "Your card is charged each week at the order deadline, Wednesday 11:59 PM, for the following week's delivery. A payment method update can take 24-48 hours to show, and gift balances appear within about an hour.",
    order: 90,
  },
  {
    id: "faq-cancel",
    name: "Can I cancel anytime?",
    answer:
      "Absolutely. There's no commitment: cancel from your account before the Wednesday deadline and you won't be charged for the following week.",
    order: 100,
  },
  {
    id: "faq-archived-glass-containers",
    name: "Do meals come in glass containers?",
    answer:
      "We used returnable glass containers during our 2023 pilot. (Archived: no longer true.)",
    order: 35,
    archived: true,
  },
  {
    id: "faq-draft-weekend-delivery",
    name: "Do you deliver on weekends?",
    answer: "Saturday delivery is coming soon to downtown Toronto. (Draft: not announced yet.)",
    order: 36,
    draft: true,
  },
];
