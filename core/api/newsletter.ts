import { z } from "zod/mini";
import { emailSchema, linkIdBodySchema } from "./fields.ts";

/** POST /api/newsletter/register: the answer is the same whether or not the address is listed. */
export const newsletterRegisterBodySchema = z.strictObject({ email: emailSchema });
export type NewsletterRegisterBody = z.infer<typeof newsletterRegisterBodySchema>;

/** POST /api/newsletter/subscribe and /unsubscribe: the id from the link in the mail. */
export const newsletterSubscribeBodySchema = linkIdBodySchema;
export const newsletterUnsubscribeBodySchema = linkIdBodySchema;
