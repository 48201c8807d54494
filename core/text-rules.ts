/*
 * What a visitor's text may hold. Names and other inputs are one line; messages may have many.
 * Control characters never pass: a NUL breaks PostgreSQL, a line break in a name forges lines
 * of a mail, and bidi overrides reorder what the reader sees ("Trojan Source").
 */

export type TextLines = "single" | "multi";
export type TextFault = "lineBreak" | "controlChars";

/** Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). */
export const bidiControlPattern = /[\u202A-\u202E\u2066-\u2069]/g;

const lineBreakPattern = /[\n\r\u0085\u2028\u2029]/;
const controlPattern = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

/** Every kind of line break as a line feed (a browser sends a textarea's breaks as CR LF). */
export function normalizeLineBreaks(value: string): string {
  return value.replace(/\r\n?|[\u0085\u2028\u2029]/g, "\n");
}

/** Why the text is refused, if it is: multi-line text may hold line feeds and tabs only. */
export function textFault(value: string, lines: TextLines): TextFault | undefined {
  if (lines === "single" && lineBreakPattern.test(value)) return "lineBreak";
  const checked = lines === "multi" ? value.replace(/[\n\t]/g, "") : value;
  return controlPattern.test(checked) ? "controlChars" : undefined;
}
