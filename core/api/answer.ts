// Written with zod/mini: the visitor's hotel form checks its answers with schemas built on this
// (decision record 0008); the team's schemas in full zod nest in it as well.
import { z } from "zod/mini";

/** A successful call answers `{ code: 200, msg, … }`; `shape` names the rest. */
export const answer = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.object({ code: z.literal(200), msg: z.string(), ...shape });
