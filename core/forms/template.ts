import type { Locale } from "../locale.ts";
import type { FieldDefinition, FormDefinition } from "./definition.ts";
import { fieldsOf, formText, reservedVariables } from "./fields.ts";
import { formatBound } from "./validate.ts";

/** Shown for a placeholder whose field is not filled in (yet). */
export const unfilledMarker = "[...]";

/** A template names a field or an option the definition does not have. */
export class FormTemplateError extends Error {}

const hiddenTexts: Record<Locale, string> = {
  de: "(nur über den sicheren Link abrufbar)",
  en: "(available through the secure link only)",
};

/** Last 4 digits, the rest as dots: what PCI DSS allows to show of a card number. */
export function maskLast4(digits: string): string {
  return `•••• •••• •••• ${digits.slice(-4)}`;
}

/** A field's value as it reads in a mail: choice labels, local dates, masked card data. */
export function displayValue(field: FieldDefinition, value: string, locale: Locale): string {
  if (field.sensitive) {
    return field.mask === "last4" ? maskLast4(value) : hiddenTexts[locale];
  }
  if (field.type === "choice") {
    const choice = field.options?.choices?.find((c) => c.value === value);
    if (!choice) {
      throw new FormTemplateError(`field ${field.identifier} has no option "${value}"`);
    }
    return formText(choice.label, locale) ?? value;
  }
  const type = field.options?.type;
  if ((type === "date" || type === "month") && /^\d{4}-\d{2}(-\d{2})?$/.test(value)) {
    return formatBound(field, value, locale);
  }
  return value;
}

/**
 * Fills `{{name}}` placeholders. A name that is neither a field nor one of the extra variables
 * throws; an empty or missing value shows '[...]'.
 */
export function renderTemplate(
  template: string,
  definition: FormDefinition,
  values: Readonly<Record<string, string | undefined>>,
  extras: Readonly<Partial<Record<(typeof reservedVariables)[number], string>>> = {},
): string {
  const fields = new Map(fieldsOf(definition).map((f) => [f.identifier, f]));
  for (const name of Object.keys(values)) {
    if (!fields.has(name)) throw new FormTemplateError(`unknown field ${name}`);
  }
  return template.replace(/\{\{\s*([^{}\s]+)\s*\}\}/g, (_match, name: string) => {
    const field = fields.get(name);
    if (field) {
      const value = values[name];
      return value ? displayValue(field, value, definition.mailLocale) : unfilledMarker;
    }
    if ((reservedVariables as readonly string[]).includes(name)) {
      return extras[name as (typeof reservedVariables)[number]] || unfilledMarker;
    }
    throw new FormTemplateError(`unknown field {{${name}}} in the mail template`);
  });
}

/** The mail the recipient will get, for the page's preview (spec: throws on unknowns, '[...]'). */
export function renderPreview(
  definition: FormDefinition,
  values: Readonly<Record<string, string | undefined>>,
): string {
  return renderTemplate(definition.mailTemplate, definition, values);
}

export interface RenderedMail {
  subject: string;
  text: string;
  senderName: string;
}

/** The recipient's mail with every value filled in (the submission has been validated). */
export function renderMail(
  definition: FormDefinition,
  values: Readonly<Record<string, string>>,
  extras: Readonly<Partial<Record<(typeof reservedVariables)[number], string>>> = {},
): RenderedMail {
  // Subject and sender name are single header lines: no line breaks from visitor input.
  const line = (text: string) => text.replace(/[\r\n]+/g, " ").trim();
  return {
    subject: line(renderTemplate(definition.mailSubject, definition, values)),
    text: renderTemplate(definition.mailTemplate, definition, values, extras),
    senderName: line(renderTemplate(definition.senderName, definition, values)),
  };
}
