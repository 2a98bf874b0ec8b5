import { weekState, type WeekStateInput } from "./week-state";

// The week of Nov 30, 2026 closes Wednesday Nov 25 at 11:59 PM Toronto.
const before = new Date("2026-11-25T23:59:59-05:00");
const after = new Date("2026-11-26T00:00:00-05:00");
const active = { status: "ACTIVE" as const, startsOn: "2026-11-16" };

function state(overrides: Partial<WeekStateInput>) {
  return weekState({
    weekStart: "2026-11-30",
    now: before,
    subscription: active,
    order: null,
    menuPublished: true,
    ...overrides,
  });
}

test("an open week with meals chosen is editable until the deadline", () => {
  const order = { status: "OPEN" as const, mealCount: 8, chefSelected: false };
  expect(state({ order })).toEqual({
    status: "OPEN",
    beforeDeadline: true,
    editable: true,
    needsMeals: false,
    chefsChoice: false,
  });
  expect(state({ order, now: after })).toMatchObject({ editable: false, beforeDeadline: false });
});

test("a week never chosen is open and the chef will pick its meals", () => {
  expect(state({})).toMatchObject({
    status: "OPEN",
    editable: true,
    needsMeals: true,
    chefsChoice: true,
  });
  const cleared = { status: "OPEN" as const, mealCount: 0, chefSelected: false };
  expect(state({ order: cleared })).toMatchObject({ needsMeals: true, chefsChoice: true });
});

test("after the deadline a week with no order shows NONE and nothing can change", () => {
  expect(state({ now: after })).toMatchObject({
    status: "NONE",
    editable: false,
    needsMeals: false,
  });
});

test("a skipped week can be unskipped until the deadline", () => {
  const order = { status: "SKIPPED" as const, mealCount: 0, chefSelected: false };
  expect(state({ order })).toMatchObject({ status: "SKIPPED", editable: true, needsMeals: false });
  expect(state({ order, now: after })).toMatchObject({ editable: false });
});

test.each([
  ["LOCKED" as const],
  ["PAID" as const],
  ["PAYMENT_FAILED" as const],
  ["DELIVERED" as const],
  ["CANCELLED" as const],
])("a %s order is read-only", (status) => {
  expect(state({ order: { status, mealCount: 8, chefSelected: false } })).toMatchObject({
    status,
    editable: false,
  });
});

test("the rollover's pick is shown as chef's choice", () => {
  const order = { status: "LOCKED" as const, mealCount: 8, chefSelected: true };
  expect(state({ order, now: after })).toMatchObject({ chefsChoice: true, needsMeals: false });
});

test.each([
  [{ status: "PAUSED" as const, startsOn: "2026-11-16" }, "PAUSED"],
  [{ status: "ON_HOLD" as const, startsOn: "2026-11-16" }, "ON_HOLD"],
  [{ status: "CANCELLED" as const, startsOn: "2026-11-16" }, "NO_PLAN"],
  [null, "NO_PLAN"],
  [{ status: "ACTIVE" as const, startsOn: "2026-12-07" }, "NOT_STARTED"],
])("with plan %p a week without an order is %s and not editable", (subscription, status) => {
  expect(state({ subscription })).toMatchObject({ status, editable: false, needsMeals: false });
});

test("a paused plan's skipped weeks stay read-only until it is resumed", () => {
  const order = { status: "SKIPPED" as const, mealCount: 8, chefSelected: false };
  const subscription = { status: "PAUSED" as const, startsOn: "2026-11-16" };
  expect(state({ order, subscription })).toMatchObject({ status: "SKIPPED", editable: false });
});

test("a week without a published menu cannot be edited yet", () => {
  expect(state({ menuPublished: false })).toMatchObject({ status: "OPEN", editable: false });
});
