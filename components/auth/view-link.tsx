"use client";
// Links between the /login views. Once the page's script runs they switch the view in place (no
// round trip, so there is no moment when the old form is still on screen taking keystrokes that
// the switch then throws away) and carry the email across; before that they are plain links.
import Link from "next/link";
import { createContext, useContext, type ComponentProps } from "react";

export type AuthView = "login" | "forgot" | "reset";

export const viewHref = (view: AuthView) => (view === "login" ? "/login" : `/login?view=${view}`);

export const SwitchViewContext = createContext<((view: AuthView) => void) | null>(null);

export function ViewLink({
  view,
  onClick,
  ...props
}: Omit<ComponentProps<typeof Link>, "href" | "prefetch"> & { view: AuthView }) {
  const switchTo = useContext(SwitchViewContext);
  return (
    <Link
      href={viewHref(view)}
      prefetch={false}
      onClick={(event) => {
        onClick?.(event);
        // A new tab or window, or another handler's choice, keeps the link's own behaviour.
        const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
        if (!switchTo || event.defaultPrevented || event.button !== 0 || modified) return;
        event.preventDefault();
        switchTo(view);
      }}
      {...props}
    />
  );
}
