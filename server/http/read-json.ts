import type { Context } from "hono";
import { z } from "zod";
import type { Locale } from "../../core/locale.ts";
import { edgeText, fieldName } from "./edge.messages.ts";
import { fail } from "./answer.ts";
import { siteLocale } from "./request-site.ts";

function valueAt(body: unknown, path: PropertyKey[]): unknown {
  let value = body;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** One sentence per problem, naming the field as the form does, in the visitor's language. */
export function describeIssues(locale: Locale, error: z.core.$ZodError, input: unknown): string {
  const problems = error.issues.map((issue) => {
    const key = issue.path.map(String).join(".");
    const field = fieldName(locale, key);
    switch (issue.code) {
      case "invalid_type":
        if (valueAt(input, issue.path) === undefined) return edgeText(locale, "missing", { field });
        return edgeText(locale, "wrongType", { field, expected: issue.expected });
      case "too_small":
        return issue.origin === "string"
          ? edgeText(locale, "empty", { field })
          : edgeText(locale, "tooSmall", { field, min: String(issue.minimum) });
      case "too_big":
        return issue.origin === "string"
          ? edgeText(locale, "tooLong", { field, max: String(issue.maximum) })
          : edgeText(locale, "tooBig", { field, max: String(issue.maximum) });
      case "unrecognized_keys":
        return edgeText(locale, "unknownField", { field: issue.keys.join(", ") });
      case "invalid_union": {
        // One of several bodies (a team step: `{ approved: true }` or …): name them all.
        const options = issue.errors.flatMap((branch) => {
          const wanted = branch.find((inner) => inner.code === "invalid_value");
          return wanted
            ? [`${wanted.path.map(String).join(".")}: ${String(wanted.values[0])}`]
            : [];
        });
        if (options.length > 0) {
          return edgeText(locale, "oneOf", {
            options: options.map((text) => edgeText(locale, "quoted", { text })).join(", "),
          });
        }
        return edgeText(locale, "badFormat", { field: field || edgeText(locale, "body") });
      }
      case "invalid_format":
      case "custom": {
        // Refused characters in a visitor's text (core/api/fields.ts) say which ones.
        const fault: unknown = issue.code === "custom" ? issue.params?.textFault : undefined;
        if (fault === "lineBreak" || fault === "controlChars") {
          return edgeText(locale, fault, { field });
        }
        if (key === "email") return edgeText(locale, "badEmail", { field });
        if (key === "iban") return edgeText(locale, "badIban", { field });
        return edgeText(locale, "badFormat", { field });
      }
      default:
        return edgeText(locale, "badFormat", { field: field || edgeText(locale, "body") });
    }
  });
  return edgeText(locale, "invalid", { detail: problems.join("; ") });
}

/** Whether the request's body is of this media type (its parameters, such as charset, aside). */
function bodyIs(c: Context, mediaType: string): boolean {
  const given = c.req.header("content-type") ?? "";
  return given.split(";")[0]!.trim().toLowerCase() === mediaType;
}

/** A plain form post (a page before or without its scripts). */
export const isFormPost = (c: Context) => bodyIs(c, "application/x-www-form-urlencoded");

/**
 * A JSON post: only a script sends it, and another website's script cannot without the
 * browser asking us first (CORS), which we never allow.
 */
export const isJsonPost = (c: Context) => bodyIs(c, "application/json");

/** Validates anything (path, query, body) against a core schema; 400 naming the problem otherwise. */
export function validate<T extends z.core.$ZodType>(
  c: Context,
  schema: T,
  input: unknown,
): { ok: true; data: z.output<T> } | { ok: false; response: Response } {
  const parsed = z.safeParse(schema, input);
  if (parsed.success) return { ok: true, data: parsed.data };
  return {
    ok: false,
    response: fail(c, 400, describeIssues(siteLocale(c), parsed.error, input)),
  };
}

/** Reads a JSON object body and validates it; malformed JSON and non-objects are 400 too. */
export async function readJson<T extends z.core.$ZodType>(
  c: Context,
  schema: T,
): Promise<{ ok: true; data: z.output<T> } | { ok: false; response: Response }> {
  const locale = siteLocale(c);
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    return { ok: false, response: fail(c, 400, edgeText(locale, "badJson")) };
  }
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    return { ok: false, response: fail(c, 400, edgeText(locale, "notAnObject")) };
  }
  return validate(c, schema, body);
}

/** Reads a plain form post's fields (text only) and validates them as readJson does a body. */
export async function readForm<T extends z.core.$ZodType>(
  c: Context,
  schema: T,
): Promise<{ ok: true; data: z.output<T> } | { ok: false; response: Response }> {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    return { ok: false, response: fail(c, 400, edgeText(siteLocale(c), "badForm")) };
  }
  const fields = Object.fromEntries(
    Object.entries(form).filter(([, value]) => typeof value === "string"),
  );
  return validate(c, schema, fields);
}
