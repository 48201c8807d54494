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
