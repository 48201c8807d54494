import { z } from "zod";

/**
 * The spec's "general RFC-like pattern" for e-mail addresses: the WHATWG pattern that browsers use
 * for <input type="email">, plus a dot in the domain (a mail to "user@localhost" never arrives).
 */
export const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export const emailSchema = z.string().trim().max(254).regex(emailPattern);

export function isValidEmail(value: string): boolean {
  return emailSchema.safeParse(value).success;
}

/** Ids in confirmation and unsubscribe links: 128 random bits as 32 hex digits. */
export const linkIdSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{32}$/);

/** POST …/subscribe, …/unsubscribe, tickets/offer, tickets/request. */
export const linkIdBodySchema = z.object({ id: linkIdSchema }).strict();
export type LinkIdBody = z.infer<typeof linkIdBodySchema>;

/** Every answer carries `{ code, msg }`; errors have the HTTP status as code. */
export const apiAnswerSchema = z.object({ code: z.number().int(), msg: z.string() });
export type ApiAnswer = z.infer<typeof apiAnswerSchema>;
