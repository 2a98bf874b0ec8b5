// "Place order" at checkout, as one sequence of calls. Each finished step is written to the funnel
// state at once, so a retry after any failure starts where the last attempt stopped: the account
// is never registered twice, and the server makes the remaining calls idempotent.
import { api } from "@/lib/client/api";
import { setToken } from "@/lib/client/storage";
import type { OrderDto, RegisteredCustomer, SavedCard } from "./api-types";
import { orderItems } from "./cart";
import type { CheckoutValues } from "./checkout-draft";
import { loadCheckoutChecks } from "./checkout-fields";
import type { FunnelState } from "./funnel-state";
import type { FunnelUpdate } from "./funnel-store";

export type CheckoutStage =
  | "account"
  | "codes"
  | "schedule"
  | "allergens"
  | "diet"
  | "address"
  | "card"
  | "subscription"
  | "order"
  | "onboarding";

/** A failure, with the step it happened in so the form can show it in the right place. */
export class CheckoutStageError extends Error {
  readonly stage: CheckoutStage;
  readonly code?: string;
  constructor(stage: CheckoutStage, cause: unknown, code?: string) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = "CheckoutStageError";
    this.stage = stage;
    this.code = code;
  }
}

/** Turns the card into a provider payment method id (offline form, or Stripe Elements). */
/** Turns the entered card into a payment method id; gets the new account's id (Stripe needs it). */
export type CardTokenizer = (userId: string) => Promise<{ id: string } | null>;

export interface PlaceOrderInput {
  state: FunnelState;
  values: CheckoutValues;
  /** Null when the card saved earlier in this funnel is kept. */
  tokenizeCard: CardTokenizer | null;
  update: (update: FunnelUpdate) => FunnelState;
  /** Reports the step under way, for the button's label and the live region. */
  onStage?: (stage: CheckoutStage) => void;
}

async function stage<T>(
  name: CheckoutStage,
  onStage: PlaceOrderInput["onStage"],
  work: () => Promise<T>,
): Promise<T> {
  onStage?.(name);
  try {
    return await work();
  } catch (error) {
    throw new CheckoutStageError(name, error);
  }
}

export async function placeSignupOrder({
  state,
  values,
  tokenizeCard,
  update,
  onStage,
}: PlaceOrderInput): Promise<OrderDto> {
  const { plan, deliveryDay, deliveryTime, firstDelivery, allergenExclusions, dietPreference } =
    state;
  if (!plan || !deliveryDay || !deliveryTime || !firstDelivery) {
    throw new CheckoutStageError(
      "order",
      new Error("The funnel is missing a plan or delivery choice."),
      "incomplete",
    );
  }

  let account = state.account;
  if (!account) {
    account = await stage("account", onStage, async () => {
      const person = {
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        password: values.password,
        confirmPassword: values.confirmPassword,
      };
      await api.post("/api/auth/validate-customer", person, { signOutOnUnauthorized: false });
      const { token, user } = await api.post<RegisteredCustomer>(
        "/api/auth/register/customer",
        {
          ...person,
          deliveryDay,
          deliveryTime,
          allergenExclusions,
          ...(state.referralCode ? { referralCode: state.referralCode } : {}),
        },
        { signOutOnUnauthorized: false },
      );
      // The answer set the HttpOnly session cookie; `token` is only the tabs' marker.
      setToken(token);
      const created = {
        userId: user.id,
        email: user.email,
        firstName: user.firstName,
        deliveryDay,
        deliveryTime,
        allergenExclusions,
      };
      update((s) => ({ ...s, account: created }));
      return created;
    });
  }
  const userId = account.userId;
  const base = `/api/users/${encodeURIComponent(userId)}`;

  for (const code of state.codes.filter((c) => !c.attached)) {
    await stage("codes", onStage, async () => {
      await api.post(`${base}/coupons/${encodeURIComponent(code.code)}`);
      update((s) => ({
        ...s,
        codes: s.codes.map((c) => (c.code === code.code ? { ...c, attached: true } : c)),
      }));
    });
  }

  if (account.deliveryDay !== deliveryDay || account.deliveryTime !== deliveryTime) {
    await stage("schedule", onStage, async () => {
      await api.put(base, { deliveryDay, deliveryTime });
      update((s) => ({ ...s, account: s.account && { ...s.account, deliveryDay, deliveryTime } }));
    });
  }

  // Changed at the meal step after an earlier attempt created the account.
  if (!sameList(account.allergenExclusions ?? [], allergenExclusions)) {
    await stage("allergens", onStage, async () => {
      await api.put(`${base}/allergens`, { allergenExclusions });
      update((s) => ({ ...s, account: s.account && { ...s.account, allergenExclusions } }));
    });
  }

  // The diet chosen at the meal step (none: nothing to save for a new account).
  if ((account.dietPreference ?? null) !== dietPreference) {
    await stage("diet", onStage, async () => {
      await api.put(`${base}/diet`, { dietPreference });
      update((s) => ({ ...s, account: s.account && { ...s.account, dietPreference } }));
    });
  }

  const { addressBody } = await loadCheckoutChecks();
  const address = addressBody(values);
  if (state.progress.savedAddressKey !== address.key) {
    await stage("address", onStage, async () => {
      await api.post("/api/addresses", address.body);
      update((s) => ({ ...s, progress: { ...s.progress, savedAddressKey: address.key } }));
    });
  }

  if (tokenizeCard) {
    await stage("card", onStage, async () => {
      const token = await tokenizeCard(userId);
      if (!token) return;
      const card = await api.post<SavedCard>(`${base}/payment-method`, {
        stripePaymentMethodId: token.id,
      });
      update((s) => ({
        ...s,
        progress: { ...s.progress, card: { brand: card.brand, last4: card.last4 } },
      }));
    });
  }

  await stage("subscription", onStage, async () => {
    await api.post(`${base}/subscription`, { planId: plan.id });
    update((s) => ({ ...s, progress: { ...s.progress, subscriptionPlanId: plan.id } }));
  });

  const order = await stage("order", onStage, () =>
    api.post<OrderDto>("/api/orders", {
      splitDelivery: state.splitDelivery,
      items: orderItems(state.cart),
      weekStart: firstDelivery.weekStart,
    }),
  );

  await stage("onboarding", onStage, () => api.post(`${base}/onboarding`));
  return order;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}
