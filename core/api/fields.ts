// Written with zod/mini: the visitor's browser loads these schemas (the forms check their input
// with them), and zod/mini keeps only what they use (decision record 0008).
import { z } from "zod/mini";
import { emailMaxLength, emailPattern } from "../email.ts";
import { normalizeLineBreaks, textFault, type TextLines } from "../text-rules.ts";

/** An e-mail address as the API takes it (the browser checks it with core/email.ts). */
export const emailSchema = z
  .string()
  .check(z.trim(), z.maxLength(emailMaxLength), z.regex(emailPattern));

/**
 * The check of `textFault` for a string schema (visitors' text, the team's posts): a refused
 * character gives a custom issue whose `params.textFault` names why (the edge's answer says it).
 */
export function textRuleCheck(lines: TextLines) {
  return z.superRefine((value: string, ctx) => {
    const fault = textFault(value, lines);
    if (fault) ctx.addIssue({ code: "custom", input: value, params: { textFault: fault } });
  });
}

/** A visitor's text, trimmed and 1 to `maxLength` characters: one line (names) or several (messages). */
export function visitorTextSchema(lines: TextLines, maxLength: number) {
  return z.string().check(
    z.trim(),
    z.overwrite((value) => (lines === "multi" ? normalizeLineBreaks(value) : value)),
    z.minLength(1),
    z.maxLength(maxLength),
    textRuleCheck(lines),
  );
}

const randomIdPattern = /^[0-9a-f]{32}$/;

/**
 * The site's random ids: 128 random bits as 32 lower-case hex digits (links in mails, places in
 * the waiting room, uploaded images, the team's resale entries).
 */
export const randomIdSchema = z.string().check(z.regex(randomIdPattern));

/**
 * A path whose `:id` is one of the site's random ids; a link retyped in capitals still names it.
 */
export const randomIdParamsSchema = z.object({
  id: z.string().check(
    z.overwrite((id) => id.toLowerCase()),
    z.regex(randomIdPattern),
  ),
});

/** Whether a value is one of the site's random ids (randomIdSchema). */
export const isRandomId = (value: unknown): value is string =>
  randomIdSchema.safeParse(value).success;

/** Ids in confirmation and unsubscribe links as pasted: trimmed and lower-cased, then checked. */
export const linkIdSchema = z.string().check(z.trim(), z.toLowerCase(), z.regex(randomIdPattern));

/** POST …/subscribe, …/unsubscribe, tickets/offer, tickets/request. */
export const linkIdBodySchema = z.strictObject({ id: linkIdSchema });
export type LinkIdBody = z.infer<typeof linkIdBodySchema>;

/** Every answer carries `{ code, msg }`; errors have the HTTP status as code. */
export const apiAnswerSchema = z.object({ code: z.int(), msg: z.string() });
export type ApiAnswer = z.infer<typeof apiAnswerSchema>;
