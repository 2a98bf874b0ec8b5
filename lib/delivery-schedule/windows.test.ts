import { deliveryDate, firstDelivery } from "./windows";

test("Monday and Thursday of the delivery week", () => {
  expect(deliveryDate("2026-11-30", "MONDAY")).toBe("2026-11-30");
  expect(deliveryDate("2026-11-30", "THURSDAY")).toBe("2026-12-03");
});

test("sign-up at Wednesday 11:59:30 PM vs Thursday 12:00:30 AM gives different first weeks", () => {
  const before = firstDelivery("MONDAY", new Date("2026-11-25T23:59:30-05:00"));
  const after = firstDelivery("MONDAY", new Date("2026-11-26T00:00:30-05:00"));
  expect(before).toMatchObject({
    weekStart: "2026-11-30",
    deliveryDate: "2026-11-30",
    deliveryDateLabel: "Monday, November 30",
    orderDeadline: "2026-11-26T04:59:59.999Z",
  });
  expect(after).toMatchObject({ weekStart: "2026-12-07", deliveryDate: "2026-12-07" });
});

test("skipping the first week starts a week later", () => {
  const now = new Date("2026-11-24T10:00:00-05:00");
  expect(firstDelivery("THURSDAY", now, true)).toMatchObject({
    weekStart: "2026-12-07",
    deliveryDate: "2026-12-10",
  });
});
