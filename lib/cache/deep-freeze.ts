// Cached values are shared by every reader, so they are frozen: a caller that sorts or edits one
// in place fails loudly instead of quietly changing what everyone else is served.
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
