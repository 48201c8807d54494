import { describe, expect, it } from "vitest";
import { negotiateLocale, withLang, withoutLang } from "./locale.ts";

describe("negotiateLocale", () => {
  it("prefers the stored LOCALE cookie over the browser language", () => {
    expect(negotiateLocale("a=1; LOCALE=en", "de-DE,de;q=0.9")).toBe("en");
  });
  it("uses the browser's best supported language", () => {
    expect(negotiateLocale(null, "fr-FR,en-GB;q=0.8,de;q=0.5")).toBe("en");
    expect(negotiateLocale(null, "en;q=0.2,de;q=0.9")).toBe("de");
  });
  it("takes the earlier of two languages of the same weight, and none of weight 0 or no number", () => {
    expect(negotiateLocale(null, "en-US;q=0.5, de;q=0.5")).toBe("en");
    expect(negotiateLocale(null, "de;q=0.5,EN;q=0.5")).toBe("de");
    expect(negotiateLocale(null, "de;q=0,en;q=0.1")).toBe("en");
    expect(negotiateLocale(null, "en;q=high,de;q=0.1")).toBe("de");
    expect(negotiateLocale(null, "en;q=0")).toBe("de");
  });
  it("ignores unknown cookie values and falls back to German", () => {
    expect(negotiateLocale("LOCALE=fr", "fr,es;q=0.5")).toBe("de");
    expect(negotiateLocale(undefined, undefined)).toBe("de");
  });
  it("ignores a cookie that is not valid percent-encoding, instead of failing the page", () => {
    expect(negotiateLocale("other=%E0%A4%A; LOCALE=%E0", "en")).toBe("en");
    expect(negotiateLocale("LOCALE=%", undefined)).toBe("de");
  });
});

describe("the lang parameter", () => {
  it("is added to a link to another city's site", () => {
    expect(withLang("http://essen.localhost:3000/start", "en")).toBe(
      "http://essen.localhost:3000/start?lang=en",
    );
    expect(withLang("https://essen.example.org/start?lang=de", "en")).toBe(
      "https://essen.example.org/start?lang=en",
    );
  });
  it("is dropped from a path, keeping the rest of the query and the fragment", () => {
    expect(withoutLang("/faq?lang=en&q=1#where")).toBe("/faq?q=1#where");
    expect(withoutLang("/start?lang=en")).toBe("/start");
  });
});
