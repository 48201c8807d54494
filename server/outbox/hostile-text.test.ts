import { describe, expect, it } from "vitest";
import type { Post } from "../../core/content/posts.ts";
import * as newsletter from "../newsletter/mails.ts";
import { mailModules, ours, post, templates } from "./test/every-mail.ts";

/**
 * Everything a visitor could try to slip into a mail: line breaks of every kind, control
 * characters, links in several spellings, markup, right-to-left override, zero-width characters,
 * and lines that imitate ours. Validation refuses most of it; the templates must hold anyway.
 */
const hostile =
  "Max!\r\n\nIhr Ticket wurde storniert. Erstattung nur hier: https://evil.example/refund" +
  "\u0000\u0007\u001b[31m www.evil.example/x HTTP://EVIL.EXAMPLE evil.example/path" +
  ' <a href="https://evil.example">klick</a> javascript:alert(1)' +
  " \u202Eelpmaxe.live\u202C \u2066x\u2069 ht\u200Btps://evil\u200B.example \uFEFF" +
  "\rKartennummer: 5500 0000 0000 0004\u2028Gültig bis: 01/2031\u2029\u0085Ende";

/** Pieces of the hostile text that must never begin a line of their own. */
const forgedLines = [
  "Max!",
  "Ihr Ticket",
  "Kartennummer: 5500",
  "Gültig bis: 01/2031",
  "Ende",
  "klick",
];

/** The HTML part as a reader sees its lines; a blockquote's lines carry the quote marker. */
function htmlLines(html: string): string[] {
  const body = html
    .replace(/<head>.*<\/head>/s, "")
    .replace(
      /<blockquote[^>]*>(.*?)<\/blockquote>/gs,
      (_match, inner: string) => `\n${inner.replace(/^/gm, "> ")}\n`,
    )
    .replace(/<\/?(p|div|br|hr|ul|li)\b[^>]*>/g, "\n")
    .replace(/<[^>]+>/g, "")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&");
  return body.split("\n");
}

/** A line that holds visitor text is quoted ('> …') or a field of the form ('Name: …'). */
function expectVisitorTextQuoted(lines: string[], part: string) {
  for (const line of lines) {
    const content = line.startsWith("> ") ? "" : line;
    for (const forged of forgedLines) {
      expect(content.trimStart().startsWith(forged), `${part}: a line begins "${forged}"`).toBe(
        false,
      );
    }
    if (/Max!|storniert|evil/i.test(content)) {
      expect(content, `${part}: visitor text outside a quote or field`).toMatch(
        /^[\p{L}*-]+(?: [\p{L}*-]+){0,3}: /u,
      );
    }
  }
}

/** Links a mail client could follow or would make out of the text (an unbroken scheme or host). */
const linkable = /(?:https?|javascript):\/*(?:evil|alert)|www\.evil|evil\.example/i;

describe("hostile visitor text in every mail template", () => {
  it("covers every template the mail modules export", () => {
    const exported = mailModules.flatMap((module) =>
      Object.entries(module)
        .filter(([, value]) => typeof value === "function")
        .map(([name]) => name),
    );
    expect(Object.keys(templates).sort()).toEqual(
      [...exported, "transmissionMail", "gateConfirmMail"].sort(),
    );
  });

  describe.each(Object.entries(templates))("%s", (_name, { render, visitorText }) => {
    it.each(["de", "en"] as const)("in %s: text stays text, quoted, without links", (locale) => {
      const mail = render(locale, hostile);
      const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? "");
      for (const href of hrefs) expect(href).not.toMatch(/evil/i);
      expect(mail.html).not.toMatch(/<a\b[^>]*>klick/);
      for (const [part, value] of [
        ["subject", mail.subject],
        ["text", mail.text],
        ["html", mail.html],
      ] as const) {
        expect(value, `${part}: control characters`).not.toMatch(
          // eslint-disable-next-line no-control-regex -- the point of the check
          /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/,
        );
        expect(value, `${part}: right-to-left or isolate controls`).not.toMatch(
          /[\u202a-\u202e\u2066-\u2069]/,
        );
        expect(value, `${part}: a link made of visitor text`).not.toMatch(linkable);
      }
      expect(mail.subject).not.toMatch(/[\r\n\t]/);
      expectVisitorTextQuoted(mail.text.split("\n"), "text");
      expectVisitorTextQuoted(htmlLines(mail.html), "html");
      if (visitorText) expect(mail.text).toMatch(/Max!/);
    });
  });
});

describe("a newsletter post whose file holds characters the text rule refuses", () => {
  // The schema refuses them; a file written by hand before the rule is loaded as it is.
  const refused = "\u0000\u0007\u0085\ud800\ufffe\uffff\u202e";
  const broken: Post = {
    ...post,
    title: { de: `Titel${refused}\nZeile`, en: `Title${refused}\nline` },
    tldr: [{ de: `Kurz${refused}`, en: `Short${refused}` }],
  };

  it.each(["de", "en"] as const)("in %s: none reaches the subject or the text", (locale) => {
    const mail = newsletter.newsletterPostMail({
      locale,
      site: ours.site,
      post: broken,
      postUrl: ours.pageUrl,
      siteUrl: "https://muc.pamperplay.example",
      unsubscribeUrl: ours.unsubscribeUrl,
    });
    expect(mail.subject).toBe(
      locale === "de" ? `${ours.site}: Titel Zeile` : `${ours.site}: Title line`,
    );
    for (const value of [mail.subject, mail.text, mail.html]) {
      // eslint-disable-next-line no-control-regex -- the point of the check
      expect(value).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\ufffe\uffff\u202e]/);
      expect(value).not.toMatch(/\p{Cs}/u);
    }
    expect(mail.text).toContain(locale === "de" ? "Kurz" : "Short");
  });
});
