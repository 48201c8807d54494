import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * One spelling of e-mail per language on every page and in the content: "E-Mail" in German,
 * "email" in English, as in the mails (server/outbox/mail-conventions.test.ts).
 */
const root = new URL("..", import.meta.url).pathname;

function filesUnder(folder: string, pattern: RegExp): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((path) => pattern.test(path) && !/\.test\.tsx?$|(^|\/)test\//.test(path))
    .map((path) => join(root, folder, path));
}

/** Wrong in both languages: "e-mail", "E-mail", "e-Mail", "eMail". */
const wrongEverywhere = /\b(?:[eE]-mails?|e-Mails?|eMails?)\b/;
/** Wrong in German: "Email", "email", a bare "Mail". */
const wrongInGerman = /(?<![-\w])(?:[Ee]mails?|Mails?)\b/;
/** Wrong in English: the German "E-Mail". */
const wrongInEnglish = /\bE-Mails?\b/;

interface Texts {
  de: string[];
  en: string[];
}

/**
 * Every { de, en } pair of strings in a JSON value or a message catalog, and every string of a
 * German-only page (all German).
 */
function collect(value: unknown, into: Texts = { de: [], en: [] }, german = false): Texts {
  if (typeof value === "string" && german) into.de.push(value);
  else if (Array.isArray(value)) for (const item of value) collect(item, into, german);
  else if (typeof value === "object" && value !== null) {
    const { de, en, germanOnly } = value as Record<string, unknown>;
    if (typeof de === "string" && typeof en === "string") {
      into.de.push(de);
      into.en.push(en);
    } else if (isCatalog(de) && isCatalog(en)) {
      into.de.push(...Object.values(de));
      into.en.push(...Object.values(en));
    } else {
      for (const item of Object.values(value)) collect(item, into, german || germanOnly === true);
    }
  }
  return into;
}

function isCatalog(value: unknown): value is Record<string, string> {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.values(value).every((text) => typeof text === "string")
  );
}

describe("the spelling of e-mail", () => {
  it("is never a form wrong in both languages, in the code's texts or the content", () => {
    const wrong = [
      ...["app", "server", "core"].flatMap((folder) => filesUnder(folder, /\.tsx?$/)),
      ...filesUnder("content", /\.json$/),
    ].flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .map((line, index) => ({ line, where: `${relative(root, file)}:${index + 1}` }))
        // Comments are for developers; what visitors read is in strings.
        .filter(({ line }) => !/^\s*(?:\/\/|\/\*|\*)/.test(line) && wrongEverywhere.test(line))
        .map(({ line, where }) => `${where}: ${line.trim()}`),
    );
    expect(wrong).toEqual([]);
  });

  it("is E-Mail on German pages and email on English pages", async () => {
    const catalogs = await Promise.all(
      filesUnder("app", /\.messages\.ts$/).map((file) => import(file) as Promise<unknown>),
    );
    const content = filesUnder("content", /\.json$/).map(
      (file) => JSON.parse(readFileSync(file, "utf8")) as unknown,
    );
    const texts = collect([...catalogs, ...content]);
    expect(texts.de.length).toBeGreaterThan(500);
    // Placeholders such as {email} are names, not words.
    const words = (text: string) => text.replace(/\{+\w+\}+/g, "");
    expect(texts.de.filter((text) => wrongInGerman.test(words(text)))).toEqual([]);
    expect(texts.en.filter((text) => wrongInEnglish.test(text))).toEqual([]);
  });
});
