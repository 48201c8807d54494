import { z } from "zod";
import { locales } from "../locale.ts";
import { placeholdersOf, reservedVariables } from "./placeholders.ts";

/**
 * Form definitions are data (content/forms/<key>.json): one React form engine renders any of
 * them, and the server validates submissions against the same definition.
 */

/** A text shown to visitors: German only (plain string) or per language; English falls back to German. */
export const formTextSchema = z.union([
  z.string().min(1),
  z.object({ de: z.string().min(1), en: z.string().min(1).optional() }).strict(),
]);
export type FormText = z.infer<typeof formTextSchema>;

export const fieldTypes = ["input", "text", "choice"] as const;
export type FieldType = (typeof fieldTypes)[number];

/** HTML input types a definition may use; `number` means whole numbers (the input's default step). */
export const inputTypes = ["text", "email", "tel", "number", "date", "month", "url"] as const;
export type InputType = (typeof inputTypes)[number];

export const identifierSchema = z
  .string()
  .regex(/^[a-z][a-z0-9_]*$/, "lower-case letters, digits and _ (it is the input's name)");

const choiceSchema = z
  .object({ value: z.string().regex(/^[A-Za-z0-9_-]+$/), label: formTextSchema })
  .strict();
export type Choice = z.infer<typeof choiceSchema>;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const isoMonth = /^\d{4}-\d{2}$/;

export const fieldOptionsSchema = z
  .object({
    /** Input type of an `input` field (default text). */
    type: z.enum(inputTypes).optional(),
    /** Numbers for `number`, 'YYYY-MM-DD' for `date`, 'YYYY-MM' for `month`. */
    min: z.union([z.number(), z.string()]).optional(),
    max: z.union([z.number(), z.string()]).optional(),
    minLength: z.number().int().min(0).optional(),
    maxLength: z.number().int().min(1).optional(),
    /** Digits only; spaces and dashes a visitor types are dropped (card numbers). */
    numeric: z.boolean().optional(),
    /** Luhn check digit (card numbers); needs `numeric`. */
    luhn: z.boolean().optional(),
    choices: z.array(choiceSchema).min(1).optional(),
    /** How a choice renders; default: radio group up to 4 choices, otherwise a select. */
    display: z.enum(["radio", "select"]).optional(),
    /** The input's autocomplete token, so browsers fill it in (e.g. cc-number). */
    autocomplete: z
      .string()
      .regex(/^[a-z -]+$/)
      .optional(),
  })
  .strict();
export type FieldOptions = z.infer<typeof fieldOptionsSchema>;

export const fieldSchema = z
  .object({
    identifier: identifierSchema,
    type: z.enum(fieldTypes),
    /** Missing label: the engine shows a loading text in its place. */
    label: formTextSchema.optional(),
    /** What the error summary and the field say while it is empty: "Enter your last name". */
    missing: formTextSchema.optional(),
    options: fieldOptionsSchema.optional(),
    optional: z.boolean().optional(),
    /**
     * Sensitive values (card data) are encrypted at rest, never written into a mail in full and
     * deleted after their one-time read.
     */
    sensitive: z.boolean().optional(),
    /** How a sensitive value appears in the recipient's mail: last 4 digits, or not at all. */
    mask: z.enum(["last4", "hidden"]).optional(),
  })
  .strict()
  .superRefine((field, ctx) => {
    const options = field.options ?? {};
    const issue = (message: string, path: (string | number)[] = ["options"]) =>
      ctx.addIssue({ code: "custom", message, path });
    if (field.type === "choice") {
      if (!options.choices) issue("a choice field needs options.choices");
      else {
        const values = options.choices.map((c) => c.value);
        if (new Set(values).size !== values.length) issue("choice values must be unique");
      }
    } else if (options.choices || options.display) {
      issue("only choice fields have choices");
    }
    if (field.type !== "input" && options.type) issue("only input fields have an input type");
    const type = options.type ?? "text";
    for (const bound of ["min", "max"] as const) {
      const value = options[bound];
      if (value === undefined) continue;
      const fits =
        (type === "number" && typeof value === "number") ||
        (type === "date" && typeof value === "string" && isoDate.test(value)) ||
        (type === "month" && typeof value === "string" && isoMonth.test(value));
      if (field.type !== "input" || !fits) {
        issue(`${bound} must be a number (number), YYYY-MM-DD (date) or YYYY-MM (month)`);
      }
    }
    if (options.luhn && !options.numeric) issue("luhn needs numeric");
    if (options.numeric && (field.type !== "input" || type !== "text")) {
      issue("numeric applies to text inputs (use type number for quantities)");
    }
    if (field.mask && !field.sensitive) issue("only sensitive fields are masked", ["mask"]);
  });
export type FieldDefinition = z.infer<typeof fieldSchema>;

/**
 * A rule between fields, checked once each of its fields holds a valid value; its issue goes to
 * the field the visitor has to change. `after`: `field` is a later date than `than` (a stay of at
 * least one night). `notExpired`: a card's expiry `month` and `year` are not before the current
 * month (the app clock's, in the city's zone).
 */
export const fieldRuleSchema = z.discriminatedUnion("rule", [
  z.object({ rule: z.literal("after"), field: identifierSchema, than: identifierSchema }).strict(),
  z
    .object({ rule: z.literal("notExpired"), month: identifierSchema, year: identifierSchema })
    .strict(),
]);
export type FieldRule = z.infer<typeof fieldRuleSchema>;

export const groupSchema = z
  .object({ title: formTextSchema, fields: z.array(fieldSchema).min(1) })
  .strict();
export type FieldGroup = z.infer<typeof groupSchema>;

/** Where a transmitted form goes; the addresses are configuration (e.g. HOTEL_EMAIL). */
export const recipientKeys = ["hotel"] as const;
export type RecipientKey = (typeof recipientKeys)[number];

export const formDefinitionSchema = z
  .object({
    title: formTextSchema,
    groups: z.array(groupSchema).min(1),
    rules: z.array(fieldRuleSchema).default([]),
    submitButtonText: formTextSchema,
    showPreview: z.boolean().default(false),
    /** Language of the recipient's mail (choice labels, date formats). */
    mailLocale: z.enum(locales).default("de"),
    recipient: z.enum(recipientKeys),
    mailSubject: z.string().min(1),
    mailTemplate: z.string().min(1),
    /** Display name of the mail's sender, e.g. '{{first_name}} {{last_name}} ({{email}})'. */
    senderName: z.string().min(1),
    /** The e-mail field the PIN goes to; it also becomes the mail's Reply-To. */
    verificationField: identifierSchema.default("email"),
    /** 'hotel-booking': open while the hub's hotel page says rooms can be booked. */
    availability: z.enum(["always", "hotel-booking"]).default("always"),
  })
  .strict()
  .superRefine((definition, ctx) => {
    const fields = definition.groups.flatMap((g) => g.fields);
    const byId = new Map<string, FieldDefinition>();
    for (const field of fields) {
      if (byId.has(field.identifier)) {
        ctx.addIssue({ code: "custom", message: `duplicate field ${field.identifier}` });
      }
      byId.set(field.identifier, field);
    }
    const check = (key: "mailSubject" | "mailTemplate" | "senderName", allowReserved: boolean) => {
      for (const name of placeholdersOf(definition[key])) {
        const field = byId.get(name);
        const reserved = (reservedVariables as readonly string[]).includes(name);
        if (!field && !(allowReserved && reserved)) {
          ctx.addIssue({ code: "custom", path: [key], message: `unknown placeholder {{${name}}}` });
        } else if (field?.sensitive && key !== "mailTemplate") {
          ctx.addIssue({
            code: "custom",
            path: [key],
            message: `sensitive field {{${name}}} may appear in the mail body only`,
          });
        }
      }
    };
    check("mailSubject", false);
    check("mailTemplate", true);
    check("senderName", false);
    const verification = byId.get(definition.verificationField);
    if (!verification || verification.options?.type !== "email" || verification.optional) {
      ctx.addIssue({
        code: "custom",
        path: ["verificationField"],
        message: "must name a required email input",
      });
    }
    definition.rules.forEach((rule, index) => {
      const [type, named] =
        rule.rule === "after"
          ? (["date", [rule.field, rule.than]] as const)
          : (["number", [rule.month, rule.year]] as const);
      for (const name of named) {
        if (byId.get(name)?.options?.type !== type) {
          ctx.addIssue({
            code: "custom",
            path: ["rules", index],
            message: `${rule.rule}: ${name} must be a ${type} input`,
          });
        }
      }
    });
    const hasSensitive = fields.some((f) => f.sensitive);
    const linksSecure = placeholdersOf(definition.mailTemplate).includes("secure_link");
    if (hasSensitive && !linksSecure) {
      ctx.addIssue({
        code: "custom",
        path: ["mailTemplate"],
        message: "a form with sensitive fields must give the recipient {{secure_link}}",
      });
    }
  });
export type FormDefinition = z.infer<typeof formDefinitionSchema>;
/** As written in a content file (defaults not yet applied). */
export type FormDefinitionInput = z.input<typeof formDefinitionSchema>;

export const formKeySchema = z.string().regex(/^[a-z][a-z0-9-]*$/);
