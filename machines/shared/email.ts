/** Lowercased, trimmed form of an address: the key we store and compare emails by. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Loose shape check shared by every form: something@domain.tld, no spaces. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEduEmail(email: string): boolean {
  const normalized = normalizeEmail(email);
  return EMAIL_SHAPE.test(normalized) && normalized.endsWith(".edu");
}
