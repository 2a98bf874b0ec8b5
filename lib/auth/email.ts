// Emails are compared and stored trimmed and lower-cased (DESIGN.md §4), everywhere.
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
