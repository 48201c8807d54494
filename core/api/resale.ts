import { electronicFormatIBAN, isValidIBAN } from "ibantools";
import { z } from "zod/mini";
import { emailSchema, visitorTextSchema } from "./fields.ts";
import { resaleLimits } from "./limits.ts";
import { packageIdSchema } from "./wait-list.ts";

/** IBAN as typed (spaces, lower case allowed), checked with ibantools, stored in electronic form. */
export const ibanSchema = z.pipe(
  z.string().check(z.maxLength(resaleLimits.iban)),
  z
    .transform((value: string) => electronicFormatIBAN(value) ?? "")
    .check(z.refine((value) => isValidIBAN(value), { message: "invalid IBAN" })),
);

export function isValidIban(value: string): boolean {
  return ibanSchema.safeParse(value).success;
}

/** The shop's order code from the order mail (pretix: letters and digits), in capitals. */
export const orderCodeSchema = z
  .string()
  .check(z.trim(), z.toUpperCase(), z.regex(new RegExp(`^[A-Z0-9]{5,${resaleLimits.orderCode}}$`)));

/**
 * Which ticket of an order with several of the package: 1, 2, … as on the ticket (e.g. ABC12-2).
 * Asked only then: with one ticket of the package in the order, the site finds it at the shop.
 */
export const positionNumberSchema = z
  .int()
  .check(z.minimum(1), z.maximum(10 ** resaleLimits.positionNumber - 1));

export { resaleLimits };

/** POST /api/tickets/offer/new: offer a ticket for resale. */
export const resaleOfferBodySchema = z.strictObject({
  /** The package of the ticket (resalePackages); an offer goes only to a request for it. */
  packageId: packageIdSchema,
  /**
   * Not in the spec, which asked for a ticket number: the code the shop's order mail shows once,
   * which the shop needs to find the ticket and re-issue it for the buyer.
   */
  orderCode: orderCodeSchema,
  positionNumber: z.optional(positionNumberSchema),
  name: visitorTextSchema("single", resaleLimits.name),
  email: emailSchema,
  iban: ibanSchema,
});
export type ResaleOfferBody = z.input<typeof resaleOfferBodySchema>;

/** POST /api/tickets/request/new: ask for resale tickets. */
export const resaleRequestBodySchema = z.strictObject({
  /** The package wanted (resalePackages); the price is the package's unless the team sets one. */
  packageId: packageIdSchema,
  amount: z.int().check(z.minimum(resaleLimits.minAmount), z.maximum(resaleLimits.maxAmount)),
  email: emailSchema,
});
export type ResaleRequestBody = z.infer<typeof resaleRequestBodySchema>;
