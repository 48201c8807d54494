import { z } from "zod";
import { emailSchema } from "./fields.ts";

export const postcardLimits = { name: 100, message: 5000 } as const;

/** POST /api/contact/postcard (spec section 5: valid e-mail, non-empty name and message). */
export const postcardBodySchema = z
  .object({
    email: emailSchema,
    name: z.string().trim().min(1).max(postcardLimits.name),
    message: z.string().trim().min(1).max(postcardLimits.message),
  })
  .strict();
export type PostcardBody = z.infer<typeof postcardBodySchema>;
