// The secret that signs and encrypts the next-auth cookie. `npm start` makes one under .data/.
export function authSecret(): string {
  const secret = process.env.NEXTAUTH_SECRET;
  if (secret) return secret;
  if (process.env.NODE_ENV === "production") {
    throw new Error("NEXTAUTH_SECRET is not set (npm start sets one for local use).");
  }
  return "development-only-secret-change-me";
}
