import { z } from "zod";
import { localizedAssetSchema, localizedSchema } from "./common.ts";
import { makeSegmentSchema } from "./posts.ts";

/**
 * Page text is either German only (a plain string, on the spec's German-only pages) or localized.
 * German-only pages show the 'Translation Missing' notice in English above the German text.
 */
export const pageTextSchema = z.union([z.string().min(1), localizedSchema]);
export type PageText = z.infer<typeof pageTextSchema>;

export const pageSegmentSchema = makeSegmentSchema(pageTextSchema);
export type PageSegment = z.infer<typeof pageSegmentSchema>;

/** A paragraph is a string or a line of formatted segments. */
export const paragraphSchema = z.union([pageTextSchema, z.array(pageSegmentSchema).min(1)]);
export type Paragraph = z.infer<typeof paragraphSchema>;

export const sectionSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    heading: pageTextSchema,
    paragraphs: z.array(paragraphSchema),
    list: z.array(paragraphSchema).optional(),
  })
  .strict();
export type Section = z.infer<typeof sectionSchema>;

export const textPageSchema = z
  .object({
    germanOnly: z.boolean(),
    title: pageTextSchema,
    intro: z.array(paragraphSchema).optional(),
    sections: z.array(sectionSchema),
  })
  .strict();
export type TextPage = z.infer<typeof textPageSchema>;

export const faqCategoryIds = ["general", "organisers", "location", "rules", "limits"] as const;
export const faqSchema = z
  .object({
    germanOnly: z.literal(true),
    title: pageTextSchema,
    categories: z.array(
      z
        .object({
          id: z.enum(faqCategoryIds),
          title: pageTextSchema,
          items: z
            .array(
              z
                .object({
                  id: z.string().regex(/^[a-z0-9-]+$/),
                  question: pageTextSchema,
                  answer: z.array(paragraphSchema).min(1),
                })
                .strict(),
            )
            .min(1),
        })
        .strict(),
    ),
  })
  .strict();
export type Faq = z.infer<typeof faqSchema>;

export const hotspotIds = [
  "cages",
  "cross",
  "isolation-box",
  "cuddle-corner",
  "bondage-chair",
  "shower",
  "toilet",
  "changing-room",
  "ball-pit",
  "bar",
  "smoking-area",
  "cartoon-corner",
] as const;
export type HotspotId = (typeof hotspotIds)[number];

export const partyPageSchema = z
  .object({
    germanOnly: z.literal(true),
    title: pageTextSchema,
    sections: z.array(sectionSchema).min(3),
    hotspots: z
      .array(
        z
          .object({
            id: z.enum(hotspotIds),
            title: pageTextSchema,
            description: z.array(paragraphSchema).min(1),
          })
          .strict(),
      )
      .length(hotspotIds.length),
  })
  .strict();
export type PartyPage = z.infer<typeof partyPageSchema>;

/** Texts of the home page: the host's letter and the first-party reassurance box. */
export const homePageSchema = z
  .object({
    letter: z
      .object({
        greeting: localizedSchema,
        paragraphs: z.array(localizedSchema).min(1),
        signature: localizedSchema,
      })
      .strict(),
    reassurance: z
      .object({ title: localizedSchema, paragraphs: z.array(localizedSchema).min(1) })
      .strict(),
    soldOut: z.object({ title: localizedSchema, text: localizedSchema }).strict(),
  })
  .strict();
export type HomePage = z.infer<typeof homePageSchema>;

export const hotelPageSchema = z
  .object({
    title: localizedSchema,
    conditions: z.array(localizedSchema).min(1),
    /** Shows the hotel's name and room count: one per language. */
    image: localizedAssetSchema.optional(),
    /** Last day of the booking window, inclusive, in the hub's zone. */
    bookingUntil: z
      .object({
        year: z.number().int(),
        month: z.number().int().min(1).max(12),
        day: z.number().int().min(1).max(31),
      })
      .strict(),
  })
  .strict();
export type HotelPage = z.infer<typeof hotelPageSchema>;

export const pageFiles = {
  home: homePageSchema,
  faq: faqSchema,
  party: partyPageSchema,
  directions: textPageSchema,
  recommendations: textPageSchema,
  privacy: textPageSchema,
  impressum: textPageSchema,
  hotel: hotelPageSchema,
} as const;
export type PageName = keyof typeof pageFiles;
export type Pages = { [K in PageName]: z.infer<(typeof pageFiles)[K]> };
