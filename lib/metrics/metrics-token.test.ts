import { AppError } from "@/lib/errors";
import { assertMetricsToken } from "./metrics-token";

const TOKEN = "a-metrics-token-of-some-length";
const statusOf = (authorization: string | null) => {
  try {
    assertMetricsToken(authorization);
    return 200;
  } catch (error) {
    return error instanceof AppError ? error.status : 500;
  }
};

afterEach(() => delete process.env.METRICS_TOKEN);

test("unset, the endpoint does not exist (404) whatever is sent", () => {
  expect(statusOf(`Bearer ${TOKEN}`)).toBe(404);
  expect(statusOf(null)).toBe(404);
});

test("set, only the exact bearer token passes", () => {
  process.env.METRICS_TOKEN = TOKEN;
  expect(statusOf(`Bearer ${TOKEN}`)).toBe(200);
  expect(statusOf(`bearer ${TOKEN}`)).toBe(200);
  expect(statusOf(`Bearer ${TOKEN}x`)).toBe(401);
  expect(statusOf(`Bearer ${TOKEN.slice(0, -1)}`)).toBe(401);
  expect(statusOf("")).toBe(401);
  expect(statusOf(null)).toBe(401);
});
