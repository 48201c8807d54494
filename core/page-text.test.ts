import { describe, expect, it } from "vitest";
import { paragraphSegments } from "./page-text.ts";

describe("paragraphSegments", () => {
  it("turns a German-only string into one plain segment in either language", () => {
    expect(paragraphSegments("Hallo", "en")).toEqual([{ format: "plain", text: "Hallo" }]);
  });

  it("picks the language of a localized paragraph", () => {
    expect(paragraphSegments({ de: "Hallo", en: "Hello" }, "en")).toEqual([
      { format: "plain", text: "Hello" },
    ]);
  });

  it("keeps formats and resolves named routes and links", () => {
    expect(
      paragraphSegments(
        [
          { text: "Siehe " },
          { format: "internal-url", text: "FAQ", route: "faq" },
          { format: "bold", text: { de: "fett", en: "bold" } },
          { format: "url", text: "Fahrplan", href: "https://timetable.example/" },
          { format: "deleted", text: "alt" },
        ],
        "de",
      ),
    ).toEqual([
      { format: "plain", text: "Siehe " },
      { format: "internal-url", text: "FAQ", href: "/faq" },
      { format: "bold", text: "fett" },
      { format: "url", text: "Fahrplan", href: "https://timetable.example/" },
      { format: "deleted", text: "alt" },
    ]);
  });
});
