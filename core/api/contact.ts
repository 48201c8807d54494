import { z } from "zod/mini";
import { emailSchema } from "./fields.ts";

export const postcardLimits = { name: 100, message: 5000 } as const;

/** POST /api/contact/postcard (spec section 5: valid e-mail, non-empty name and message). */
export const postcardBodySchema = z.strictObject({
  email: emailSchema,
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(postcardLimits.name)),
  message: z.string().check(z.trim(), z.minLength(1), z.maxLength(postcardLimits.message)),
});
export type PostcardBody = z.infer<typeof postcardBodySchema>;
