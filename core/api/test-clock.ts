import { z } from "zod";

/** The test clock's call (server/test-clock.ts): the instant the site's clock runs on from. */
export const testClockBodySchema = z.object({ now: z.iso.datetime({ offset: true }) });

export const testClockAnswerSchema = z.object({ now: z.iso.datetime() });
