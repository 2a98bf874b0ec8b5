import type { AppliedCode } from "./funnel-state";
import { appliedMessage, withCode } from "./applied-codes";

const coupon = (code: string): AppliedCode => ({
  kind: "coupon",
  code,
  description: code,
  attached: false,
  discountType: "PERCENT",
  percentOff: 10,
  amountOffCents: null,
  duration: "FIRST_ORDER",
});
const gift = (code: string): AppliedCode => ({
  kind: "gift",
  code,
  balanceCents: 5000,
  attached: false,
});

test("a second coupon replaces the first and says which (SAVE10 was dropped without a word)", () => {
  const { codes, replaced } = withCode([coupon("SAVE10"), gift("GIFT-1")], coupon("WELCOME50"));
  expect(codes.map((c) => c.code)).toEqual(["GIFT-1", "WELCOME50"]);
  expect(replaced?.code).toBe("SAVE10");
  expect(appliedMessage("WELCOME50", replaced)).toBe(
    "WELCOME50 applied. It replaces SAVE10: one coupon per order (gift codes add up).",
  );
});

test("gift codes add up; the same coupon again replaces nothing", () => {
  expect(withCode([coupon("SAVE10")], gift("GIFT-2"))).toMatchObject({ replaced: null });
  expect(withCode([coupon("SAVE10")], gift("GIFT-2")).codes).toHaveLength(2);
  const again = withCode([coupon("SAVE10")], coupon("SAVE10"));
  expect(again.replaced).toBeNull();
  expect(again.codes.map((c) => c.code)).toEqual(["SAVE10"]);
  expect(appliedMessage("SAVE10", null)).toBe("SAVE10 applied.");
});
