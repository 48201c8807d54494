import { z } from "zod";
import { messagePlaceholders } from "../message-format.ts";
import { localizedAssetSchema, localizedSchema } from "./common.ts";
import { makeSegmentSchema } from "./posts.ts";

/**
 * Page text is either German only (a plain string, on the spec's German-only pages) or localized.
 * German-only pages show the 'Translation Missing' notice in English above the German text; their
 * title is localized all the same, as the browser tab and link previews speak the visitor's
 * language (docs/decisions/0047-german-only-pages-english-titles.md).
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
    title: localizedSchema,
    intro: z.array(paragraphSchema).optional(),
    sections: z.array(sectionSchema),
  })
  .strict();
export type TextPage = z.infer<typeof textPageSchema>;

export const faqCategoryIds = ["general", "organisers", "location", "rules", "limits"] as const;
export const faqSchema = z
  .object({
    germanOnly: z.literal(true),
    title: localizedSchema,
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

/** A pin on a floor's plan: its centre in percent of the plan's width and height. */
const hotspotPlacementSchema = z
  .object({
    id: z.enum(hotspotIds),
    x: z.number().gt(0).lt(100),
    y: z.number().gt(0).lt(100),
  })
  .strict();
export type HotspotPlacement = z.infer<typeof hotspotPlacementSchema>;

/**
 * The drawn plan of a city's venue: one view of its SVG per floor (`<image>#<view>`), each with
 * the pins of the areas on it. A venue without a drawn plan has none, and the page lists its
 * areas instead: each city's venue is its own, never another's plan.
 */
const floorPlanSchema = z
  .object({
    image: z.string().regex(/^\/[\w./-]+\.svg$/),
    floors: z
      .array(
        z
          .object({
            /** The section whose text describes this floor. */
            sectionId: z.string().regex(/^[a-z0-9-]+$/),
            /** The view of the image that shows the floor, e.g. "ground". */
            view: z.string().regex(/^[a-z-]+$/),
            title: pageTextSchema,
            alt: pageTextSchema,
            /** In reading order (top left to bottom right), which is also the keyboard order. */
            hotspots: z.array(hotspotPlacementSchema).min(1),
          })
          .strict(),
      )
      .min(1),
  })
  .strict()
  .refine((plan) => {
    const ids = plan.floors.flatMap((floor) => floor.hotspots.map((spot) => spot.id));
    return new Set(ids).size === ids.length;
  }, "each area is placed once");
export type FloorPlanData = z.infer<typeof floorPlanSchema>;
export type Floor = FloorPlanData["floors"][number];

export const partyPageSchema = z
  .object({
    germanOnly: z.literal(true),
    title: localizedSchema,
    sections: z.array(sectionSchema).min(3),
    plan: floorPlanSchema.optional(),
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

/**
 * A text in both languages whose `{name}` placeholders the site fills from the hub's data: each
 * one of `allowed`, each of `required` in both languages.
 */
function templateSchema(allowed: readonly string[], required: readonly string[] = []) {
  return localizedSchema.superRefine((text, ctx) => {
    for (const locale of ["de", "en"] as const) {
      const names = messagePlaceholders(text[locale]);
      for (const name of names.filter((name) => !allowed.includes(name)))
        ctx.addIssue({
          code: "custom",
          path: [locale],
          message: `unknown placeholder {${name}}; allowed: ${allowed.map((a) => `{${a}}`).join(", ") || "none"}`,
        });
      for (const name of required.filter((name) => !names.includes(name)))
        ctx.addIssue({
          code: "custom",
          path: [locale],
          message: `needs the placeholder {${name}}`,
        });
    }
  });
}

/**
 * The letter's paragraph about the next party, so that it never names a party that is over: the
 * site fills in the day and venue of the party it announces (`dated`: `{weekday}`, `{date}`,
 * `{venue}`), or says that the next date is still open (`undated`, also when none is known).
 */
export const partyParagraphSchema = z
  .object({
    nextParty: z
      .object({
        dated: templateSchema(["weekday", "date", "venue"], ["date"]),
        undated: templateSchema([]),
      })
      .strict(),
  })
  .strict();
export type PartyParagraph = z.infer<typeof partyParagraphSchema>;

/** Texts of the home page: the host's letter and the first-party reassurance box. */
export const homePageSchema = z
  .object({
    letter: z
      .object({
        greeting: localizedSchema,
        paragraphs: z.array(z.union([localizedSchema, partyParagraphSchema])).min(1),
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
