import { z } from "zod";

/** A successful call answers `{ code: 200, msg, … }`; `shape` names the rest. */
export const answer = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ code: z.literal(200), msg: z.string(), ...shape });
