import { z } from "zod";
import { internalRoutes } from "../segments.ts";

export const hubIds = ["munich", "essen", "hamburg"] as const;
export const hubIdSchema = z.enum(hubIds);
export type HubId = z.infer<typeof hubIdSchema>;

export const localizedSchema = z.object({ de: z.string().min(1), en: z.string().min(1) }).strict();

/** The years content may be dated in; a post's key holds its year, so keys follow this too. */
export const contentYears = { first: 2020, last: 2100 } as const;
const yearSchema = z.number().int().min(contentYears.first).max(contentYears.last);

/** A calendar date as written in content. */
/** A wall-clock time of day, e.g. an agenda entry or the opening of the door. */
export const timeOfDaySchema = z
  .object({
    hours: z.number().int().min(0).max(23),
    minutes: z.number().int().min(0).max(59),
  })
  .strict();

export const calendarDateSchema = z
  .object({
    year: yearSchema,
    month: z.number().int().min(1).max(12),
    day: z.number().int().min(1).max(31),
  })
  .strict()
  .refine((d) => new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDate() === d.day, {
    message: "no such day in this month",
  });

/**
 * A wall-clock date and time in the hub's time zone. The UTC offset is derived from the zone,
 * never written by hand (the old data's hand-written offsets were wrong for summer time).
 */
export const wallDateTimeSchema = z
  .object({
    year: yearSchema,
    month: z.number().int().min(1).max(12),
    day: z.number().int().min(1).max(31),
    hour: z.number().int().min(0).max(23).optional(),
    minute: z.number().int().min(0).max(59).optional(),
  })
  .strict();

export type CalendarDate = z.infer<typeof calendarDateSchema>;
export type WallDateTime = z.infer<typeof wallDateTimeSchema>;

export const internalRouteSchema = z.enum(
  Object.keys(internalRoutes) as [keyof typeof internalRoutes, ...(keyof typeof internalRoutes)[]],
);
export type InternalRoute = z.infer<typeof internalRouteSchema>;

/**
 * One of our own asset paths (no third-party hosts on pages or in mails): segments after a single
 * "/", so no host ("//evil.example/…"), no scheme, no backslash and no "..".
 */
const ownAssetPathPattern = /^(?!.*\.\.)(?:\/[\w\-.]+)+$/;

export const assetPathSchema = z
  .string()
  .regex(ownAssetPathPattern, "must be a path under public/, e.g. /flyers/munich.svg");

/** An image for both languages, or one per language (when it shows text). */
export const localizedAssetSchema = z.union([
  assetPathSchema,
  z.object({ de: assetPathSchema, en: assetPathSchema }).strict(),
]);
export type LocalizedAsset = z.infer<typeof localizedAssetSchema>;
