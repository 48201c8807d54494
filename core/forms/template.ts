import type { Locale } from "../locale.ts";
import type { FieldDefinition, FormDefinition } from "./definition.ts";
import { fieldsOf, formText } from "./fields.ts";
import { placeholderPattern, reservedVariables } from "./placeholders.ts";
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
 * What a visitor asked for, line by line in their language: each filled-in field that is not
 * card data, by its label (the PIN mail and the receipt sum the request up with it).
 */
export function requestSummary(
  definition: Pick<FormDefinition, "groups">,
  values: Readonly<Record<string, string | undefined>>,
  locale: Locale,
): { label: string; value: string }[] {
  return fieldsOf(definition).flatMap((field) => {
    const value = values[field.identifier];
    if (field.sensitive || !value) return [];
    return [
      {
        label: formText(field.label, locale) ?? field.identifier,
        value: displayValue(field, value, locale),
      },
    ];
  });
}

type Extras = Readonly<Partial<Record<(typeof reservedVariables)[number], string>>>;

/**
 * A piece of a filled-in template: the template's own text, a field's value as typed by the
 * visitor (`field` set), or the one-time link. The mail keeps them apart: only the link is a link.
 */
export type TemplatePart =
  | { kind: "text"; text: string }
  | { kind: "value"; text: string; field: FieldDefinition }
  | { kind: "link"; text: string };

/**
 * Fills `{{name}}` placeholders, piece by piece. A name that is neither a field nor one of the
 * extra variables throws; an empty or missing value shows '[...]'.
 */
export function templateParts(
  template: string,
  definition: FormDefinition,
  values: Readonly<Record<string, string | undefined>>,
  extras: Extras = {},
): TemplatePart[] {
  const fields = new Map(fieldsOf(definition).map((f) => [f.identifier, f]));
  for (const name of Object.keys(values)) {
    if (!fields.has(name)) throw new FormTemplateError(`unknown field ${name}`);
  }
  const parts: TemplatePart[] = [];
  let last = 0;
  for (const match of template.matchAll(placeholderPattern)) {
    parts.push({ kind: "text", text: template.slice(last, match.index) });
    last = match.index + match[0].length;
    const name = match[1] ?? "";
    const field = fields.get(name);
    if (field) {
      const value = values[name];
      parts.push(
        value
          ? { kind: "value", text: displayValue(field, value, definition.mailLocale), field }
          : { kind: "text", text: unfilledMarker },
      );
    } else if ((reservedVariables as readonly string[]).includes(name)) {
      const text = extras[name as (typeof reservedVariables)[number]] || unfilledMarker;
      parts.push({
        kind: name === "secure_link" && text !== unfilledMarker ? "link" : "text",
        text,
      });
    } else {
      throw new FormTemplateError(`unknown field {{${name}}} in the mail template`);
    }
  }
  parts.push({ kind: "text", text: template.slice(last) });
  return withHiddenOnce(parts);
}

/**
 * Hidden values joined by a separator on one line ('Gültig bis: {{month}}/{{year}}') say once
 * that they are hidden, not once per value.
 */
function withHiddenOnce(parts: TemplatePart[]): TemplatePart[] {
  const hidden = (part: TemplatePart | undefined) =>
    part?.kind === "value" && Object.values(hiddenTexts).includes(part.text);
  const joining = (part: TemplatePart | undefined) =>
    part?.kind === "text" && /^[^\n\p{L}\p{N}]{0,3}$/u.test(part.text);
  const kept: TemplatePart[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    kept.push(part);
    if (!hidden(part)) continue;
    while (joining(parts[i + 1]) && hidden(parts[i + 2])) i += 2;
  }
  return kept;
}

/** Fills `{{name}}` placeholders (see templateParts). */
export function renderTemplate(
  template: string,
  definition: FormDefinition,
  values: Readonly<Record<string, string | undefined>>,
  extras: Extras = {},
): string {
  return templateParts(template, definition, values, extras)
    .map((part) => part.text)
    .join("");
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
  /** The text in its pieces, for an HTML part that links only the one-time link. */
  parts: TemplatePart[];
}

/**
 * The recipient's mail with every value filled in (the submission has been validated). `show`
 * gives each field's value as the mail shows visitor text.
 */
export function renderMail(
  definition: FormDefinition,
  values: Readonly<Record<string, string>>,
  extras: Extras = {},
  show: (value: string, field: FieldDefinition) => string = (value) => value,
): RenderedMail {
  const fill = (template: string, extra: Extras = {}): TemplatePart[] =>
    templateParts(template, definition, values, extra).map((part) =>
      part.kind === "value" ? { ...part, text: show(part.text, part.field) } : part,
    );
  const join = (parts: TemplatePart[]) => parts.map((part) => part.text).join("");
  // Subject and sender name are single header lines: no line breaks from visitor input.
  const line = (template: string) =>
    join(fill(template))
      .replace(/[\r\n]+/g, " ")
      .trim();
  const parts = fill(definition.mailTemplate, extras);
  return {
    subject: line(definition.mailSubject),
    text: join(parts),
    senderName: line(definition.senderName),
    parts,
  };
}
