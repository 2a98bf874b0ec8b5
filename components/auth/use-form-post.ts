"use client";
// A /login form's post to its server action, in both of its lives:
// - before the page's script has run, `<form action={formAction}>` is a real POST form (React
//   renders the action's id into it): the browser posts it, the server runs the action and the
//   page renders again; useActionState hands that answer to the hydrated form;
// - after, `submit` calls the action itself. Not through the form's action: React would reset
//   the form's fields when it finished, and a failed request would reach the error page instead
//   of the form's message slot.
import { useActionState, useRef, useState } from "react";
import { GENERIC_ERROR } from "@/lib/client/errors";
import type { FormPost } from "@/lib/auth/form-states";

export function useFormPost<S>(action: FormPost<S>, idle: Awaited<S>) {
  const [posted, formAction] = useActionState<S, FormData>(action, idle);
  const [state, setState] = useState<S>(posted);
  const [pending, setPending] = useState(false);
  // Two clicks can land before the re-render that disables the button.
  const inFlight = useRef(false);

  async function submit(form: HTMLFormElement, failed: (message: string) => S): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    try {
      setState(await action(state, new FormData(form)));
    } catch {
      // No answer (offline, a deploy in between): the form keeps what was typed.
      setState(failed(GENERIC_ERROR));
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }

  return { state, formAction, pending, submit };
}
