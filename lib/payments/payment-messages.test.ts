import {
  PAYMENT_MESSAGES,
  PAYMENT_PHASES,
  PAYMENT_PROBLEMS,
  paymentMessage,
  type PaymentMessageContext,
} from "./payment-messages";

const ctx: PaymentMessageContext = {
  brand: "Visa",
  last4: "0341",
  expiry: "11/2026",
  deadline: "Wednesday, November 25 at 11:59 PM",
  week: "Monday, November 30",
  holdDate: "Sunday, November 29",
};

const cases = PAYMENT_PROBLEMS.flatMap((problem) =>
  PAYMENT_PHASES.map((phase) => [problem, phase] as const),
);

test("every problem has a pre-deadline and a post-deadline message", () => {
  expect(Object.keys(PAYMENT_MESSAGES).sort()).toEqual([...PAYMENT_PROBLEMS].sort());
  for (const problem of PAYMENT_PROBLEMS) {
    expect(Object.keys(PAYMENT_MESSAGES[problem]).sort()).toEqual([...PAYMENT_PHASES].sort());
  }
});

test.each(cases)("%s / %s names the card and fills every blank", (problem, phase) => {
  const message = paymentMessage(problem, phase, ctx);
  expect(message.title.length).toBeGreaterThan(5);
  expect(message.body).toContain("ending in 0341");
  expect(message.body).toContain("Visa");
  expect(message.body).not.toMatch(/undefined|null|\$\{|NaN/);
  expect(message.action).toBe("Update payment method");
});

test.each(PAYMENT_PROBLEMS)("%s: the two phases say different things", (problem) => {
  const pre = paymentMessage(problem, "PRE_DEADLINE", ctx);
  const post = paymentMessage(problem, "POST_DEADLINE", ctx);
  expect(pre.body).not.toBe(post.body);
});

test.each(PAYMENT_PROBLEMS)("%s before the deadline names the deadline", (problem) => {
  expect(paymentMessage(problem, "PRE_DEADLINE", ctx).body).toContain(ctx.deadline);
});

test.each(["INSUFFICIENT_FUNDS", "DECLINED", "EXPIRED"] as const)(
  "%s after the deadline says when the plan goes on hold, and that nothing is charged then",
  (problem) => {
    const body = paymentMessage(problem, "POST_DEADLINE", ctx).body;
    expect(body).toContain(`by ${ctx.holdDate}`);
    expect(body).toContain("on hold");
    expect(body).toContain("won't be charged");
  },
);

test("expiry problems say when the card expires", () => {
  expect(paymentMessage("EXPIRING_SOON", "PRE_DEADLINE", ctx).body).toContain(
    "expires at the end of 11/2026",
  );
  expect(paymentMessage("EXPIRED", "PRE_DEADLINE", ctx).body).toContain(
    "expired at the end of 11/2026",
  );
});

test("insufficient funds is told apart from a plain decline", () => {
  expect(paymentMessage("INSUFFICIENT_FUNDS", "PRE_DEADLINE", ctx).body).toContain(
    "insufficient funds",
  );
  expect(paymentMessage("DECLINED", "PRE_DEADLINE", ctx).body).not.toContain("insufficient");
});
