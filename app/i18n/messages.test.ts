import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import type { Catalog } from "./messages.ts";

/** Every *.messages.ts under app/ — one per feature. */
function messageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return messageFiles(path);
    return entry.name.endsWith(".messages.ts") ? [path] : [];
  });
}

const appDir = new URL("..", import.meta.url).pathname;
const files = messageFiles(appDir);

describe("message catalogs", () => {
  it("exist", () => {
    expect(files.length).toBeGreaterThan(3);
  });
  for (const file of files) {
    it(`${relative(appDir, file)} has every key in both languages with the same placeholders`, async () => {
      const module = (await import(file)) as Record<string, Catalog>;
      for (const catalog of Object.values(module)) {
        expect(Object.keys(catalog.en).sort()).toEqual(Object.keys(catalog.de).sort());
        for (const key of Object.keys(catalog.de)) {
          const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
          expect(catalog.de[key]?.trim(), `de.${key}`).not.toBe("");
          expect(catalog.en[key]?.trim(), `en.${key}`).not.toBe("");
          expect(placeholders(catalog.en[key]!), key).toEqual(placeholders(catalog.de[key]!));
        }
      }
    });
  }
});
