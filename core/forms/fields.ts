import type { Locale } from "../locale.ts";
import type { FieldDefinition, FormDefinition, FormText } from "./definition.ts";

/*
 * Helpers on form definitions without zod, so the browser bundle of the form engine does not
 * carry the schema library (definition.ts holds the schemas).
 */

export function formText(text: FormText | undefined, locale: Locale): string | undefined {
  if (text === undefined) return undefined;
  if (typeof text === "string") return text;
  return text[locale] ?? text.de;
}

export function fieldsOf(definition: Pick<FormDefinition, "groups">): FieldDefinition[] {
  return definition.groups.flatMap((group) => group.fields);
}

/**
 * Variables the transmission fills in besides the fields: the one-time link to the sensitive
 * values and the last day it works.
 */
export const reservedVariables = ["secure_link", "secure_link_expires"] as const;

export const placeholderPattern = /\{\{\s*([^{}\s]+)\s*\}\}/g;

/** The names of all `{{name}}` placeholders in a template, in order of appearance. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(placeholderPattern)].map((match) => match[1] ?? "");
}
