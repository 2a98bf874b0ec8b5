import { boxPlanName } from "./box-plan-name";

const twelve = { name: "12 meals a week", mealsPerWeek: 12 };

test("a box resized for one week reads its size for that week, not a weekly plan", () => {
  expect(boxPlanName(twelve, "plan-12", "plan-8")).toBe("12 meals, this week only");
});

test("a box of the customer's own plan reads the plan's name", () => {
  expect(boxPlanName(twelve, "plan-12", "plan-12")).toBe("12 meals a week");
  expect(boxPlanName(twelve, "plan-12", null)).toBe("12 meals a week");
});
