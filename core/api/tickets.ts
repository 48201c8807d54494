import { electronicFormatIBAN, isValidIBAN } from "ibantools";
import { z } from "zod";
import { emailSchema } from "./fields.ts";

/** IBAN as typed (spaces, lower case allowed), checked with ibantools, stored in electronic form. */
export const ibanSchema = z
  .string()
  .max(64)
  .transform((value) => electronicFormatIBAN(value) ?? "")
  .refine((value) => isValidIBAN(value), { message: "invalid IBAN" });

export function isValidIban(value: string): boolean {
  return ibanSchema.safeParse(value).success;
}

/** The ticket's number or code as printed on it. */
export const ticketIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9 ._/-]*$/);

export const resaleLimits = { name: 100, minAmount: 1, maxAmount: 10 } as const;

/** POST /api/tickets/offer/new: offer a ticket for resale. */
export const resaleOfferBodySchema = z
  .object({
    ticketId: ticketIdSchema,
    name: z.string().trim().min(1).max(resaleLimits.name),
    email: emailSchema,
    iban: ibanSchema,
  })
  .strict();
export type ResaleOfferBody = z.input<typeof resaleOfferBodySchema>;

/** POST /api/tickets/request/new: ask for resale tickets. */
export const resaleRequestBodySchema = z
  .object({
    amount: z.number().int().min(resaleLimits.minAmount).max(resaleLimits.maxAmount),
    email: emailSchema,
  })
  .strict();
export type ResaleRequestBody = z.infer<typeof resaleRequestBodySchema>;

/** GET /api/tickets/availability/:ticketShopId – the packages' ticketShopId. */
export const ticketShopIdSchema = z
  .string()
  .regex(/^\d{1,6}$/)
  .transform(Number);

/**
 * The answer of GET /api/tickets/availability/:ticketShopId, for every status:
 * 200 on sale (ticketUrl set), 425 before the sale start (ticketSaleStart set), 410 sold out or
 * sale over, 404 unknown shop, 503 shop unreachable.
 */
export const availabilityAnswerSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  ticketUrl: z.string().nullable(),
  ticketSaleStart: z.string().nullable(),
});
export type AvailabilityAnswer = z.infer<typeof availabilityAnswerSchema>;
