// The funnel's account calls and the week-by-date menu (issue 4).
import * as registerCustomer from "@/app/api/auth/register/customer/route";
import * as validateCustomer from "@/app/api/auth/validate-customer/route";
import * as weekByDate from "@/app/api/weeks/[weekStart]/route";
import { addWeeks, upcomingWeekStart } from "@/lib/clock";
import { db } from "@/lib/db";
import { uniqueEmail } from "../factories";
import { call } from "../helpers";

afterAll(() => db.$disconnect());

const form = (email: string) => ({
  firstName: "Ada",
  lastName: "Lovelace",
  email,
  password: "analytical-engine",
  confirmPassword: "analytical-engine",
});

describe("POST /api/auth/validate-customer", () => {
  test("a free email and good fields pass without creating anything", async () => {
    const email = uniqueEmail("validate");
    const res = await call(validateCustomer.POST, "/api/auth/validate-customer", {
      body: form(email),
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ valid: true });
    expect(await db.user.count({ where: { email } })).toBe(0);
  });

  test("an email already in use is reported (normalised first)", async () => {
    const res = await call(validateCustomer.POST, "/api/auth/validate-customer", {
      body: form("  Customer@Example.com "),
    });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("An account with this email already exists.");
  });

  test("each bad field is named", async () => {
    const res = await call(validateCustomer.POST, "/api/auth/validate-customer", {
      body: {
        firstName: "",
        lastName: "L",
        email: "not-an-email",
        password: "short",
        confirmPassword: "other",
      },
    });
    expect(res.status).toBe(400);
    const properties = res.json.errors.map((e: { property: string }) => e.property);
    expect(properties).toEqual(expect.arrayContaining(["firstName", "email", "password"]));
    const mismatch = await call(validateCustomer.POST, "/api/auth/validate-customer", {
      body: { ...form(uniqueEmail()), confirmPassword: "different-one" },
    });
    expect(mismatch.json.errors).toEqual([
      { property: "confirmPassword", constraints: { custom: "Passwords do not match" } },
    ]);
  });
});

describe("POST /api/auth/register/customer", () => {
  test("creates the account with its delivery schedule and records the referral", async () => {
    const referrer = await db.user.findUniqueOrThrow({ where: { email: "customer@example.com" } });
    const email = uniqueEmail("referred");
    const res = await call(registerCustomer.POST, "/api/auth/register/customer", {
      body: {
        ...form(email),
        deliveryDay: "THURSDAY",
        deliveryTime: "12-16",
        referralCode: referrer.referralCode.toLowerCase(),
      },
    });
    expect(res.status).toBe(200);
    expect(typeof res.json.token).toBe("string");
    expect(res.json.user).toMatchObject({
      email,
      deliveryDay: "THURSDAY",
      deliveryTime: "12-16",
      onboardingStatus: "pending",
    });
    const referral = await db.referral.findUniqueOrThrow({
      where: { referredUserId: res.json.user.id },
    });
    expect(referral).toMatchObject({ referrerId: referrer.id, status: "PENDING" });
  });

  test("an unknown referral code does not block the sign-up", async () => {
    const res = await call(registerCustomer.POST, "/api/auth/register/customer", {
      body: {
        ...form(uniqueEmail()),
        deliveryDay: "MONDAY",
        deliveryTime: "08-12",
        referralCode: "NOSUCHCODE",
      },
    });
    expect(res.status).toBe(200);
    expect(await db.referral.count({ where: { referredUserId: res.json.user.id } })).toBe(0);
  });

  test("a missing delivery choice is a 400", async () => {
    const res = await call(registerCustomer.POST, "/api/auth/register/customer", {
      body: form(uniqueEmail()),
    });
    expect(res.status).toBe(400);
  });
});

describe("GET /api/weeks/{weekStart}", () => {
  test("serves a published week and refuses what is not a week start", async () => {
    const week = upcomingWeekStart(new Date());
    const ok = await call(weekByDate.GET, `/api/weeks/${week}`, { params: { weekStart: week } });
    expect(ok.status).toBe(200);
    expect(ok.json.startDate).toBe(week);
    const tuesday = await call(weekByDate.GET, "/api/weeks/2026-12-01", {
      params: { weekStart: "2026-12-01" },
    });
    expect(tuesday.status).toBe(400);
    // Beyond any week another test file creates in the shared database (freshWeek stays under 910).
    const far = addWeeks(week, 1000);
    expect(
      (await call(weekByDate.GET, `/api/weeks/${far}`, { params: { weekStart: far } })).status,
    ).toBe(404);
  });
});
