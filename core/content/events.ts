import { z } from "zod";
import { calendarDateSchema, localizedSchema, timeOfDaySchema } from "./common.ts";

export const accentClassSchema = z.enum([
  "accent-pink",
  "accent-blue",
  "accent-yellow",
  "accent-green",
  "accent-purple",
]);

/** An agenda's id: in its calendar file's address (`?event=`) and name. */
export const agendaIdSchema = z.string().regex(/^[a-z0-9-]+$/);

/** Spec: event agenda (title, weekday and date, location, remarks, timed entries). */
export const agendaSchema = z
  .object({
    id: agendaIdSchema,
    title: localizedSchema,
    accentClass: accentClassSchema,
    date: calendarDateSchema,
    location: z.string().min(1),
    remarks: z.array(localizedSchema),
    /** When the event ends, if later than its last entry (calendar files need an end). */
    ends: timeOfDaySchema.optional(),
    events: z.array(
      z
        .object({
          time: timeOfDaySchema,
          title: localizedSchema,
          description: localizedSchema.optional(),
        })
        .strict(),
    ),
  })
  .strict();

/** Spec: party list item; packages refer to these by id. */
export const partySchema = z
  .object({
    id: z.number().int().positive(),
    accentClass: accentClassSchema,
    title: localizedSchema,
    date: calendarDateSchema,
    location: z.string().min(1),
  })
  .strict();

export const eventsFileSchema = z
  .object({ parties: z.array(partySchema), agendas: z.array(agendaSchema) })
  .strict();

export type Agenda = z.infer<typeof agendaSchema>;
export type Party = z.infer<typeof partySchema>;
export type EventsFile = z.infer<typeof eventsFileSchema>;
