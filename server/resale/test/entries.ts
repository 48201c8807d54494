import type { ResaleService } from "../service.ts";

/** The id of a new offer or request; a refusal (the inbox's mail budget) fails the test. */
export function createdId(result: Awaited<ReturnType<ResaleService["createOffer"]>>): string {
  if (!result.ok) throw new Error(`not created: ${result.reason}`);
  return result.id;
}

/** What matching needs: the price and the notes the requester's mail states. */
export const paymentSettings = {
  paymentWindowHours: 48,
  paymentInstructions: "Bitte per Überweisung.",
  paymentInstructionsEn: "",
  ticketPrice: 27,
};
