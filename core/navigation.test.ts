import { describe, expect, it } from "vitest";
import { hubNavigation } from "./navigation.ts";

const allPages = ["faq", "party", "directions", "recommendations"] as const;
const names = (entries: ReturnType<typeof hubNavigation>) => entries.map((entry) => entry.name);

describe("a hub's navigation", () => {
  it("greys only the non-public gallery", () => {
    const entries = hubNavigation({ pages: allPages, ticketSale: true });
    expect(entries.filter((entry) => !entry.available).map((entry) => entry.name)).toEqual([
      "album",
    ]);
    expect(entries).toHaveLength(9);
  });

  it("leaves out what the hub cannot serve instead of linking to a 404", () => {
    expect(names(hubNavigation({ pages: ["faq"], ticketSale: false }))).toEqual([
      "start",
      "save-the-date",
      "faq",
      "album",
      "contact",
    ]);
  });
});
