import { z } from "zod";

/**
 * The ticket shop's call budget as the operator sees it (the health endpoint, the team's
 * waiting-room screen): calls this minute by all instances against the budget, and the instant
 * before which the shop asked for no calls (its 429's Retry-After), if one is in force.
 */
export const shopCallsSchema = z.object({
  perMinute: z.number().int(),
  usedThisMinute: z.number().int(),
  retryAfterUntil: z.string().nullable(),
});
export type ShopCalls = z.infer<typeof shopCallsSchema>;
