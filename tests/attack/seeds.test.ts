import { attackSeeds, FIXED_SEED, REPLAYED } from "./seeds";

test("CI replays the fixed seed and every seed that ever failed; ATTACK_SEED picks one", () => {
  expect(attackSeeds({ CI: "true" })).toEqual([FIXED_SEED, ...REPLAYED.map((r) => r.seed)]);
  expect(attackSeeds({ CI: "true" })).toContain(627_030_777);
  expect(attackSeeds({ ATTACK_SEED: "42", CI: "true" })).toEqual([42]);
});

test("a run by hand explores a new seed", () => {
  expect(attackSeeds({}, 2 ** 31 + 7)).toEqual([7]);
});
