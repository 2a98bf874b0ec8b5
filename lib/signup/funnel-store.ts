"use client";
// The funnel state as a tiny external store over sessionStorage: every step reads and updates the
// same object, and the server render sees `null` (nothing stored yet), so no hydration mismatch.
import { useCallback, useSyncExternalStore } from "react";
import {
  clearFunnelState,
  EMPTY_FUNNEL,
  readFunnelState,
  writeFunnelState,
  type FunnelState,
} from "./funnel-state";

let current: FunnelState | null = null;
const listeners = new Set<() => void>();

function snapshot(): FunnelState {
  if (current === null) current = readFunnelState();
  return current;
}

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export type FunnelUpdate = Partial<FunnelState> | ((state: FunnelState) => FunnelState);

/** The state right now (outside rendering, e.g. in an event handler after an await). */
export function getFunnelState(): FunnelState {
  return snapshot();
}

/** Changes the state, stores it, and re-renders every screen that reads it. */
export function updateFunnel(update: FunnelUpdate): FunnelState {
  const base = snapshot();
  const next = typeof update === "function" ? update(base) : { ...base, ...update };
  current = next;
  writeFunnelState(next);
  emit();
  return next;
}

/** Forgets the funnel (after the order is placed, or to start over). */
export function resetFunnel(keep: Partial<FunnelState> = {}): void {
  clearFunnelState();
  current = { ...EMPTY_FUNNEL, ...keep };
  if (Object.keys(keep).length > 0) writeFunnelState(current);
  emit();
}

/** The current state, or null while rendering on the server / before hydration. */
export function useFunnelState(): FunnelState | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

export function useFunnel(): [FunnelState | null, (update: FunnelUpdate) => FunnelState] {
  const state = useFunnelState();
  const update = useCallback((u: FunnelUpdate) => updateFunnel(u), []);
  return [state, update];
}
