"use client";
// View as customer swaps the browser's session cookie, so every open tab changes side at once
// (issue 10). The `adminToken` key in localStorage marks the swap; a `storage` event tells the
// other tabs, which say so and offer a reload instead of reloading themselves: nothing typed in
// them is lost, and the next thing they send would be refused (read-only) or answered for the
// other side anyway.
import { useEffect, useRef, useState } from "react";
import { readStorage, STORAGE_KEYS } from "@/lib/client/storage";

type Side = "admin" | "viewing-as";

const MESSAGES: Record<Side, string> = {
  admin:
    "You started viewing a customer's account in another tab. This tab now has their read-only session.",
  "viewing-as":
    "You went back to admin in another tab. This tab no longer views the customer's account.",
};

/** `side`: what this tab shows now. It speaks up when another tab switches the session away. */
export function OtherTabNotice({ side }: { side: Side }) {
  const [changed, setChanged] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key !== STORAGE_KEYS.adminToken && event.key !== null) return;
      const viewing = readStorage(STORAGE_KEYS.adminToken) !== null;
      setChanged(side === "admin" ? viewing : !viewing);
    }
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [side]);

  useEffect(() => {
    if (changed) button.current?.focus();
  }, [changed]);

  if (!changed) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-xl flex-wrap items-center gap-3 rounded-2xl border border-amber-300 bg-amber-100 p-4 text-sm text-amber-950 shadow-lg"
    >
      <p className="min-w-0 flex-1 basis-64">{MESSAGES[side]}</p>
      <button
        ref={button}
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-full bg-forest-900 px-4 py-2 font-semibold text-cream-50 hover:bg-forest-800"
      >
        Reload this tab
      </button>
    </div>
  );
}
