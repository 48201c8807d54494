/*
 * What a visitor's or the team's text may hold. Names and titles are one line; messages and post
 * text may have many. Control characters never pass: a NUL breaks PostgreSQL and the XML of the
 * feed, a line break in a name forges lines of a mail, and bidi overrides reorder what the reader
 * sees ("Trojan Source"). Lone surrogates and U+FFFE/U+FFFF are no characters at all (XML refuses
 * them too).
 */

export type TextLines = "single" | "multi";
export type TextFault = "lineBreak" | "controlChars";

const lineBreakPattern = /[\n\r\u0085\u2028\u2029]/;
// C0 and C1 controls and DEL (Cc), bidi embeddings, overrides and isolates, and (in a u-flag class, where a pair is one
// code point) lone surrogates and the two non-characters.
const refusedChars = "\\p{Cc}\\u202A-\\u202E\\u2066-\\u2069\\uD800-\\uDFFF\\uFFFE\\uFFFF";
const controlPattern = new RegExp(`[${refusedChars}]`, "u");
const refusedOutsideLines = new RegExp(`(?![\\n\\t])[${refusedChars}]`, "gu");

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

/**
 * The text without any character `textFault` refuses, tabs and line feeds kept: for what is
 * written out (feed, mails) even when it was stored before the rule, or came from a file.
 */
export function withoutRefusedChars(value: string): string {
  return value.replace(refusedOutsideLines, "");
}
