import { normalizeLineBreaks, withoutRefusedChars, type TextLines } from "../../core/text-rules.ts";

/*
 * Text a visitor typed, as every mail shows it: plain text that no mail client turns into a link
 * and that cannot reorder or add lines around it. Our own links are action blocks, never this.
 * Validation already refuses most of it; mails hold even for text stored before that.
 */

const zeroWidthSpace = "\u200B";
/** Invisible spaces a visitor typed: dropped, so that the breaks below are ours to place. */
const invisibleSpaces = /[\u200B\u2060\uFEFF]/g;
/** A plain address (no path or scheme in it): clients may link it to a mail, nothing else. */
const plainAddress = /^[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+$/u;
const surroundingPunctuation = /^[<>()[\]{}"'„“”‘’«»,;:!?.]+|[<>()[\]{}"'„“”‘’«»,;:!?.]+$/gu;

/**
 * Breaks what reads as a link with invisible spaces: after a scheme's colon ('https:', 'javascript:')
 * and after each dot before a letter ('www.', 'evil.example'). It still reads the same.
 */
function breakLinks(word: string): string {
  const unscheme = word.replace(/([a-z][a-z0-9+.-]*:)(?=\S)/gi, `$1${zeroWidthSpace}`);
  if (plainAddress.test(word.replace(surroundingPunctuation, ""))) return unscheme;
  return unscheme.replace(/(?<=[\p{L}\p{N}-])\.(?=\p{L})/gu, `.${zeroWidthSpace}`);
}

/**
 * The visitor's text made inert: control characters, bidi controls and zero-width spaces dropped,
 * line breaks as line feeds (or as spaces on one line), links broken.
 */
export function inertText(value: string, lines: TextLines): string {
  const text = withoutRefusedChars(normalizeLineBreaks(value)).replace(invisibleSpaces, "");
  const shaped = lines === "single" ? text.replace(/[\n\t]+/g, " ") : text;
  return shaped.split(/(\s+)/).map(breakLinks).join("");
}

/** Every line behind a quote marker, as plain-text mail quotes. */
export function quoteLines(text: string): string {
  return text
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
}

/** The visitor's text as a quote in a plain-text mail. */
export function quotedText(value: string): string {
  return quoteLines(inertText(value, "multi"));
}
