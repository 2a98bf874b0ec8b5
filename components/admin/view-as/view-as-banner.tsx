"use client";
// The banner over every customer page while an admin views as that customer (issue 10): whose
// account this is, that it is read-only, and one click back to the admin's own session.
import { useState } from "react";
import { toast } from "sonner";
import { failureMessage } from "@/components/forms/server-errors";
import { api } from "@/lib/client/api";
import { removeStorage, STORAGE_KEYS } from "@/lib/client/storage";

export function ViewAsBanner({ name }: { name: string }) {
  const [busy, setBusy] = useState(false);

  async function backToAdmin() {
    setBusy(true);
    try {
      const { returnTo } = await api.post<{ returnTo: string }>("/api/auth/view-as/end");
      removeStorage(STORAGE_KEYS.adminToken);
      // A full load: every server-rendered part must be drawn again for the admin's session.
      window.location.assign(returnTo);
    } catch (error) {
      toast.error(failureMessage(error));
      setBusy(false);
    }
  }

  return (
    <section
      aria-label="Viewing as a customer"
      className="border-b border-amber-300 bg-amber-100 text-amber-950"
    >
      <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-5 py-2 sm:px-8">
        <p className="text-sm">
          You&apos;re viewing <strong>{name}</strong>&apos;s account as an admin.{" "}
          <span className="font-semibold">Read-only:</span> changes are refused.
        </p>
        <button
          type="button"
          onClick={() => void backToAdmin()}
          disabled={busy}
          aria-busy={busy || undefined}
          className="ml-auto rounded-full bg-forest-900 px-3 py-1.5 text-sm font-semibold text-cream-50 hover:bg-forest-800 disabled:opacity-70"
        >
          Back to admin
        </button>
      </div>
    </section>
  );
}
