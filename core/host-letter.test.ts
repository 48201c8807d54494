import { describe, expect, it } from "vitest";
import { partyParagraphSchema } from "./content/pages.ts";
import { letterParagraph } from "./host-letter.ts";
import type { NextParty } from "./ticket-sale.ts";

const paragraph = partyParagraphSchema.parse({
  nextParty: {
    dated: {
      de: "Unsere nächste Party steigt am {weekday}, dem {date}, im {venue}.",
      en: "Our next party takes place on {weekday} {date} at {venue}.",
    },
    undated: {
      de: "Den Termin unserer nächsten Party planen wir gerade.",
      en: "We are planning the date of our next party right now.",
    },
  },
});

const october: NextParty = {
  title: { de: "PamperPlay Oktober 2025", en: "PamperPlay October 2025" },
  date: { year: 2025, month: 10, day: 11, hour: 18 },
  entry: { from: { hours: 20, minutes: 0 }, until: { hours: 23, minutes: 0 } },
  current: true,
  venue: "Club Traumfabrik",
};

describe("the host's letter", () => {
  it("names the day and venue of the party the site announces, from the hub's data", () => {
    expect(letterParagraph(paragraph, october, "de")).toBe(
      "Unsere nächste Party steigt am Samstag, dem 11.10.2025, im Club Traumfabrik.",
    );
    expect(letterParagraph(paragraph, october, "en")).toBe(
      "Our next party takes place on Saturday 11 October 2025 at Club Traumfabrik.",
    );
    // A later dated party once the weekend is over: its own day and venue.
    const spring = {
      ...october,
      date: { year: 2026, month: 3, day: 21 },
      current: false,
      venue: "Kesselhaus",
    };
    expect(letterParagraph(paragraph, spring, "de")).toBe(
      "Unsere nächste Party steigt am Samstag, dem 21.03.2026, im Kesselhaus.",
    );
  });

  it("says the date is still open when the next party has none, or none is known", () => {
    expect(letterParagraph(paragraph, { ...october, date: null, current: false }, "de")).toBe(
      "Den Termin unserer nächsten Party planen wir gerade.",
    );
    expect(letterParagraph(paragraph, null, "en")).toBe(
      "We are planning the date of our next party right now.",
    );
  });

  it("leaves plain paragraphs as written", () => {
    expect(letterParagraph({ de: "Hallo", en: "Hello" }, october, "en")).toBe("Hello");
  });

  it("refuses a party paragraph that writes the date as prose or fills in unknown data", () => {
    const without = partyParagraphSchema.safeParse({
      nextParty: {
        dated: { de: "Am Samstag, dem 11. Oktober 2025.", en: "On {weekday}, {date}." },
        undated: paragraph.nextParty.undated,
      },
    });
    expect(without.success).toBe(false);
    expect(without.error?.issues[0]?.message).toBe("needs the placeholder {date}");
    const unknown = partyParagraphSchema.safeParse({
      nextParty: {
        dated: paragraph.nextParty.dated,
        undated: { de: "Bald im {venue}.", en: "Soon." },
      },
    });
    expect(unknown.error?.issues[0]?.message).toMatch(/^unknown placeholder \{venue\}/);
  });
});
