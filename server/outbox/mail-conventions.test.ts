import { describe, expect, it } from "vitest";
import { templates } from "./test/every-mail.ts";

/** The mail as its reader sees it, without the footer (links and the not-you line). */
const body = (text: string) => text.split("\n--\n")[0] ?? text;

/** The greeting and the first text after it. */
function opening(text: string): [string, string] {
  const [greeting = "", first = ""] = body(text).split("\n\n");
  return [greeting, first];
}

describe.each(Object.entries(templates))("%s", (_name, { render }) => {
  it.each(["de", "en"] as const)("asked for in %s: reads as one house style", (asked) => {
    const mail = render(asked, "Alex");
    // Mails to the organiser and the hotel are German whatever the visitor's language.
    const locale = /<html lang="(de|en)">/.exec(mail.html)?.[1];
    const text = `${mail.subject}\n${mail.text}`;
    // "Hallo!" then a new sentence, which starts with a capital letter (after a comma, as in
    // "Sehr geehrte Damen und Herren,", German goes on in lower case).
    const [greeting, first] = opening(mail.text);
    if (/[!.?]$/.test(greeting)) expect(first).toMatch(/^\p{Lu}/u);
    if (locale === "de") {
      // One spelling: E-Mail (never Email, e-mail or a bare Mail).
      expect(text).not.toMatch(/\b(?:e-mail|email)\b|(?<![-\w])Mail\b/);
      // Times as 18:00 Uhr.
      for (const [time, after] of text.matchAll(/\b\d{1,2}:\d{2}(.{0,4})/g)) {
        expect(after, time).toMatch(/^ Uhr/);
      }
    } else {
      // One spelling: email (never e-mail or a bare mail).
      expect(text).not.toMatch(/\be-mail\b|(?<![-\w])mail\b/i);
      // Times as 18:00 (the venue's 24-hour clock), never "6 pm" or "Uhr".
      expect(text).not.toMatch(/\b\d{1,2}(?::\d{2})?\s?(?:am|pm)\b|Uhr/i);
      // Dates the British way, day before month ("22 June 2025"), never "June 22, 2025".
      expect(text).not.toMatch(
        /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.? \d{1,2}(?:st|nd|rd|th)?,? \d{4}/,
      );
    }
  });
});

describe("the mails that carry a link or a PIN", () => {
  it("break their links anywhere, so a phone's screen does not scroll sideways", () => {
    for (const { render } of Object.values(templates)) {
      const { html } = render("en", "Alex");
      for (const [paragraph] of html.matchAll(/<p [^>]*>https?:\/\/[^<]*<\/p>/g)) {
        expect(paragraph).toMatch(/word-break:break-all/);
      }
    }
  });
});
