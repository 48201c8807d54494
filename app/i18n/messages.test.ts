import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { messagePlaceholders } from "../../core/message-format.ts";
import type { Catalog } from "./messages.ts";

/** Every *.messages.ts under app/, core/ and server/ — one per feature (pages and mails alike). */
function messageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return messageFiles(path);
    return entry.name.endsWith(".messages.ts") ? [path] : [];
  });
}

const rootDir = new URL("../..", import.meta.url).pathname;
const files = ["app", "core", "server"].flatMap((dir) => messageFiles(join(rootDir, dir)));

describe("message catalogs", () => {
  it("exist", () => {
    expect(files.length).toBeGreaterThan(3);
  });
  for (const file of files) {
    it(`${relative(rootDir, file)} has every key in both languages with the same placeholders and well-formed plurals`, async () => {
      const module = (await import(file)) as Record<string, Catalog>;
      // A module may also export its reader (messageReader): the catalogs are the objects.
      const catalogs = Object.values(module).filter((value) => typeof value === "object");
      for (const catalog of catalogs) {
        expect(Object.keys(catalog.en).sort()).toEqual(Object.keys(catalog.de).sort());
        for (const key of Object.keys(catalog.de)) {
          expect(catalog.de[key]?.trim(), `de.${key}`).not.toBe("");
          expect(catalog.en[key]?.trim(), `en.${key}`).not.toBe("");
          // Also parses each plural's forms (it throws on malformed ones or a missing 'other').
          expect(messagePlaceholders(catalog.en[key]!), key).toEqual(
            messagePlaceholders(catalog.de[key]!),
          );
        }
      }
    });
  }
});

describe("counts in messages", () => {
  it("take the plural form of each language", async () => {
    const { translate } = await import("./messages.ts");
    const { adminMessages } = await import("../features/admin/admin.messages.ts");
    const { layoutMessages } = await import("../layout/layout.messages.ts");
    const en = translate(adminMessages, "en");
    const de = translate(adminMessages, "de");
    expect([1, 2].map((count) => en("offers", { count }))).toEqual(["1 offer", "2 offers"]);
    expect([1, 2].map((count) => de("requests", { count }))).toEqual(["1 Anfrage", "2 Anfragen"]);
    expect(en("clicksTotal", { count: 1, since: "June 1" })).toBe(
      "1 ticket click on this city's site since June 1",
    );
    expect(en("subscribers", { count: 1 })).toBe("1 confirmed subscriber");
    expect(translate(layoutMessages, "de")("countdown", { days: 1, hours: 1 })).toBe(
      "1 Tag 1 Stunde",
    );
    expect(translate(layoutMessages, "en")("countdown", { days: 5, hours: 1 })).toBe(
      "5 days 1 hour",
    );
  });
});
