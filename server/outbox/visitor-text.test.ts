import { describe, expect, it } from "vitest";
import { inertText, quotedText } from "./visitor-text.ts";

describe("visitor text in mails", () => {
  it("keeps ordinary text and plain addresses as typed (they copy unchanged)", () => {
    const text = "Kim Müller-Lüdenscheidt, kim@example.org (Zimmer 3.10) – 10:30 Uhr 🎉";
    expect(inertText(text, "single")).toBe(text);
  });

  it("breaks links with invisible spaces after the scheme and before each host label", () => {
    expect(inertText("https://evil.example/refund", "single")).toBe(
      "https:\u200b//evil.\u200bexample/refund",
    );
    expect(inertText("<www.evil.example>", "single")).toBe("<www.\u200bevil.\u200bexample>");
    expect(inertText("javascript:alert(1)", "single")).toBe("javascript:\u200balert(1)");
  });

  it("one line stays one line; quoted text marks every line", () => {
    expect(inertText("Max!\r\n\nIhr Ticket\u2028wurde storniert", "single")).toBe(
      "Max! Ihr Ticket wurde storniert",
    );
    expect(quotedText("Hallo\r\n\u202Edu\u0000\n\tdu")).toBe("> Hallo\n> du\n> \tdu");
  });
});
