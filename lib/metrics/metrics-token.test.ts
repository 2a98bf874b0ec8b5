import { checkMetricsToken } from "./metrics-token";

const TOKEN = "a-metrics-token-of-some-length";

afterEach(() => delete process.env.METRICS_TOKEN);

test("unset, the endpoint is off whatever is sent", () => {
  expect(checkMetricsToken(`Bearer ${TOKEN}`)).toBe("off");
  expect(checkMetricsToken(null)).toBe("off");
  process.env.METRICS_TOKEN = "   ";
  expect(checkMetricsToken("Bearer    ")).toBe("off");
});

test("set, only the exact bearer token is right", () => {
  process.env.METRICS_TOKEN = TOKEN;
  expect(checkMetricsToken(`Bearer ${TOKEN}`)).toBe("right");
  expect(checkMetricsToken(`bearer ${TOKEN}`)).toBe("right");
  expect(checkMetricsToken(`Bearer ${TOKEN}x`)).toBe("wrong");
  expect(checkMetricsToken(`Bearer ${TOKEN.slice(0, -1)}`)).toBe("wrong");
  expect(checkMetricsToken("")).toBe("wrong");
  expect(checkMetricsToken(null)).toBe("wrong");
});
