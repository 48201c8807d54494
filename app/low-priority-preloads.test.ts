import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityPreloads } from "./low-priority-preloads.ts";

/** The HTML as the browser receives it, when the renderer writes it in these pieces. */
function rewrite(pieces: Buffer[]): Promise<string> {
  return text(Readable.from(pieces).pipe(lowPriorityPreloads()));
}

const page =
  '<head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/s.css"/>' +
  '<link rel="modulepreload" href="/assets/b.js"/></head><body><p>Grüße – “quoted”</p></body>';
const expected = page.replaceAll('rel="modulepreload"', 'rel="modulepreload" fetchpriority="low"');

describe("low-priority module preloads", () => {
  it("marks every module preload low and leaves the rest of the page as it was", async () => {
    expect(await rewrite([Buffer.from(page)])).toBe(expected);
  });

  it("gives the same page whichever byte the renderer's chunks end on", async () => {
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      const html = await rewrite([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(html, `cut at byte ${cut}`).toBe(expected);
    }
  });

  it("gives the same page when every byte comes on its own", async () => {
    const bytes = Buffer.from(page);
    const pieces = Array.from(bytes, (byte) => Buffer.from([byte]));
    expect(await rewrite(pieces)).toBe(expected);
  });
});
