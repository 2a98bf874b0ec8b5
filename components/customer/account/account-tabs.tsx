"use client";
// /customer/account: nine real tabs (role=tablist, arrow keys, Home/End), the active one in
// ?tab= so a reload keeps it. Every tab reads GET /api/users/{userId}/customer-account.
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { RewardsTab } from "@/components/customer/rewards/rewards-tab";
import { failureMessage } from "@/components/forms/server-errors";
import { Alert } from "@/components/ui/alert";
import { cn } from "@/components/ui/cn";
import { Container } from "@/components/ui/container";
import { Spinner } from "@/components/ui/spinner";
import type { CustomerAccountDto } from "@/lib/account/dto";
import { AccountOverview } from "./account-overview";
import { AddressTab } from "./address-tab";
import { DeactivateTab } from "./deactivate-tab";
import { DeliveryTab } from "./delivery-tab";
import { PasswordTab } from "./password-tab";
import { PanelHeading } from "./panel";
import { PaymentTab } from "./payment-tab";
import { PlanTab } from "./plan-tab";
import { ACCOUNT_TABS, tabFromQuery, tabIndexAfterKey, type AccountTabId } from "./tabs-model";
import { useCustomerAccount } from "./use-account";
import { UserInfoTab } from "./user-info-tab";

const tabId = (id: AccountTabId) => `account-tab-${id}`;
const panelId = (id: AccountTabId) => `account-panel-${id}`;

export function AccountTabs({ userId }: { userId: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const fromUrl = tabFromQuery(params.get("tab"));
  // Selection moves at once (keys can come faster than the router updates the address); a new
  // address (back, forward, a link) moves it too.
  const [active, setActive] = useState<AccountTabId>(fromUrl);
  const [syncedUrl, setSyncedUrl] = useState(fromUrl);
  if (fromUrl !== syncedUrl) {
    setSyncedUrl(fromUrl);
    setActive(fromUrl);
  }
  const tabRefs = useRef(new Map<AccountTabId, HTMLButtonElement>());
  const { data: account, error, mutate } = useCustomerAccount(userId);

  // On a phone the tabs scroll sideways: keep the active one in view.
  useEffect(() => {
    tabRefs.current.get(active)?.scrollIntoView({ block: "nearest", inline: "center" });
  }, [active]);

  function open(id: AccountTabId, focus = false) {
    setActive(id);
    const next = new URLSearchParams(params.toString());
    next.set("tab", id);
    router.replace(`${pathname}?${next.toString()}`, { scroll: false });
    if (focus) tabRefs.current.get(id)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = ACCOUNT_TABS.findIndex((tab) => tab.id === active);
    const next = tabIndexAfterKey(event.key, index, ACCOUNT_TABS.length);
    if (next === null) return;
    event.preventDefault();
    open(ACCOUNT_TABS[next].id, true);
  }

  return (
    <Container width="xl" className="py-10 sm:py-12">
      <h1 className="font-display text-3xl font-semibold tracking-tight text-forest-950 sm:text-4xl">
        Your account
      </h1>
      <p className="mt-2 text-muted">Your plan, deliveries, payment and sign-in, in one place.</p>

      <div className="mt-8 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
        <div
          role="tablist"
          aria-label="Account settings"
          aria-orientation="vertical"
          onKeyDown={onKeyDown}
          className="-mx-5 flex gap-1.5 overflow-x-auto px-5 pb-3 sm:-mx-8 sm:px-8 lg:sticky lg:top-24 lg:mx-0 lg:flex-col lg:self-start lg:overflow-visible lg:px-0 lg:pb-0"
        >
          {ACCOUNT_TABS.map((tab) => {
            const selected = tab.id === active;
            return (
              <button
                key={tab.id}
                ref={(el) => {
                  if (el) tabRefs.current.set(tab.id, el);
                  else tabRefs.current.delete(tab.id);
                }}
                type="button"
                role="tab"
                id={tabId(tab.id)}
                aria-selected={selected}
                aria-controls={panelId(tab.id)}
                tabIndex={selected ? 0 : -1}
                onClick={() => open(tab.id)}
                className={cn(
                  "shrink-0 rounded-full px-4 py-2 text-left text-sm font-semibold whitespace-nowrap transition-colors lg:rounded-xl lg:py-2.5",
                  selected
                    ? "bg-forest-800 text-cream-50"
                    : cn(
                        "bg-white ring-1 ring-forest-900/10 ring-inset lg:bg-transparent lg:ring-0",
                        tab.id === "deactivate"
                          ? "text-red-800 hover:bg-red-50"
                          : "text-forest-900 hover:bg-forest-900/6",
                      ),
                )}
              >
                {tab.label}
              </button>
            );
          })}
        </div>

        <div
          role="tabpanel"
          id={panelId(active)}
          aria-labelledby={tabId(active)}
          tabIndex={0}
          className="mt-6 min-w-0 rounded-2xl outline-none focus-visible:outline-2 focus-visible:outline-offset-4 lg:mt-0"
        >
          {active === "rewards" ? (
            <>
              <PanelHeading title="Rewards">
                Your credit, your referral link and our affiliate programme.
              </PanelHeading>
              <RewardsTab userId={userId} />
            </>
          ) : error && !account ? (
            <Alert tone="error" title="We couldn't load your account">
              {failureMessage(error)}{" "}
              <button
                type="button"
                className="font-semibold underline"
                onClick={() => void mutate()}
              >
                Try again
              </button>
            </Alert>
          ) : !account ? (
            <div className="flex justify-center py-16 text-forest-700">
              <Spinner label="Loading your account" />
            </div>
          ) : (
            <Panel tab={active} userId={userId} account={account} onOpen={(id) => open(id, true)} />
          )}
        </div>
      </div>
    </Container>
  );
}

function Panel({
  tab,
  userId,
  account,
  onOpen,
}: {
  tab: AccountTabId;
  userId: string;
  account: CustomerAccountDto;
  onOpen: (tab: AccountTabId) => void;
}) {
  switch (tab) {
    case "plan":
      return <PlanTab userId={userId} account={account} />;
    case "delivery":
      return <DeliveryTab userId={userId} account={account} />;
    case "payment":
      return <PaymentTab userId={userId} account={account} />;
    case "address":
      return <AddressTab userId={userId} account={account} />;
    case "user":
      return <UserInfoTab userId={userId} account={account} />;
    case "password":
      return <PasswordTab userId={userId} />;
    case "deactivate":
      return <DeactivateTab userId={userId} account={account} />;
    default:
      return <AccountOverview account={account} onOpen={onOpen} />;
  }
}
