import { describe, expect, it } from "vitest";
import { formatMessage, messagePlaceholders } from "./message-format.ts";

const days =
  "{days, plural, one {# Tag} other {# Tage}} {hours, plural, one {# Stunde} other {# Stunden}}";
const offers = "{count, plural, one {# offer} other {# offers}}";

describe("formatMessage", () => {
  it("fills plain placeholders and leaves unknown ones visible", () => {
    expect(formatMessage("{name} kaufen", "de", { name: "PamperPlay" })).toBe("PamperPlay kaufen");
    expect(formatMessage("{name} kaufen", "de")).toBe("{name} kaufen");
  });

  it("says 1 offer, 2 offers and 0 offers in English", () => {
    expect(formatMessage(offers, "en", { count: 1 })).toBe("1 offer");
    expect(formatMessage(offers, "en", { count: 2 })).toBe("2 offers");
    expect(formatMessage(offers, "en", { count: 0 })).toBe("0 offers");
  });

  it("says 1 Tag 1 Stunde and 5 Tage 0 Stunden in German", () => {
    expect(formatMessage(days, "de", { days: 1, hours: 1 })).toBe("1 Tag 1 Stunde");
    expect(formatMessage(days, "de", { days: 5, hours: 0 })).toBe("5 Tage 0 Stunden");
  });

  it("prefers an exact form and keeps placeholders inside forms", () => {
    const text =
      "{count, plural, =0 {no clicks since {since}} one {# click since {since}} other {# clicks since {since}}}";
    expect(formatMessage(text, "en", { count: 0, since: "May 1" })).toBe("no clicks since May 1");
    expect(formatMessage(text, "en", { count: 1, since: "May 1" })).toBe("1 click since May 1");
  });

  it("refuses plural forms without 'other'", () => {
    expect(() => formatMessage("{n, plural, one {# Tag}}", "de", { n: 2 })).toThrow(/other/);
  });
});

describe("messagePlaceholders", () => {
  it("names plain and plural placeholders, also those inside forms", () => {
    expect(messagePlaceholders(days)).toEqual(["days", "hours"]);
    expect(
      messagePlaceholders("{count, plural, one {# seit {since}} other {# seit {since}}}"),
    ).toEqual(["count", "since"]);
  });
});
