"use client";
// The account page's data: GET /api/users/{userId}/customer-account and the signed-in user.
import useSWR, { useSWRConfig } from "swr";
import type { CustomerAccountDto } from "@/lib/account/dto";
import { api } from "@/lib/client/api";
import type { CustomerWeeksDto } from "@/lib/meals/dto";
import { unpackWeeks, type PackedCustomerWeeksDto } from "@/lib/meals/packed-weeks";
import type { AllergenExclusionsDto } from "@/lib/users/allergen-exclusions-schema";
import type { DietPreferenceDto } from "@/lib/users/diet-preference-schema";
import type { MeDto } from "@/lib/users/dto";

export const ME_KEY = "/api/auth/me";
export const accountKey = (userId: string) => `/api/users/${userId}/customer-account`;
export const weeksKey = (userId: string) => `/api/users/${userId}/orders/week/current-week`;
export const allergensKey = (userId: string) => `/api/users/${userId}/allergens`;
export const dietKey = (userId: string) => `/api/users/${userId}/diet`;

export function useCustomerAccount(userId: string) {
  return useSWR<CustomerAccountDto>(accountKey(userId));
}

/** The allergens the customer avoids (the Plan tab edits them; the meals page marks dishes). */
export function useAllergenExclusions(userId: string) {
  return useSWR<AllergenExclusionsDto>(allergensKey(userId));
}

/** The customer's diet (the Plan tab sets it; the meal editor's menu shows its dishes first). */
export function useDietPreference(userId: string) {
  return useSWR<DietPreferenceDto>(dietKey(userId));
}

/** The Meals page's weeks, each menu line with its whole dish again (lib/meals/packed-weeks.ts). */
export function useCustomerWeeks(userId: string) {
  return useSWR<CustomerWeeksDto>(weeksKey(userId), (url: string) =>
    api.get<PackedCustomerWeeksDto>(url).then(unpackWeeks),
  );
}

export function useMe() {
  return useSWR<MeDto>(ME_KEY);
}

/** Refetches what a plan or schedule change affects: the user, the account, the weeks. */
export function useRefreshAccount(userId: string) {
  const { mutate } = useSWRConfig();
  return () => Promise.all([mutate(ME_KEY), mutate(accountKey(userId)), mutate(weeksKey(userId))]);
}
