import type { Locale } from "../locale.ts";
import { emailPattern } from "../email.ts";
import { formatDate } from "../format.ts";
import { normalizeLineBreaks, textFault } from "../text-rules.ts";
import type { WallClock } from "../time.ts";
import type { FieldDefinition, FieldRule, FormDefinition } from "./definition.ts";
import { fieldsOf, formText } from "./fields.ts";
import { luhnValid } from "./luhn.ts";

/** Why a value is refused; the page and the API describe it with describeIssue. */
export type IssueCode =
  | "required"
  | "unknown"
  | "type"
  | "tooShort"
  | "tooLong"
  | "email"
  | "tel"
  | "url"
  | "number"
  | "date"
  | "month"
  | "min"
  | "max"
  | "range"
  | "numeric"
  | "luhn"
  | "choice"
  | "lineBreak"
  | "controlChars"
  | "notAfter"
  | "expired";

export interface FieldIssue {
  field: string;
  code: IssueCode;
  /** The field a rule between fields compares with (notAfter: the earlier date). */
  other?: string;
}

/** The current month in the city's zone (the app clock's), for a card's expiry. */
export type CurrentMonth = Pick<WallClock, "year" | "month">;

/** Digits with the usual separators, optionally international; 5 to 16 digits. */
const telPattern = /^\+?[\d ()/.-]+$/;
const integerPattern = /^-?\d+$/;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const monthPattern = /^(\d{4})-(\d{2})$/;

const defaultMaxLength = { input: 200, text: 5000, choice: 100 } as const;

function isRealDate(value: string): boolean {
  const match = datePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1;
}

function isRealMonth(value: string): boolean {
  const match = monthPattern.exec(value);
  return !!match && Number(match[2]) >= 1 && Number(match[2]) <= 12;
}

/**
 * The value as stored and checked: trimmed; numeric fields lose the spaces and dashes people type;
 * texts keep line feeds for any kind of line break.
 */
export function normalizeValue(field: FieldDefinition, raw: string): string {
  const trimmed = raw.trim();
  if (field.options?.numeric) return trimmed.replace(/[\s-]/g, "");
  return field.type === "text" ? normalizeLineBreaks(trimmed) : trimmed;
}

/** Checks one field's value (a string as the input holds it); returns the first problem. */
export function checkField(
  field: FieldDefinition,
  raw: unknown,
): { value: string; issue?: undefined } | { value?: undefined; issue: IssueCode } {
  if (raw === undefined || raw === null) {
    return field.optional ? { value: "" } : { issue: "required" };
  }
  if (typeof raw !== "string") return { issue: "type" };
  const value = normalizeValue(field, raw);
  if (value === "") return field.optional ? { value } : { issue: "required" };
  // Only text fields (textareas) span several lines; every other value is one line.
  const fault = textFault(value, field.type === "text" ? "multi" : "single");
  if (fault) return { issue: fault };

  const options = field.options ?? {};
  if (value.length > (options.maxLength ?? defaultMaxLength[field.type])) {
    return { issue: "tooLong" };
  }
  if (options.minLength !== undefined && value.length < options.minLength) {
    return { issue: "tooShort" };
  }

  if (field.type === "choice") {
    return options.choices?.some((choice) => choice.value === value)
      ? { value }
      : { issue: "choice" };
  }
  if (field.type === "text") return { value };

  const type = options.type ?? "text";
  if (options.numeric && !/^\d+$/.test(value)) return { issue: "numeric" };
  if (options.luhn && !luhnValid(value)) return { issue: "luhn" };
  switch (type) {
    case "email":
      if (!emailPattern.test(value)) return { issue: "email" };
      break;
    case "tel": {
      const digits = value.replace(/\D/g, "").length;
      if (!telPattern.test(value) || digits < 5 || digits > 16) return { issue: "tel" };
      break;
    }
    case "url":
      if (!URL.canParse(value) || !/^https?:/i.test(value)) return { issue: "url" };
      break;
    case "number":
      if (!integerPattern.test(value) || !Number.isSafeInteger(Number(value))) {
        return { issue: "number" };
      }
      break;
    case "date":
      if (!isRealDate(value)) return { issue: "date" };
      break;
    case "month":
      if (!isRealMonth(value)) return { issue: "month" };
      break;
    case "text":
      break;
  }
  const bounded = outOfBounds(field, value);
  return bounded ? { issue: bounded } : { value };
}

function outOfBounds(field: FieldDefinition, value: string): IssueCode | undefined {
  const { min, max } = field.options ?? {};
  if (min === undefined && max === undefined) return undefined;
  // Numbers compare as numbers; ISO dates and months compare as strings.
  const comparable = field.options?.type === "number" ? Number(value) : value;
  const below = min !== undefined && comparable < min;
  const above = max !== undefined && comparable > max;
  if (!below && !above) return undefined;
  if (min !== undefined && max !== undefined) return "range";
  return below ? "min" : "max";
}

/** A rule between fields on their valid values: its issue, if it is broken. */
function ruleIssue(
  rule: FieldRule,
  values: Record<string, string>,
  now: CurrentMonth,
): FieldIssue | undefined {
  if (rule.rule === "after") {
    const [value, than] = [values[rule.field], values[rule.than]];
    // ISO dates compare as strings.
    if (!value || !than || value > than) return undefined;
    return { field: rule.field, code: "notAfter", other: rule.than };
  }
  const [month, year] = [Number(values[rule.month]), Number(values[rule.year])];
  if (!values[rule.month] || !values[rule.year]) return undefined;
  // The field to change: a past year, else this year's past month.
  if (year < now.year) return { field: rule.year, code: "expired" };
  if (year === now.year && month < now.month) return { field: rule.month, code: "expired" };
  return undefined;
}

/**
 * Each field's problems: its own rules first, then the rules between fields on the values that
 * passed their own (the page and the server check the same). Values come back normalised.
 */
export function checkValues(
  definition: Pick<FormDefinition, "groups" | "rules">,
  raw: Record<string, unknown>,
  now: CurrentMonth,
): { values: Record<string, string>; issues: FieldIssue[] } {
  const issues: FieldIssue[] = [];
  const values: Record<string, string> = {};
  for (const field of fieldsOf(definition)) {
    const result = checkField(field, raw[field.identifier]);
    if (result.issue) issues.push({ field: field.identifier, code: result.issue });
    else values[field.identifier] = result.value;
  }
  for (const rule of definition.rules) {
    const issue = ruleIssue(rule, values, now);
    if (issue) issues.push(issue);
  }
  return { values, issues };
}

export type SubmissionResult =
  { ok: true; values: Record<string, string> } | { ok: false; issues: FieldIssue[] };

/**
 * Validates a submission (`formFields`) against its definition: every field present unless
 * optional, no fields the definition does not know, each value a string that honours the
 * field's type, min, max and choices, and the rules between fields (`now`: the current month in
 * the city's zone). Values come back normalised.
 */
export function validateSubmission(
  definition: FormDefinition,
  input: unknown,
  now: CurrentMonth,
): SubmissionResult {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, issues: [{ field: "formFields", code: "type" }] };
  }
  const raw = input as Record<string, unknown>;
  const known = new Set(fieldsOf(definition).map((f) => f.identifier));
  const unknown = Object.keys(raw)
    .filter((name) => !known.has(name))
    .map((name): FieldIssue => ({ field: name, code: "unknown" }));
  const { values, issues } = checkValues(definition, raw, now);
  const all = [...unknown, ...issues];
  return all.length ? { ok: false, issues: all } : { ok: true, values };
}

const issueTexts: Record<Locale, Record<IssueCode, string>> = {
  de: {
    required: "bitte ausfüllen",
    unknown: "dieses Feld gibt es im Formular nicht",
    type: "muss ein Text sein",
    tooShort: "ist zu kurz",
    tooLong: "ist zu lang",
    email: "bitte eine gültige E-Mail-Adresse eingeben",
    tel: "bitte eine gültige Telefonnummer eingeben",
    url: "bitte eine gültige Web-Adresse eingeben",
    number: "bitte eine ganze Zahl eingeben",
    date: "bitte ein gültiges Datum eingeben",
    month: "bitte einen gültigen Monat eingeben",
    min: "muss mindestens {min} sein",
    max: "darf höchstens {max} sein",
    range: "muss zwischen {min} und {max} liegen",
    numeric: "bitte nur Ziffern eingeben",
    luhn: "diese Kartennummer ist nicht gültig (Prüfziffer)",
    choice: "bitte eine der angebotenen Möglichkeiten wählen",
    lineBreak: "darf keine Zeilenumbrüche enthalten",
    controlChars: "enthält unsichtbare Steuerzeichen",
    notAfter: "muss später als „{other}“ sein",
    expired: "die Karte ist abgelaufen",
  },
  en: {
    required: "please fill in",
    unknown: "the form has no such field",
    type: "must be a text",
    tooShort: "is too short",
    tooLong: "is too long",
    email: "please enter a valid email address",
    tel: "please enter a valid telephone number",
    url: "please enter a valid web address",
    number: "please enter a whole number",
    date: "please enter a valid date",
    month: "please enter a valid month",
    min: "must be at least {min}",
    max: "must be at most {max}",
    range: "must be between {min} and {max}",
    numeric: "please enter digits only",
    luhn: "this card number is not valid (check digit)",
    choice: "please pick one of the options",
    lineBreak: "must not contain line breaks",
    controlChars: "contains invisible control characters",
    notAfter: "must be later than “{other}”",
    expired: "the card has expired",
  },
};

/** A bound as people read it: dates as 10.10.2025 / 10 October 2025 (core/format.ts). */
export function formatBound(
  field: FieldDefinition,
  bound: string | number,
  locale: Locale,
): string {
  if (typeof bound === "number") return String(bound);
  const date = datePattern.exec(bound);
  const month = monthPattern.exec(bound);
  if (date) {
    return formatDate(
      { year: Number(date[1]), month: Number(date[2]), day: Number(date[3]) },
      locale,
    );
  }
  if (month) return `${month[2]}/${month[1]}`;
  return bound;
}

/**
 * The problem in words, without the field's name (shown under the field); `other`: the field a
 * rule between fields compares with, named by its label.
 */
export function issueText(
  code: IssueCode,
  field: FieldDefinition | undefined,
  locale: Locale,
  other?: FieldDefinition,
): string {
  const text = issueTexts[locale][code];
  const { min, max } = field?.options ?? {};
  return text
    .replace("{min}", field && min !== undefined ? formatBound(field, min, locale) : "")
    .replace("{max}", field && max !== undefined ? formatBound(field, max, locale) : "")
    .replace("{other}", other ? (formText(other.label, locale) ?? other.identifier) : "");
}

/** The problem as a sentence of its own, for the page under the field ("Bitte ausfüllen."). */
export function issueSentence(
  code: IssueCode,
  field: FieldDefinition | undefined,
  locale: Locale,
  other?: FieldDefinition,
): string {
  const text = issueText(code, field, locale, other);
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? "" : "."}`;
}

/**
 * The problem as the error summary and the field say it, naming the field (GOV.UK's pattern): the
 * field's own `missing` sentence ("Enter your last name") or its label before the problem.
 */
export function fieldIssueSentence(
  code: IssueCode,
  field: FieldDefinition | undefined,
  locale: Locale,
  other?: FieldDefinition,
): string {
  const missing = code === "required" ? formText(field?.missing, locale) : undefined;
  if (missing) return missing;
  const label = formText(field?.label, locale);
  const sentence = issueSentence(code, field, locale, other);
  return label ? `${label}: ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}` : sentence;
}

/** The problem with the field's label (or identifier) in front, for API messages. */
export function describeIssue(issue: FieldIssue, definition: FormDefinition, locale: Locale) {
  const fields = fieldsOf(definition);
  const field = fields.find((f) => f.identifier === issue.field);
  const other = fields.find((f) => f.identifier === issue.other);
  const name = formText(field?.label, locale) ?? issue.field;
  return `${name} (${issue.field}): ${issueText(issue.code, field, locale, other)}`;
}
