import { z } from "zod/mini";
import { emailSchema, visitorTextSchema } from "./fields.ts";
import { postcardLimits } from "./limits.ts";

export { postcardLimits };

/** POST /api/contact/postcard (spec section 5: valid e-mail, non-empty name and message). */
export const postcardBodySchema = z.strictObject({
  email: emailSchema,
  name: visitorTextSchema("single", postcardLimits.name),
  message: visitorTextSchema("multi", postcardLimits.message),
});
export type PostcardBody = z.infer<typeof postcardBodySchema>;
