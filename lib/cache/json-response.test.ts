import { jsonResponse } from "./json-response";

test("answers JSON and reuses the body for the same object", async () => {
  const value = { plans: [{ name: "8 meals a week", note: "café ✓" }] };
  const first = jsonResponse(value);
  expect(first.status).toBe(200);
  expect(first.headers.get("content-type")).toBe("application/json");
  expect(await first.json()).toEqual(value);
  expect(await jsonResponse(value).json()).toEqual(value);
});

test("a different object gets its own body", async () => {
  expect(await jsonResponse([1]).json()).toEqual([1]);
  expect(await jsonResponse([2], 201).json()).toEqual([2]);
});
