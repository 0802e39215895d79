/** Longest address SMTP allows (RFC 5321 path limit less the brackets). */
const MAX_EMAIL = 254;

// One @, no spaces, a local part, and a domain of dot-separated labels (or `localhost`).
const EMAIL =
  /^[^\s@"<>(),;:\\[\]]{1,64}@(?:localhost|(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63})$/i;

/** Lower-cases and trims an address (addresses are compared case-insensitively). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** True for a plausible email address: what an invite can be sent to. */
export function isEmail(email: string): boolean {
  return email.length <= MAX_EMAIL && EMAIL.test(email);
}

/** The domain part of an address, lower-case. */
export function emailDomain(email: string): string {
  return normalizeEmail(email).split('@').pop() ?? '';
}

/** Trimmed, lower-cased addresses without repeats, first occurrence kept. */
export function uniqueEmails(emails: readonly string[]): string[] {
  return [...new Set(emails.map(normalizeEmail))];
}
