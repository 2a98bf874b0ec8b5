import { cardProblemOf, DECLINE_CODE } from "./card-problem";
import type { CardProblem } from "./port";

test("every problem's code reads back as that problem", () => {
  for (const [problem, code] of Object.entries(DECLINE_CODE))
    expect(cardProblemOf(code)).toBe(problem as CardProblem);
});

test("an unknown code, or none, is a plain decline; a telling code wins over a generic one", () => {
  expect(cardProblemOf("do_not_honor")).toBe("DECLINED");
  expect(cardProblemOf(null)).toBe("DECLINED");
  expect(cardProblemOf()).toBe("DECLINED");
  expect(cardProblemOf(undefined, "expired_card")).toBe("EXPIRED");
  expect(cardProblemOf("insufficient_funds", "card_declined")).toBe("INSUFFICIENT_FUNDS");
});
