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
