// The code in the PIN mail's link is a random id: opening the link proves the mailbox; the 4 typed
// digits are capped in tries instead (docs/decisions/0010-hotel-pin-guessing.md).
import { isRandomId } from "../api/fields.ts";
/** Spec: the transmission PIN has exactly 4 digits. */
export const pinLength = 4;

/** What the PIN input keeps of what was typed or pasted: digits only, at most 4. */
export function normalizePin(input: string): string {
  return input.replace(/\D/g, "").slice(0, pinLength);
}

/**
 * The PIN as the verify call sends it (a number), or null unless the input holds exactly
 * 4 digits once non-digits are dropped. Extra digits are not silently cut off.
 */
export function parsePin(input: string): number | null {
  const digits = input.replace(/\D/g, "");
  return digits.length === pinLength ? Number(digits) : null;
}

/** Back from the number to the 4 digits ('0042' travels as 42). */
export function formatPin(pin: number): string {
  return String(pin).padStart(pinLength, "0");
}

/** The PIN mail's link: the page that sends the request with a button. */
export const transmitPagePath = "/_form/form-transmit";

/**
 * The verify call's body for the PIN mail's link (/_form/form-transmit?formId&pin): its `pin` holds
 * the link code; a link with the 4-digit PIN itself (the spec's form, and mails sent before link
 * codes) still works as a typed PIN. Null for an incomplete link.
 */
export function transmitLinkBody(
  formId: string,
  pin: string,
): { formId: string; linkCode: string } | { formId: string; transmissionPIN: number } | null {
  if (formId === "") return null;
  if (isRandomId(pin)) return { formId, linkCode: pin };
  const transmissionPIN = parsePin(pin);
  return transmissionPIN === null ? null : { formId, transmissionPIN };
}
