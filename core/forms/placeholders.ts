/*
 * The `{{name}}` placeholders of a form's mail templates. Their own module: the schemas in
 * definition.ts check them and the helpers in fields.ts take the schemas' types, so neither of
 * those two may import the other. No zod here either (the browser's form engine loads it).
 */

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
