import { z } from "zod";
import { agendaIdSchema } from "../content/events.ts";

/** GET /calendar.ics: the whole calendar, or one agenda (or the ticket sale's start) by its id. */
export const calendarQuerySchema = z.object({
  // An empty `?event=` is the whole calendar (calendarFile reads it as no id).
  event: z.union([agendaIdSchema, z.literal("")]).optional(),
});
