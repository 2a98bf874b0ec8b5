import { chefSelectionEmail } from "./chef-selection";
import { deadlineReminderEmail } from "./deadline-reminder";
import { orderConfirmationEmail } from "./order-confirmation";
import { paymentFailedEmail } from "./payment-failed";
import { preChargeStatementEmail } from "./pre-charge-statement";
import { rolloverSummaryEmail } from "./rollover-summary";
import type {
  ChefSelectionProps,
  DeadlineReminderProps,
  OrderConfirmationProps,
  PaymentFailedProps,
  PreChargeStatementProps,
  RenderedMail,
  RolloverSummaryProps,
} from "./types";

const BASE = "http://localhost:3000";

const confirmation: OrderConfirmationProps = {
  firstName: "Priya",
  orderNumber: "LK-123456",
  weekLabel: "the week of Nov 30",
  deliveryLabel: "Monday, Nov 30 and Thursday, Dec 3, 4–8 PM",
  meals: [
    { name: "Miso-glazed salmon", quantity: 2, slot: "MONDAY" },
    { name: "Butter chicken", quantity: 1, slot: "MONDAY" },
    { name: "Mushroom risotto", quantity: 1, slot: "THURSDAY" },
  ],
  lines: [
    { label: "4 meals × $12.99", amountCents: 5196 },
    { label: "Delivery", amountCents: 0 },
    { label: "Referral credit", amountCents: -1000 },
  ],
  totalCents: 4196,
  cardLabel: "Visa •••• 4242",
  chefSelected: false,
  receiptUrl: `${BASE}/customer/orders/LK-123456/receipt`,
  ordersUrl: `${BASE}/customer/orders`,
};

const chef: ChefSelectionProps = {
  firstName: "Marc",
  weekLabel: "the week of Nov 30",
  dishes: [
    { name: "Lemon herb chicken", quantity: 2, slot: "SINGLE" },
    { name: "Chickpea tagine", quantity: 1, slot: "SINGLE" },
  ],
  reason: "You hadn't chosen your meals by the Wednesday 11:59 PM deadline.",
  excludedAllergens: ["peanuts", "sesame"],
  shortfall: 1,
  mealsUrl: `${BASE}/customer/meals`,
};

const failed: PaymentFailedProps = {
  firstName: "Ann",
  orderNumber: "LK-654321",
  weekLabel: "the week of Nov 30",
  amountCents: 5196,
  message:
    "Your bank declined the charge. Update your card by Friday 5 PM so we can still deliver on Monday.",
  updateCardUrl: `${BASE}/customer/account/payment?order=LK-654321`,
};

const reminder: DeadlineReminderProps = {
  firstName: "Sam",
  weekLabel: "the week of Nov 30",
  deadlineLabel: "Wednesday, Nov 25 at 11:59 PM",
  mealsChosen: 2,
  mealsNeeded: 4,
  mealsUrl: `${BASE}/customer/meals?week=2026-11-30`,
};

const statement: PreChargeStatementProps = {
  firstName: "Lee",
  weekLabel: "the week of Nov 30",
  chargeAtLabel: "Thursday, Nov 26 at 12:00 AM",
  lines: [
    { label: "4 meals × $12.99", amountCents: 5196 },
    { label: "Account credit", amountCents: -500 },
    { label: "Gift card balance", amountCents: -1500 },
  ],
  totalCents: 3196,
  cardLabel: "Mastercard •••• 4444",
  mealsUrl: `${BASE}/customer/meals`,
};

const summary: RolloverSummaryProps = {
  weekLabel: "the week of Nov 30",
  ranAtLabel: "Thursday, Nov 26 at 12:05 AM",
  counts: {
    created: 48,
    locked: 45,
    filled: 6,
    charged: 43,
    paid: 41,
    failed: 2,
    waiting: 1,
    zeroTotal: 2,
    delivered: 39,
    resumed: 3,
  },
  amounts: { paidCents: 213036, failedCents: 10392, waitingCents: 8990 },
  failures: [
    {
      orderNumber: "LK-654321",
      customerEmail: "ann@example.com",
      amountCents: 5196,
      problem: "Card declined",
    },
    {
      orderNumber: "LK-654322",
      customerEmail: "bo@example.com",
      amountCents: 5196,
      problem: "Card expired",
    },
  ],
  allergenShortfalls: [
    {
      orderNumber: "LK-777001",
      customerEmail: "marc@example.com",
      missingMeals: 1,
      allergens: ["peanuts", "sesame"],
    },
  ],
  withoutAddress: [{ orderNumber: "LK-777002", customerEmail: "nomad@example.com" }],
  overCap: [
    {
      orderNumber: "LK-777003",
      customerEmail: "late@example.com",
      dish: "Lemon herb chicken",
      beyond: 2,
    },
  ],
  adminUrl: `${BASE}/admin/orders?week=2026-11-30`,
};

/** Every value must reach both parts: a reader of either must not miss anything. */
function expectInBoth(mail: RenderedMail, values: string[]) {
  for (const value of values) {
    expect({ part: "html", has: visibleHtml(mail).includes(htmlOf(value)), value }).toEqual({
      part: "html",
      has: true,
      value,
    });
    expect({ part: "text", has: mail.text.includes(value), value }).toEqual({
      part: "text",
      has: true,
      value,
    });
  }
}

/** The HTML without the empty comments React puts between adjacent text nodes. */
function visibleHtml(mail: RenderedMail): string {
  return mail.html.replace(/<!-- -->/g, "");
}

/** How React writes a text value into HTML (it escapes &, <, >, ' and "). */
function htmlOf(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/'/g, "&#x27;")
    .replace(/"/g, "&quot;");
}

function expectWellFormed(mail: RenderedMail) {
  for (const part of [mail.subject, mail.html, mail.text]) {
    expect(part).not.toMatch(/undefined|NaN|\[object Object\]|null/);
  }
  expect(mail.html).toContain('lang="en"');
  expect(mail.html).toContain("Lakeshore Kitchen");
  expect(mail.text).toContain("Lakeshore Kitchen");
  expect(mail.text).toContain("hello@lakeshorekitchen.ca");
}

describe("order confirmation", () => {
  test("lists the order, the meals by delivery day, the money and the card", async () => {
    const mail = await orderConfirmationEmail(confirmation);
    expect(mail.subject).toBe("Your order LK-123456 is confirmed");
    expectWellFormed(mail);
    expectInBoth(mail, [
      "LK-123456",
      "the week of Nov 30",
      "Monday, Nov 30 and Thursday, Dec 3, 4–8 PM",
      "Monday delivery",
      "Thursday delivery",
      "2 × Miso-glazed salmon",
      "1 × Mushroom risotto",
      "$51.96",
      "Referral credit",
      "-$10.00",
      "$41.96",
      "Visa •••• 4242",
      "View your receipt",
      confirmation.receiptUrl,
      confirmation.ordersUrl,
    ]);
    // Monday's meals come before Thursday's.
    expect(mail.text.indexOf("Butter chicken")).toBeLessThan(
      mail.text.indexOf("Thursday delivery"),
    );
    expect(mail.text).not.toContain("chef chose");
  });

  test("a single delivery has no day headings; chef picks and card-free orders are said so", async () => {
    const mail = await orderConfirmationEmail({
      ...confirmation,
      meals: confirmation.meals.map((meal) => ({ ...meal, slot: "SINGLE" })),
      chefSelected: true,
      cardLabel: null,
      lines: [...confirmation.lines, { label: "Gift card balance", amountCents: -4196 }],
      totalCents: 0,
    });
    expectWellFormed(mail);
    expect(mail.text).not.toContain("Monday delivery");
    expectInBoth(mail, [
      "Our chef chose these meals for you",
      "Gift card balance",
      "$0.00",
      "Nothing was charged to a card",
    ]);
  });

  test("names are escaped in the HTML, kept as written in the text", async () => {
    const mail = await orderConfirmationEmail({ ...confirmation, firstName: "<b>Ann</b>" });
    expect(mail.html).toContain("&lt;b&gt;Ann&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>Ann</b>");
    expect(mail.text).toContain("Hi <b>Ann</b>,");
  });
});

describe("chef selection", () => {
  test("says why, lists the dishes and the left-out allergens, and flags the shortfall", async () => {
    const mail = await chefSelectionEmail(chef);
    expect(mail.subject).toBe("We chose your meals for the week of Nov 30");
    expectWellFormed(mail);
    expectInBoth(mail, [
      "Hi Marc,",
      "You hadn't chosen your meals by the Wednesday 11:59 PM deadline.",
      "2 × Lemon herb chicken",
      "1 × Chickpea tagine",
      "We left out anything containing: peanuts, sesame.",
      "We could not fill 1 meal",
      "You are not charged for it, and our kitchen team will contact you",
      chef.mealsUrl,
    ]);
  });

  test("without allergens or a shortfall neither sentence appears", async () => {
    const mail = await chefSelectionEmail({ ...chef, excludedAllergens: [], shortfall: 0 });
    expectWellFormed(mail);
    for (const part of [mail.html, mail.text]) {
      expect(part).not.toContain("left out");
      expect(part).not.toContain("contact you");
    }
  });

  test("a shortfall of several meals is worded in the plural", async () => {
    const mail = await chefSelectionEmail({ ...chef, shortfall: 3 });
    expectInBoth(mail, [
      "We could not fill 3 meals",
      "You are not charged for them",
      "will contact you",
    ]);
  });
});

describe("payment failed", () => {
  test("gives the amount, the order, the message as given and an update-card button", async () => {
    const mail = await paymentFailedEmail(failed);
    expect(mail.subject).toBe("We couldn't charge your card for the week of Nov 30");
    expectWellFormed(mail);
    expectInBoth(mail, ["LK-654321", "$51.96", failed.message, "Update your card"]);
    expect(mail.html).toMatch(
      new RegExp(
        `<a href="${escapeRegExp(htmlOf(failed.updateCardUrl))}"[^>]*>[\\s\\S]*?Update your card`,
      ),
    );
    expect(mail.text).toContain(`Update your card ${failed.updateCardUrl}`);
  });
});

describe("deadline reminder", () => {
  test("says how many meals are chosen out of how many, and links to the menu", async () => {
    const mail = await deadlineReminderEmail(reminder);
    expect(mail.subject).toBe("Choose your meals by Wednesday 11:59 PM");
    expectWellFormed(mail);
    expectInBoth(mail, [
      "You've chosen 2 of 4 meals for the week of Nov 30.",
      "Pick the other 2 meals by",
      "Wednesday, Nov 25 at 11:59 PM",
      "Choose your meals",
      reminder.mealsUrl,
    ]);
  });

  test("none chosen yet, or all chosen", async () => {
    const none = await deadlineReminderEmail({ ...reminder, mealsChosen: 0 });
    expectInBoth(none, ["You haven't chosen any of your 4 meals"]);
    const all = await deadlineReminderEmail({ ...reminder, mealsChosen: 4 });
    expectInBoth(all, ["You've chosen 4 of 4 meals", "You can still change your choices until"]);
  });
});

describe("pre-charge statement", () => {
  test("gives the exact amount, the card and the lines with credits and gift balance", async () => {
    const mail = await preChargeStatementEmail(statement);
    expect(mail.subject).toBe("Your card will be charged $31.96 tomorrow");
    expectWellFormed(mail);
    expectInBoth(mail, [
      "Thursday, Nov 26 at 12:00 AM",
      "Mastercard •••• 4444",
      "$51.96",
      "Account credit",
      "-$5.00",
      "Gift card balance",
      "-$15.00",
      "$31.96",
      statement.mealsUrl,
    ]);
  });

  test("when credits cover the week it says nothing will be charged", async () => {
    const mail = await preChargeStatementEmail({
      ...statement,
      lines: [...statement.lines, { label: "Referral credit", amountCents: -3196 }],
      totalCents: 0,
      cardLabel: null,
    });
    expect(mail.subject).toBe("Nothing to pay for the week of Nov 30: your balance covers it");
    expectWellFormed(mail);
    expectInBoth(mail, ["nothing will be charged", "$0.00"]);
  });
});

describe("rollover summary", () => {
  test("has the counts, the amounts, the failures and the allergen shortfalls", async () => {
    const mail = await rolloverSummaryEmail(summary);
    expect(mail.subject).toBe("Rollover for the week of Nov 30: 41 paid, 2 failed");
    expectWellFormed(mail);
    expectInBoth(mail, [
      "Thursday, Nov 26 at 12:05 AM",
      "Filled by the chef",
      "Subscriptions resumed",
      "$2,130.36",
      "$103.92",
      "LK-654321",
      "ann@example.com",
      "Card declined",
      "LK-654322",
      "Card expired",
      "LK-777001",
      "marc@example.com",
      "peanuts, sesame",
      "LK-777002",
      "nomad@example.com",
      "LK-777003",
      "Lemon herb chicken",
      summary.adminUrl,
    ]);
    // A failure row keeps its cells together on one line of the plain text.
    expect(mail.text).toMatch(/LK-654321\s+ann@example\.com\s+\$51\.96\s+Card declined/);
    expect(mail.text).toMatch(/Paid\s+41/);
    expect(mail.text).not.toContain("None");
  });

  test('says "None" for empty failure and shortfall tables', async () => {
    const mail = await rolloverSummaryEmail({
      ...summary,
      counts: { ...summary.counts, failed: 0 },
      amounts: { paidCents: 213036, failedCents: 0, waitingCents: 0 },
      failures: [],
      allergenShortfalls: [],
      withoutAddress: [],
      overCap: [],
    });
    expect(mail.subject).toBe("Rollover for the week of Nov 30: 41 paid, 0 failed");
    expectWellFormed(mail);
    expect(mail.text.match(/^None$/gm)).toHaveLength(4);
    expect(mail.html.match(/>None</g)).toHaveLength(4);
  });
});

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
