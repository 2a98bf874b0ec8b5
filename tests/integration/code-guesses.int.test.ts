// Issue 38 item 6: coupon and gift codes could be guessed without limit (40 tries anonymous, 25 as
// a customer, no 429; a hit shows a gift card's balance). Failed lookups are now limited per
// address and per account, counted atomically; codes that are found do not count.
import * as couponLookup from "@/app/api/stripe/coupons/[coupon]/route";
import * as attachCoupon from "@/app/api/users/[userId]/coupons/[coupon]/route";
import { CODE_GUESS_LIMIT } from "@/lib/coupons/code-guesses";
import { db } from "@/lib/db";
import { stopQueue } from "@/lib/jobs/queue";
import { call } from "../helpers";
import { uniqueIp } from "./auth-fixtures";
import { person } from "./customer-a-fixtures";

afterAll(async () => {
  await stopQueue();
  await db.$disconnect();
});

const lookup = (code: string, ip: string) =>
  call(couponLookup.GET, `/api/stripe/coupons/${code}`, {
    params: { coupon: code },
    headers: { "x-forwarded-for": ip },
  });

const guess = (n: number) => `GIFT-GUESS-${n}-${Date.now().toString(36).toUpperCase()}`;

test("anonymous: 20 wrong guesses at once from one address, only the first 10 are looked up", async () => {
  const ip = uniqueIp();
  const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => lookup(guess(n), ip)));
  const statuses = answers.map((a) => a.status).sort();
  expect(statuses).toEqual([
    ...Array<number>(CODE_GUESS_LIMIT.max).fill(404),
    ...Array<number>(20 - CODE_GUESS_LIMIT.max).fill(429),
  ]);
  const refused = answers.find((a) => a.status === 429)!;
  expect(refused.json.message).toBe(
    "Too many codes that didn't work. Please wait 15 minutes and try again.",
  );
  expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  // Even a real code waits now: a hit would tell the guesser they found one.
  expect((await lookup("GIFT-50-DEMO", ip)).status).toBe(429);
  // Another address is not affected.
  expect((await lookup("GIFT-50-DEMO", uniqueIp())).status).toBe(200);
});

test("codes that are found do not count", async () => {
  const ip = uniqueIp();
  for (let i = 0; i < CODE_GUESS_LIMIT.max + 5; i++) {
    expect((await lookup("WELCOME50", ip)).status).toBe(200);
  }
  expect((await lookup(guess(1), ip)).status).toBe(404);
});

test("signed in: the account is limited too, whatever address each guess comes from", async () => {
  const me = await person();
  const attach = (code: string) =>
    call(attachCoupon.POST, `/api/users/${me.userId}/coupons/${code}`, {
      token: me.token,
      params: { userId: me.userId, coupon: code },
      headers: { "x-forwarded-for": uniqueIp() },
    });
  for (let n = 0; n < CODE_GUESS_LIMIT.max; n++) expect((await attach(guess(n))).status).toBe(404);
  const over = await attach(guess(99));
  expect(over.status).toBe(429);
  expect(over.json.message).toMatch(/^Too many codes that didn't work/);
});
