// Without the schema library: the forms read these while they render, before their schemas load.

/** Lengths of the postcard's fields (POST /api/contact/postcard). */
export const postcardLimits = { name: 100, message: 5000 } as const;

/** The resale forms' text lengths and ticket amounts (POST /api/tickets/…/new). */
export const resaleLimits = {
  name: 100,
  ticketId: 64,
  /** pretix's order code (5 characters by default; longer ones allowed). */
  orderCode: 16,
  /** The ticket's position within its order: 1…99 is two digits. */
  positionNumber: 2,
  iban: 64,
  minAmount: 1,
  maxAmount: 10,
} as const;
