// The account page's calls (issue 5, slice B): customer-account, password and deactivation,
// against a real database with the clock injected through `x-test-now`.
import { DateTime } from "luxon";
import * as loginRoute from "@/app/api/auth/login/route";
import * as account from "@/app/api/users/[userId]/customer-account/route";
import * as deactivate from "@/app/api/users/[userId]/deactivate/route";
import * as password from "@/app/api/users/[userId]/password/route";
import { userInfoSchema } from "@/lib/account/schemas";
import { createSession } from "@/lib/auth/sessions";
import { upcomingWeekStart, ZONE, type IsoDate } from "@/lib/clock";
import { db } from "@/lib/db";
import { startOrChangeSubscription } from "@/lib/subscriptions/start-subscription";
import { updateUserSchema } from "@/lib/users/update-user";
import { CUSTOMER_PASSWORD, newCustomer, planBySlugOrSize } from "../factories";
import { call } from "../helpers";

beforeAll(() => {
  process.env.ALLOW_TEST_CLOCK = "1";
});
afterAll(() => db.$disconnect());

const U = upcomingWeekStart(new Date());
const at = (weekStart: IsoDate, days: number, hour: number) =>
  DateTime.fromISO(weekStart, { zone: ZONE }).plus({ days }).set({ hour }).toISO() as string;
const MONDAY = at(U, -7, 10);
const MAINTENANCE = at(U, -4, 3);
const clock = (iso: string) => ({ "x-test-now": iso });
const PASSWORD = CUSTOMER_PASSWORD;

async function subscriber() {
  const customer = await newCustomer({ withSchedule: true });
  const plan = await planBySlugOrSize(8);
  const sub = await startOrChangeSubscription(customer.userId, plan.id, new Date(MONDAY));
  await db.address.create({
    data: {
      userId: customer.userId,
      street: "10 Queens Quay W",
      unit: "1507",
      city: "Toronto",
      province: "ON",
      postalCode: "M5J 2R9",
      phone: "4165550101",
    },
  });
  await db.paymentMethod.create({
    data: {
      userId: customer.userId,
      provider: "offline",
      providerPaymentMethodId: "pm_card_visa",
      brand: "visa",
      last4: "4242",
      expMonth: 12,
      expYear: 2034,
    },
  });
  const week = await db.week.findUniqueOrThrow({
    where: { startDate: new Date(`${U}T00:00:00.000Z`) },
  });
  const order = await db.weeklyOrder.create({
    data: {
      number: `LK-B${customer.userId.slice(-8)}`,
      userId: customer.userId,
      subscriptionId: sub.id,
      weekId: week.id,
      planId: plan.id,
      mealsCount: 8,
      deliveryDay: "MONDAY",
      deliveryTime: "16-20",
    },
  });
  return { ...customer, plan, subscriptionId: sub.id, orderId: order.id, weekId: week.id };
}

async function admin() {
  const customer = await newCustomer();
  const role = await db.role.findUniqueOrThrow({ where: { slug: "admin" } });
  await db.userRole.create({ data: { userId: customer.userId, roleId: role.id } });
  return customer;
}

function getAccount(userId: string, token?: string, now = MONDAY) {
  return call(account.GET, `/api/users/${userId}/customer-account`, {
    token,
    params: { userId },
    headers: clock(now),
  });
}

function changePassword(userId: string, token: string | undefined, body: unknown, now = MONDAY) {
  return call(password.PUT, `/api/users/${userId}/password`, {
    method: "PUT",
    token,
    params: { userId },
    body,
    headers: clock(now),
  });
}

function deactivateUser(
  userId: string,
  token: string | undefined,
  body: unknown = {},
  now = MONDAY,
) {
  return call(deactivate.POST, `/api/users/${userId}/deactivate`, {
    token,
    params: { userId },
    body,
    headers: clock(now),
  });
}

async function login(email: string, pass: string) {
  return call(loginRoute.POST, "/api/auth/login", {
    body: { email, password: pass },
    headers: {
      "x-forwarded-for": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
}

describe("GET /api/users/{userId}/customer-account", () => {
  test("name, email, plan, status, schedule, address and card", async () => {
    const { userId, token, email, plan } = await subscriber();
    const res = await getAccount(userId, token);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      user: {
        id: userId,
        firstName: "Test",
        lastName: "Customer",
        email,
        status: "active",
        isAdmin: false,
      },
      plan: { status: "ACTIVE", planId: plan.id, planName: plan.name, mealsPerWeek: 8 },
      deliverySchedule: {
        deliveryDay: "MONDAY",
        deliveryTime: "16-20",
        deliveryWindow: "4:00 PM – 8:00 PM",
      },
      address: { street: "10 Queens Quay W", unit: "1507", city: "Toronto", postalCode: "M5J 2R9" },
      card: { brand: "visa", last4: "4242", expMonth: 12, expYear: 2034, testMode: true },
      chargeInProgress: false,
      paymentUpdateNotice: null,
      upcomingWeek: { weekStart: U },
      pause: { earliestResumeDate: DateTime.fromISO(U).minus({ days: 4 }).toISODate() },
    });
    expect(JSON.stringify(res.json)).not.toMatch(/passwordHash|providerPaymentMethodId/);
  });

  test("while a week's charge is under way it says a card update takes 24-48 hours", async () => {
    const { userId, token, orderId } = await subscriber();
    await db.weeklyOrder.update({ where: { id: orderId }, data: { status: "LOCKED" } });
    const res = await getAccount(userId, token);
    expect(res.json.chargeInProgress).toBe(true);
    expect(res.json.paymentUpdateNotice).toBe(
      "A payment method update takes 24-48 hours to apply.",
    );
  });

  test("anonymous 401, another customer 403, an admin 200", async () => {
    const owner = await subscriber();
    const stranger = await newCustomer();
    const boss = await admin();
    expect((await getAccount(owner.userId)).status).toBe(401);
    expect((await getAccount(owner.userId, stranger.token)).status).toBe(403);
    expect((await getAccount(owner.userId, boss.token)).status).toBe(200);
  });

  test("a customer with no plan yet gets nulls, not an error", async () => {
    const { userId, token } = await newCustomer();
    const res = await getAccount(userId, token);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ plan: null, address: null, card: null, cancelled: null });
  });

  test("a paused plan with a resume date: when it paused, when it resumes, the first week back", async () => {
    const { userId, token, subscriptionId } = await subscriber();
    const resumeOn = DateTime.fromISO(U).plus({ weeks: 3 }).minus({ days: 4 }).toISODate()!;
    const pausedAt = new Date("2026-11-20T15:30:00.000Z");
    await db.subscription.update({
      where: { id: subscriptionId },
      data: { status: "PAUSED", pausedAt, resumeOn: new Date(`${resumeOn}T00:00:00.000Z`) },
    });
    const res = await getAccount(userId, token);
    expect(res.status).toBe(200);
    expect(res.json.plan).toMatchObject({
      status: "PAUSED",
      pausedAt: pausedAt.toISOString(),
      resumeOn,
      // A Thursday resume misses that week's deadline: the plan is back the week after.
      resumesWeekStart: DateTime.fromISO(U).plus({ weeks: 4 }).toISODate(),
      startsOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      splitDelivery: false,
    });
  });

  test("after a cancellation: no plan, and when and why it ended", async () => {
    const { userId, token, subscriptionId } = await subscriber();
    const cancelledAt = new Date("2026-11-20T15:30:00.000Z");
    await db.subscription.update({
      where: { id: subscriptionId },
      data: { status: "CANCELLED", cancelledAt, cancelReason: "Too much food" },
    });
    const res = await getAccount(userId, token);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      plan: null,
      cancelled: { cancelledAt: cancelledAt.toISOString(), reason: "Too much food" },
    });
  });
});

describe("PUT /api/users/{userId}/password", () => {
  test("a wrong current password is a 400 on that field, and nothing changes", async () => {
    const { userId, token } = await subscriber();
    const res = await changePassword(userId, token, {
      currentPassword: "not-my-password",
      newPassword: "a-new-password-1",
      confirmPassword: "a-new-password-1",
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Your current password is incorrect.");
    expect(res.json.errors[0].property).toBe("currentPassword");
  });

  test.each([
    [{ currentPassword: PASSWORD, newPassword: "short", confirmPassword: "short" }, "newPassword"],
    [
      { currentPassword: PASSWORD, newPassword: "long-enough-1", confirmPassword: "different-1" },
      "confirmPassword",
    ],
    [{ newPassword: "long-enough-1", confirmPassword: "long-enough-1" }, "currentPassword"],
    [
      { currentPassword: PASSWORD, newPassword: PASSWORD, confirmPassword: PASSWORD },
      "newPassword",
    ],
  ])("bad input %p is a 400 naming %s", async (body, property) => {
    const { userId, token } = await subscriber();
    const res = await changePassword(userId, token, body);
    expect(res.status).toBe(400);
    expect(res.json.errors.map((e: { property: string }) => e.property)).toContain(property);
  });

  test("the change keeps this session and ends every other one", async () => {
    const { userId, token, email } = await subscriber();
    const other = await createSession(userId, "WEB", new Date());
    const res = await changePassword(userId, token, {
      currentPassword: PASSWORD,
      newPassword: "a-brand-new-secret",
      confirmPassword: "a-brand-new-secret",
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ ok: true, sessionsRevoked: 1 });
    expect((await getAccount(userId, token)).status).toBe(200);
    expect((await getAccount(userId, other.token)).status).toBe(401);
    expect((await login(email, PASSWORD)).status).toBe(401);
    expect((await login(email, "a-brand-new-secret")).status).toBe(200);
  });

  test("401 anonymous, 403 another customer, 503 in the maintenance window", async () => {
    const owner = await subscriber();
    const stranger = await newCustomer();
    const body = {
      currentPassword: PASSWORD,
      newPassword: "another-secret-1",
      confirmPassword: "another-secret-1",
    };
    expect((await changePassword(owner.userId, undefined, body)).status).toBe(401);
    expect((await changePassword(owner.userId, stranger.token, body)).status).toBe(403);
    const busy = await changePassword(owner.userId, owner.token, body, MAINTENANCE);
    expect(busy.status).toBe(503);
    expect(busy.headers.get("retry-after")).toBe(String(3 * 3600));
  });
});

describe("POST /api/users/{userId}/deactivate", () => {
  test("disables the account, cancels the plan and open weeks, ends every session, keeps the data", async () => {
    const { userId, token, email, subscriptionId, orderId } = await subscriber();
    const other = await createSession(userId, "WEB", new Date());
    const res = await deactivateUser(userId, token, { reason: "Moving away" });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ok: true, status: "disabled" });

    const user = await db.user.findUniqueOrThrow({ where: { id: userId } });
    expect(user.status).toBe("disabled");
    const sub = await db.subscription.findUniqueOrThrow({ where: { id: subscriptionId } });
    expect(sub).toMatchObject({ status: "CANCELLED", cancelReason: "Moving away" });
    expect((await db.weeklyOrder.findUniqueOrThrow({ where: { id: orderId } })).status).toBe(
      "CANCELLED",
    );
    expect(await db.address.count({ where: { userId } })).toBe(1);
    expect(await db.session.count({ where: { userId, revokedAt: null } })).toBe(0);
    expect((await getAccount(userId, token)).status).toBe(401);
    expect((await getAccount(userId, other.token)).status).toBe(401);
    expect((await login(email, PASSWORD)).status).toBe(401);
  });

  test("an admin cannot deactivate their own account", async () => {
    const boss = await admin();
    const res = await deactivateUser(boss.userId, boss.token);
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(
      "Admins can't deactivate their own account. Ask another admin to do it for you.",
    );
    expect((await db.user.findUniqueOrThrow({ where: { id: boss.userId } })).status).toBe("active");
  });

  test("an admin may deactivate a customer; another customer may not", async () => {
    const owner = await subscriber();
    const stranger = await newCustomer();
    const boss = await admin();
    expect((await deactivateUser(owner.userId, stranger.token)).status).toBe(403);
    expect((await deactivateUser(owner.userId, undefined)).status).toBe(401);
    expect((await deactivateUser(owner.userId, boss.token)).status).toBe(200);
    const sub = await db.subscription.findUniqueOrThrow({ where: { id: owner.subscriptionId } });
    expect(sub.cancelReason).toBe("Account deactivated");
  });

  test("503 in the maintenance window, 400 for a reason too long", async () => {
    const { userId, token } = await subscriber();
    const busy = await deactivateUser(userId, token, {}, MAINTENANCE);
    expect(busy.status).toBe(503);
    expect(busy.headers.get("retry-after")).toBe(String(3 * 3600));
    expect((await deactivateUser(userId, token, { reason: "x".repeat(501) })).status).toBe(400);
    expect((await db.user.findUniqueOrThrow({ where: { id: userId } })).status).toBe("active");
  });
});

describe("the User information form's schema", () => {
  test.each([
    [{ firstName: " Maya ", lastName: "Thompson" }],
    [{ firstName: "", lastName: "Thompson" }],
    [{ firstName: "M", lastName: "x".repeat(61) }],
  ])("agrees with PUT /api/users/{userId} on %p", (input) => {
    expect(userInfoSchema.safeParse(input).success).toBe(updateUserSchema.safeParse(input).success);
  });
});
