import { boxDays, byRoute, isPaidBox, itemDay, notPaidBoxes } from "./boxes";

test("a box goes out on its order's day, a split box on each half's day", () => {
  expect(itemDay({ deliveryDay: "THURSDAY" }, "SINGLE")).toBe("THURSDAY");
  expect(itemDay({ deliveryDay: "THURSDAY" }, "MONDAY")).toBe("MONDAY");
  expect(boxDays({ deliveryDay: "MONDAY", items: [{ slot: "SINGLE" }] })).toEqual(["MONDAY"]);
  expect(
    boxDays({ deliveryDay: "MONDAY", items: [{ slot: "THURSDAY" }, { slot: "MONDAY" }] }),
  ).toEqual(["MONDAY", "THURSDAY"]);
  expect(boxDays({ deliveryDay: "MONDAY", items: [{ slot: "THURSDAY" }] })).toEqual(["THURSDAY"]);
  expect(boxDays({ deliveryDay: "MONDAY", items: [] })).toEqual([]);
});

test("route order: by city, then postal code, then order number; no address last", () => {
  const stop = (number: string, city?: string, postalCode = "") => ({
    number,
    address: city ? { city, postalCode } : null,
  });
  const stops = [
    stop("LK-5"),
    stop("LK-4", "Toronto", "M5J 2R9"),
    stop("LK-3", "Mississauga", "L5B 0E9"),
    stop("LK-2", "Toronto", "M4M 1A1"),
    stop("LK-1", "Toronto", "M4M 1A1"),
  ];
  expect([...stops].sort(byRoute).map((s) => s.number)).toEqual([
    "LK-3",
    "LK-1",
    "LK-2",
    "LK-4",
    "LK-5",
  ]);
});

test("paid boxes are paid or delivered; the rest are named apart", () => {
  expect(isPaidBox("PAID")).toBe(true);
  expect(isPaidBox("DELIVERED")).toBe(true);
  expect(isPaidBox("PAYMENT_FAILED")).toBe(false);
  expect(notPaidBoxes([{ number: "LK-1", status: "PAID" }])).toBeNull();
  expect(
    notPaidBoxes([
      { number: "LK-1", status: "PAID" },
      { number: "LK-2", status: "PAYMENT_FAILED" },
    ]),
  ).toBe("1 box not paid yet: LK-2 (payment failed)");
});
