import { z } from "zod";
import { localizedSchema, wallDateTimeSchema } from "./common.ts";
import { accentClassSchema } from "./events.ts";

/** Spec: ticket package. Price in euros. */
export const ticketPackageSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    title: localizedSchema,
    /** The name on its button ('PamperPlay kaufen'). */
    shortTitle: localizedSchema,
    description: z
      .object({ de: z.array(z.string().min(1)), en: z.array(z.string().min(1)) })
      .strict(),
    accentClass: accentClassSchema,
    price: z.number().min(0).multipleOf(0.01),
    fullSize: z.boolean(),
    partyIds: z.array(z.number().int().positive()).min(1),
    ticketShopId: z.number().int().min(0),
    /** The product (pretix item id) in that shop: the shop link opens at it. */
    ticketShopItemId: z.number().int().positive(),
    soldOut: z.boolean(),
    ignoreTicketSaleStart: z.boolean(),
    disabled: z.boolean(),
    /**
     * A free registration instead of a purchase: orderable only in this window (hub time zone),
     * which replaces the ticket sale start.
     */
    registrationWindow: z
      .object({
        opens: wallDateTimeSchema.required({ hour: true }),
        closes: wallDateTimeSchema.required({ hour: true }),
      })
      .strict()
      .optional(),
  })
  .strict();

export const packagesFileSchema = z
  .object({
    tilesPerRow: z.literal(2),
    notes: z.array(localizedSchema),
    packages: z.array(ticketPackageSchema),
  })
  .strict();

export type TicketPackage = z.infer<typeof ticketPackageSchema>;
export type PackagesFile = z.infer<typeof packagesFileSchema>;
