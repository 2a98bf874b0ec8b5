"use client";
// Keeps every open tab in step with the stored session (spec §4): when another tab clears the
// token this one signs out; when another tab stores a new one this one re-runs the post-login
// redirect.
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { resolvePostLoginPath, signOutLocally } from "@/lib/client/session";
import { getToken, TOKEN_KEY } from "@/lib/client/storage";

export function SessionSync() {
  const router = useRouter();

  useEffect(() => {
    function onStorage(event: StorageEvent) {
      // key null: another tab cleared all of storage.
      if (event.key !== TOKEN_KEY && event.key !== null) return;
      const token = event.key === null ? getToken() : event.newValue;
      if (event.key === TOKEN_KEY && event.oldValue === event.newValue) return;
      if (!token) {
        void signOutLocally().then(() => {
          if (window.location.pathname !== "/login") window.location.replace("/login");
        });
      } else if (event.key === TOKEN_KEY) {
        void resolvePostLoginPath().then((path) => router.replace(path));
      }
    }
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [router]);

  return null;
}
