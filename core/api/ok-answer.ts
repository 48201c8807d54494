// Written with zod/mini: visitor pages load it for their calls' answers (decision record 0008).
import { z } from "zod/mini";

/** The answer of a call that reports only its outcome: `{ code: 200, msg }`, msg for the visitor. */
export const okAnswerSchema = z.object({ code: z.literal(200), msg: z.string() });
export type OkAnswer = z.infer<typeof okAnswerSchema>;
