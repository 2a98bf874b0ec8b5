// The demo data the document's examples are drawn from, as the seed makes it (lib/seed): Maya
// Thompson on the 8-meal plan in Toronto, "now" Friday 2026-11-27, the menu she chooses from the
// week of 2026-12-07 (deadline Wednesday 2026-12-02 11:59 PM Toronto), last week's box delivered.
// Ids are made up in the shape the database gives them (cuids); none is a secret.
import { ADD_ONS } from "@/lib/seed/add-ons";
import { DISHES, caloriesOf, dishImageUrl, seedTags } from "@/lib/seed/dishes";
import { PLANS } from "@/lib/seed/plans";

export const NOW = "2026-11-27T15:30:00.000Z";
export const LAST_WEEK = "2026-11-23";
export const THIS_WEEK = "2026-11-30";
export const UPCOMING_WEEK = "2026-12-07";
export const UPCOMING_DEADLINE = "2026-12-03T04:59:59.999Z";
export const UPCOMING_DEADLINE_LABEL = "Wednesday, December 2 at 11:59 PM";
export const THIS_WEEK_DEADLINE = "2026-11-26T04:59:59.999Z";

/** A plan's made-up id, by its size (the 8-meal plan's is `ids.plan8`). */
const planId = (meals: number) => `cmi0plan${String(meals).padStart(2, "0")}meals0000000001`;

export const ids = {
  maya: "cmi0maya7thompson00000001",
  admin: "cmi0priya7raman000000001",
  plan8: planId(8),
  subscription: "cmi0sub8maya000000000001",
  upcomingWeek: "cmi0week20261207000000001",
  lastOrder: "cmi0order1042000000000001",
  thisOrder: "cmi0order1057000000000001",
  upcomingOrder: "cmi0order1071000000000001",
  invoice: "cmi0inv1042000000000001",
  butterChicken: "cmi0dish0butterchicken001",
  salmon: "cmi0dish0maplesalmon00001",
  shawarma: "cmi0dish0shawarmabowl0001",
  bulgogi: "cmi0dish0bulgogibowl00001",
  tart: "cmi0addon0buttertart00001",
  address: "cmi0addr0maya00000000001",
  card: "pm_demo_visa_4242",
  notification: "cmi0notif0menuout0000001",
  giftCard: "cmi0gift0maya00000000001",
} as const;

export const maya = {
  firstName: "Maya",
  lastName: "Thompson",
  email: "customer@example.com",
  phone: "416-555-0142",
  referralCode: "MAYA8KQX",
};

export const address = {
  street: "85 Queens Quay W",
  unit: "1204",
  city: "Toronto",
  province: "ON",
  postalCode: "M5J 0A3",
  buzzer: "1204",
  phone: maya.phone,
  instructions: "Leave with the concierge if no answer.",
};

/** The signed-in user as GET /api/auth/me answers it. */
export const me = {
  id: ids.maya,
  email: maya.email,
  firstName: maya.firstName,
  lastName: maya.lastName,
  roles: [{ slug: "customer" }],
  status: "active" as const,
  onboardingStatus: "complete" as const,
  onboardingCompletedAt: "2026-10-14T18:22:05.000Z",
  isNew: false,
  balance: -1500,
  deliveryDay: "MONDAY" as const,
  deliveryTime: "16-20",
  lastAccessedRole: "customer",
  referralCode: maya.referralCode,
  activeSubscription: {
    id: ids.subscription,
    planId: ids.plan8,
    status: "ACTIVE" as const,
    deliveryDay: "MONDAY" as const,
    deliveryTime: "16-20",
  },
};

/** A seed dish as the menus answer it (lib/seed/dishes.ts is the one copy of its words). */
function seedDish(slug: string, id: string) {
  const dish = DISHES.find((d) => d.slug === slug);
  if (!dish) throw new Error(`No seed dish ${slug}`);
  return {
    id,
    slug,
    name: dish.name,
    description: dish.description,
    protein: dish.protein,
    carbs: dish.carbs,
    fat: dish.fat,
    calories: caloriesOf(dish),
    ingredients: dish.ingredients,
    allergens: [...dish.allergens] as string[],
    tags: [...seedTags(dish)] as string[],
    splitDeliveryEligible: dish.splitDeliveryEligible ?? true,
    imageUrl: dishImageUrl(slug),
  };
}

export const butterChicken = seedDish("butter-chicken", ids.butterChicken);
export const salmon = seedDish("maple-glazed-salmon", ids.salmon);

const tart = ADD_ONS.find((a) => a.slug === "maple-butter-tart");
if (!tart) throw new Error("No seed add-on maple-butter-tart");
export const butterTart = {
  ...tart,
  id: ids.tart,
  allergens: [...tart.allergens] as string[],
  imageUrl: tart.imageUrl,
};

/** Two dishes on the upcoming week's menu, as the menus list them. */
export const menuItems = [
  {
    id: "cmi0menu1207butterchick01",
    isNew: false,
    sortingOrder: 10,
    left: null,
    rating: { average: 4.6, count: 23 },
    dish: { ...butterChicken, isNew: false },
  },
  {
    id: "cmi0menu1207maplesalmon01",
    isNew: true,
    sortingOrder: 20,
    left: 14,
    rating: null,
    dish: { ...salmon, isNew: true },
  },
];

export const weekAddOn = {
  id: "cmi0wadd1207buttertart01",
  sortingOrder: 10,
  left: null,
  addOn: butterTart,
};

/** The one pricing function's breakdown for 8 meals and a tart, with $15.00 of credit. */
export const price = {
  subtotalCents: 10891,
  mealsCents: 10392,
  addOnsCents: 499,
  firstOrderPromoCents: 0,
  couponSavingsCents: 0,
  splitDeliveryFeeCents: 0,
  taxCents: 0,
  giftCardSavingsCents: 0,
  creditsAppliedCents: 1500,
  totalCents: 9391,
  giftCardBalanceCents: 0,
};

export const orderAddOn = {
  addOnId: ids.tart,
  name: butterTart.name,
  category: "DESSERT" as const,
  imageUrl: butterTart.imageUrl,
  quantity: 1,
  unitCents: 499,
  totalCents: 499,
};

/** The upcoming week's box: 5 butter chicken and 3 salmon, Monday 4–8 PM. */
export const upcomingItems = [
  {
    dishId: ids.butterChicken,
    name: butterChicken.name,
    imageUrl: butterChicken.imageUrl,
    quantity: 5,
  },
  { dishId: ids.salmon, name: salmon.name, imageUrl: salmon.imageUrl, quantity: 3 },
];

export const customerWeek = {
  weekId: ids.upcomingWeek,
  startDate: UPCOMING_WEEK,
  endDate: "2026-12-13",
  orderDeadline: UPCOMING_DEADLINE,
  deadlineLabel: UPCOMING_DEADLINE_LABEL,
  deliveryDates: ["2026-12-07"],
  deliveryWindow: "4:00 PM – 8:00 PM",
  status: "OPEN" as const,
  beforeDeadline: true,
  editable: true,
  needsMeals: false,
  chefsChoice: false,
  order: {
    id: ids.upcomingOrder,
    number: "LK-1071",
    status: "OPEN",
    splitDelivery: false,
    chefSelected: false,
    mealsCount: 8,
    items: upcomingItems.map((item) => ({
      ...item,
      splitDeliveryEligible: item.dishId !== ids.salmon,
      slot: "SINGLE" as const,
    })),
    addOns: [orderAddOn],
  },
  menu: menuItems,
  price,
  box: { mealsPerWeek: 8, pricePerMealCents: 1299, thisWeekOnly: false },
  addOnMenu: [weekAddOn],
};

export const customerPlan = {
  subscriptionId: ids.subscription,
  status: "ACTIVE" as const,
  planId: ids.plan8,
  planName: "8 meals a week",
  mealsPerWeek: 8,
  pricePerMealCents: 1299,
  deliveryDay: "MONDAY" as const,
  deliveryTime: "16-20",
  deliveryWindow: "4:00 PM – 8:00 PM",
  splitDelivery: false,
  startsOn: "2026-10-19",
  pausedAt: null,
  resumeOn: null,
  resumesWeekStart: null,
};

export const order = {
  id: ids.upcomingOrder,
  number: "LK-1071",
  status: "OPEN",
  weekStart: UPCOMING_WEEK,
  deliveryDay: "MONDAY" as const,
  deliveryDate: "2026-12-07",
  deliveryTime: "16-20",
  deliveryWindow: "4:00 PM – 8:00 PM",
  splitDelivery: false,
  chefSelected: false,
  chargeAt: UPCOMING_DEADLINE,
  plan: { id: ids.plan8, name: "8 meals a week", mealsPerWeek: 8, pricePerMealCents: 1299 },
  items: upcomingItems.map((item) => ({ ...item, slot: "SINGLE" })),
  addOns: [orderAddOn],
  totals: {
    subtotalCents: 10891,
    discountCents: 0,
    giftCents: 0,
    creditCents: 1500,
    taxCents: 0,
    totalCents: 9391,
  },
  price,
};

/** Last week's paid, delivered box as its invoice lists it. */
export const invoiceSummary = {
  id: ids.invoice,
  number: "INV-1042",
  status: "PAID" as const,
  issuedAt: "2026-11-19T05:00:12.000Z",
  paidAt: "2026-11-19T05:00:14.000Z",
  orderId: ids.lastOrder,
  orderNumber: "LK-1042",
  week: { startDate: LAST_WEEK, endDate: "2026-11-29" },
  delivery: {
    day: "MONDAY" as const,
    date: LAST_WEEK,
    dateLabel: "Monday, November 23",
    time: "16-20",
    window: "4:00 PM – 8:00 PM",
    split: false,
    delivered: true,
    deliveredAt: "2026-11-23T23:41:00.000Z",
  },
  plan: { name: "8 meals a week", mealsPerWeek: 8 },
  meals: [
    { name: butterChicken.name, quantity: 4 },
    { name: salmon.name, quantity: 4 },
  ],
  mealsCount: 8,
  totalCents: 10392,
  receiptUrl: `/api/invoices/${ids.invoice}/receipt`,
};

export const adminDish = {
  ...butterChicken,
  archived: false,
  timesOrdered: 212,
  recipe: [
    { ingredient: "Chicken thigh", grams: 160 },
    { ingredient: "Basmati rice", grams: 90 },
    { ingredient: "Tomato-cream sauce", grams: 110 },
  ],
  rating: { average: 4.6, count: 23 },
};

export const adminAddOn = { ...butterTart, archived: false, timesOrdered: 37 };

export const rolloverPreview = {
  weekStart: UPCOMING_WEEK,
  orders: 3,
  toCreate: 1,
  toFill: 1,
  toCharge: 3,
  chargeTotalCents: 29145,
  short: 0,
  withoutAddress: 0,
  note: null,
  rows: [
    {
      orderNumber: "LK-1071",
      customerEmail: maya.email,
      action: "lock" as const,
      mealsCount: 8,
      chefSelection: [],
      allergenShortfall: 0,
      beyondCap: 0,
      chargedMeals: 8,
      noAddress: false,
      firstOrderPromotion: false,
      subtotalCents: 10891,
      discountCents: 0,
      giftCents: 0,
      creditCents: 1500,
      chargeCents: 9391,
    },
    {
      orderNumber: null,
      customerEmail: "newbie@example.com",
      action: "create and lock" as const,
      mealsCount: 6,
      chefSelection: [
        { name: butterChicken.name, quantity: 3, slot: "SINGLE" },
        { name: "Chicken Shawarma Bowl", quantity: 3, slot: "SINGLE" },
      ],
      allergenShortfall: 0,
      beyondCap: 0,
      chargedMeals: 6,
      noAddress: false,
      firstOrderPromotion: true,
      subtotalCents: 8394,
      discountCents: 4197,
      giftCents: 0,
      creditCents: 0,
      chargeCents: 4197,
    },
  ],
};

export const giftCard = {
  id: ids.giftCard,
  amountCents: 5000,
  status: "PAID" as const,
  state: "Scheduled",
  recipientName: "Jordan Lee",
  recipientEmail: "jordan.lee@example.com",
  message: "Happy birthday! Enjoy a week off cooking.",
  deliverOn: "2026-12-10",
  sendAt: "2026-12-10T13:00:00.000Z",
  sentAt: null,
  redeemed: false,
  failureMessage: null,
  refundedAt: null,
  createdAt: "2026-11-27T15:12:44.000Z",
  boughtOn: "2026-11-27",
};

export const boxRatings = {
  orderId: ids.lastOrder,
  orderNumber: "LK-1042",
  weekStart: LAST_WEEK,
  firstName: maya.firstName,
  canRate: true,
  dishes: [
    {
      dishId: ids.butterChicken,
      name: butterChicken.name,
      imageUrl: butterChicken.imageUrl,
      stars: 5,
      comment: "Rich sauce, great rice.",
    },
    {
      dishId: ids.salmon,
      name: salmon.name,
      imageUrl: salmon.imageUrl,
      stars: null,
      comment: null,
    },
  ],
};

export const paymentMethod = {
  id: ids.card,
  brand: "visa",
  last4: "4242",
  expMonth: 8,
  expYear: 2029,
  provider: "offline",
  testMode: true,
  problem: null,
};

/** The seed's plans as GET /api/plans answers them. */
export const plans = PLANS.map((plan) => ({
  id: planId(plan.mealsPerWeek),
  slug: plan.slug,
  name: plan.name,
  description: plan.description,
  mealsPerWeek: plan.mealsPerWeek,
  pricePerMealCents: plan.pricePerMealCents,
  pricePerWeekCents: plan.mealsPerWeek * plan.pricePerMealCents,
}));
