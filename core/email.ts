/**
 * The spec's "general RFC-like pattern" for e-mail addresses: the WHATWG pattern that browsers use
 * for <input type="email">, plus a dot in the domain (a mail to "user@localhost" never arrives).
 */
export const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** The longest address a mail server takes (RFC 5321's path limit less its brackets). */
export const emailMaxLength = 254;

/**
 * Whether a typed address is one the site accepts (as `emailSchema` does, without the schema
 * library, so that a page like the waiting room can check it without loading that).
 */
export function isValidEmail(value: string): boolean {
  const address = value.trim();
  return address.length <= emailMaxLength && emailPattern.test(address);
}
