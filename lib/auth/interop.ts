// next-auth ships CommonJS with `exports.default`. Bundlers unwrap it; Node's ESM loader (Jest
// runs the integration tests as ESM) hands over the whole exports object. Works for both.
export function cjsDefault<T>(imported: T): T {
  if (typeof imported === "function") return imported;
  const wrapped = imported as unknown as { default?: T };
  return wrapped.default ?? imported;
}
