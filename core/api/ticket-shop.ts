// Kept apart from the resale schemas: the order page loads these, and needs no IBAN check.
import { z } from "zod/mini";

const ticketShopIdPattern = /^\d{1,6}$/;

/** GET /api/tickets/availability/:ticketShopId – the packages' ticketShopId. */
export const ticketShopIdSchema = z.pipe(
  z.string().check(z.regex(ticketShopIdPattern)),
  z.transform(Number),
);

/**
 * What ticketShopIdSchema reads from a path segment (undefined where it fails), without zod's
 * parse: the sale start's busiest calls read it on every request, and the parse cost more than
 * the rest of their logic (docs/decisions/0058-…). A failure is described by the schema.
 */
export function ticketShopIdOf(segment: string): number | undefined {
  return ticketShopIdPattern.test(segment) ? Number(segment) : undefined;
}

/** A path naming a package by its ticketShopId. */
export const ticketShopParamsSchema = z.object({ ticketShopId: ticketShopIdSchema });

/**
 * The answer of GET /api/tickets/availability/:ticketShopId, for every status:
 * 200 on sale (ticketUrl set), 425 before the sale start or the product's own (ticketSaleStart
 * set), 410 sold out or sale over, 409 not to be had now (the package switched off, its tickets
 * all reserved, or sold only with a voucher), 404 unknown shop, 503 shop unreachable.
 */
export const availabilityAnswerSchema = z.object({
  code: z.int(),
  msg: z.string(),
  ticketUrl: z.nullable(z.string()),
  ticketSaleStart: z.nullable(z.string()),
});
export type AvailabilityAnswer = z.infer<typeof availabilityAnswerSchema>;
