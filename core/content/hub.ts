import { z } from "zod";
import {
  timeOfDaySchema,
  assetPathSchema,
  hubIdSchema,
  localizedSchema,
  wallDateTimeSchema,
  calendarDateSchema,
} from "./common.ts";

const externalUrl = z.url({ protocol: /^https$/ });

export const hubSchema = z
  .object({
    id: hubIdSchema,
    /** City name as shown in the chooser and header. */
    city: localizedSchema,
    timeZone: z.string().refine((zone) => {
      try {
        new Intl.DateTimeFormat("en", { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, "unknown IANA time zone"),
    signTitle: localizedSchema,
    signIcon: assetPathSchema,
    flyerUrl: assetPathSchema,
    /**
     * The next main party (spec: next party 11 Oct 2025 18:00); null while no date is set. The
     * start is when the weekend's programme begins; guests are let in during `entry` (spec:
     * 20:00 to 23:00), which is what visitor-facing screens announce.
     */
    nextParty: z
      .object({
        title: localizedSchema,
        start: wallDateTimeSchema.required({ hour: true }),
        entry: z.object({ from: timeOfDaySchema, until: timeOfDaySchema }).strict(),
      })
      .strict()
      .nullable(),
    /** Ticket sale start as wall-clock time; null while unknown. */
    ticketSaleStart: wallDateTimeSchema.required({ hour: true }).nullable(),
    /** Feature flag of the ticket page (spec: 'only when the ticket feature flag is on'). */
    ticketsEnabled: z.boolean(),
    /** The sold-out notice switch of /start and /ticket (spec: currently off). */
    soldOutNotice: z.boolean(),
    partyFacts: z.array(localizedSchema).min(1),
    links: z
      .object({
        merch: externalUrl,
        messengerGroup: externalUrl,
        timetable: externalUrl.optional(),
      })
      .strict(),
    partners: z.array(
      z
        .object({ name: z.string().min(1), href: externalUrl, description: localizedSchema })
        .strict(),
    ),
    /** Upcoming dates of the schedule table; a date of null shows 'TBD'. */
    upcoming: z.array(
      z
        .object({
          title: localizedSchema,
          date: calendarDateSchema.nullable(),
          location: z.string().min(1),
        })
        .strict(),
    ),
    /** Screensaver slides 2-5: flyers or shop images. */
    screensaverImages: z
      .array(z.object({ src: assetPathSchema, alt: localizedSchema }).strict())
      .length(4),
  })
  .strict();

export type Hub = z.infer<typeof hubSchema>;
