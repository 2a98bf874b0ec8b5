import {
  canAdd,
  cartProblem,
  changeQuantity,
  countMeals,
  orderItems,
  portionsLeftFor,
  toSingleCart,
  toSplitCart,
  trimToPortionsLeft,
  type CartDish,
  type CartSlot,
} from "./cart";

const dish = (id: string, eligible = true): CartDish => ({
  dishId: id,
  name: `Dish ${id}`,
  imageUrl: "",
  splitDeliveryEligible: eligible,
});

describe("sign-up cart", () => {
  it("adds, counts and removes meals, dropping empty lines", () => {
    let cart = changeQuantity([], dish("a"), "SINGLE", 1);
    cart = changeQuantity(cart, dish("a"), "SINGLE", 2);
    cart = changeQuantity(cart, dish("b"), "SINGLE", 1);
    expect(countMeals(cart)).toBe(4);
    cart = changeQuantity(cart, dish("b"), "SINGLE", -1);
    expect(cart.map((i) => [i.dishId, i.quantity])).toEqual([["a", 3]]);
    expect(orderItems(cart)).toEqual([{ dishId: "a", quantity: 3, slot: "SINGLE" }]);
  });

  it("stops at the plan size and at half of it per split day", () => {
    let cart = changeQuantity([], dish("a"), "SINGLE", 6);
    expect(canAdd(cart, dish("b"), "SINGLE", 6)).toBe(false);
    cart = changeQuantity([], dish("a"), "MONDAY", 4);
    expect(canAdd(cart, dish("b"), "MONDAY", 8)).toBe(false);
    expect(canAdd(cart, dish("b"), "THURSDAY", 8)).toBe(true);
    expect(canAdd(cart, dish("x", false), "THURSDAY", 8)).toBe(false);
  });

  it("names what is wrong with a cart", () => {
    expect(cartProblem([], 8, false)).toEqual({ kind: "empty" });
    expect(cartProblem(changeQuantity([], dish("a"), "SINGLE", 3), 8, false)).toEqual({
      kind: "short",
      missing: 5,
    });
    expect(cartProblem(changeQuantity([], dish("a"), "SINGLE", 8), 8, false)).toBeNull();
    const lopsided = changeQuantity(
      changeQuantity([], dish("a"), "MONDAY", 5),
      dish("b"),
      "THURSDAY",
      3,
    );
    expect(cartProblem(lopsided, 8, true)).toMatchObject({
      kind: "halves",
      monday: 5,
      thursday: 3,
    });
    expect(cartProblem(changeQuantity([], dish("a"), "MONDAY", 3), 6, true)).toMatchObject({
      kind: "splitUnavailable",
    });
  });

  it("moves meals between one delivery and two, taking out the ones that cannot be split", () => {
    const single = changeQuantity(
      changeQuantity([], dish("a"), "SINGLE", 6),
      dish("x", false),
      "SINGLE",
      2,
    );
    const { cart, removed } = toSplitCart(single, 8);
    expect(removed).toEqual(["Dish x"]);
    expect(countMeals(cart, "MONDAY")).toBe(4);
    expect(countMeals(cart, "THURSDAY")).toBe(2);
    expect(toSingleCart(cart)).toEqual([
      expect.objectContaining({ dishId: "a", quantity: 6, slot: "SINGLE" }),
    ]);
  });
});

describe("portions of a capped dish the cart may still take", () => {
  it.each([
    [null, 0, 0, null], // no cap
    [3, 0, 0, 3], // "3 left"
    [3, 0, 2, 1],
    [0, 0, 0, 0], // sold out
    [0, 2, 2, 0], // sold out, but the saved order keeps its two
    [0, 2, 1, 1], // one taken out of the saved two may go back in
    [1, 0, 4, 0], // never negative
  ])("left %p, held by the saved order %p, in the cart %p: %p more", (left, held, cart, more) => {
    expect(portionsLeftFor(left, held, cart)).toBe(more);
  });
});

describe("the sign-up cart after the menu reloads with portions left", () => {
  const line = (id: string, quantity: number, slot: CartSlot = "SINGLE") => ({
    ...dish(id),
    quantity,
    slot,
  });
  const left = (caps: Record<string, number>) => (id: string) => caps[id] ?? null;

  it("takes a sold-out dish out and names it; uncapped dishes stay", () => {
    const result = trimToPortionsLeft([line("a", 2), line("b", 4)], left({ a: 0 }));
    expect(result.cart).toEqual([line("b", 4)]);
    expect(result.removed).toEqual(["Dish a"]);
  });

  it("keeps what is left, across both halves of a split box", () => {
    const result = trimToPortionsLeft(
      [line("a", 2, "MONDAY"), line("a", 2, "THURSDAY"), line("b", 1, "MONDAY")],
      left({ a: 3, b: 5 }),
    );
    expect(result.cart).toEqual([
      line("a", 2, "MONDAY"),
      line("a", 1, "THURSDAY"),
      line("b", 1, "MONDAY"),
    ]);
    expect(result.removed).toEqual(["Dish a"]);
  });

  it("changes nothing when every dish fits", () => {
    const cart = [line("a", 2), line("b", 1)];
    expect(trimToPortionsLeft(cart, left({ a: 2 }))).toEqual({ cart, removed: [] });
  });
});
