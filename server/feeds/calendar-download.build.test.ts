import ical, { type VEvent } from "node-ical";
import { describe, expect, it } from "vitest";
import { testAppForBlock } from "../test/api.ts";

/** The address of the page's link named `name` (its aria-label, else its text), as a reader finds it. */
function linkNamed(html: string, name: string): string | undefined {
  for (const [, attributes = "", text = ""] of html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)) {
    const label = /\baria-label="([^"]*)"/.exec(attributes)?.[1];
    const accessible = label ?? text.replace(/<[^>]*>/g, "").trim();
    if (accessible.replaceAll("&amp;", "&") === name)
      return /\bhref="([^"]*)"/.exec(attributes)?.[1]?.replaceAll("&amp;", "&");
  }
  return undefined;
}

describe("the schedule's calendar files", () => {
  const site = testAppForBlock({ pages: true });

  it("each date of the schedule downloads its calendar event", async () => {
    const html = await (await site.get("/save-the-date", { "accept-language": "de-DE" })).text();
    const href = linkNamed(html, "In den Kalender eintragen: DiaperDinner (.ics-Datei)");
    expect(href).toBeDefined();
    const file = await site.get(href!, { "accept-language": "de-DE" });
    expect(file.status).toBe(200);
    const events = Object.values(ical.sync.parseICS(await file.text())).filter(
      (component): component is VEvent => component?.type === "VEVENT",
    );
    expect(events).toHaveLength(1);
    expect(events[0]!.uid).toBe("munich-diaper-dinner-2025@pamperplay.example");
    // 18:30 in Munich on 10 October 2025 (summer time).
    expect(events[0]!.start.toISOString()).toBe("2025-10-10T16:30:00.000Z");
    expect(linkNamed(html, "Alle Termine als Kalenderdatei (.ics)")).toBe("/calendar.ics?lang=de");
  });
});
