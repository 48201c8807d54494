import { z } from "zod/mini";
import { emailSchema, visitorTextSchema } from "./fields.ts";

export const postcardLimits = { name: 100, message: 5000 } as const;

/** POST /api/contact/postcard (spec section 5: valid e-mail, non-empty name and message). */
export const postcardBodySchema = z.strictObject({
  email: emailSchema,
  name: visitorTextSchema("single", postcardLimits.name),
  message: visitorTextSchema("multi", postcardLimits.message),
});
export type PostcardBody = z.infer<typeof postcardBodySchema>;
