import { describe, expect, it } from "vitest";
import { toCsv } from "./csv.ts";

describe("toCsv", () => {
  it("writes a header and one line per row, CRLF-separated", () => {
    expect(
      toCsv(
        ["Nr.", "E-Mail"],
        [
          [1, "a@example.org"],
          [2, "b@example.org"],
        ],
      ),
    ).toBe("Nr.,E-Mail\r\n1,a@example.org\r\n2,b@example.org\r\n");
  });
  it("quotes separators, quotes and line breaks", () => {
    expect(toCsv(["x"], [['say "hi", ok'], ["a;b"], ["two\nlines"]])).toBe(
      'x\r\n"say ""hi"", ok"\r\n"a;b"\r\n"two\nlines"\r\n',
    );
  });
  it("defuses cells a spreadsheet would run as formulas", () => {
    expect(toCsv(["x"], [["=HYPERLINK(1)"], ["+1"], ["-2"], ["@a"]])).toBe(
      "x\r\n'=HYPERLINK(1)\r\n'+1\r\n'-2\r\n'@a\r\n",
    );
  });
});
