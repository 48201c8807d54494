import { describe, expect, it } from "vitest";
import { failureStreak, retryDelay } from "./retry.ts";

describe("retryDelay", () => {
  it("doubles per attempt up to the cap, with bounded jitter", () => {
    const mid = () => 0.5;
    expect(retryDelay(1, 1000, 60_000, mid)).toBe(1000);
    expect(retryDelay(2, 1000, 60_000, mid)).toBe(2000);
    expect(retryDelay(5, 1000, 60_000, mid)).toBe(16_000);
    expect(retryDelay(20, 1000, 60_000, mid)).toBe(60_000);
    expect(retryDelay(3, 1000, 60_000, () => 0)).toBe(3200);
    expect(retryDelay(3, 1000, 60_000, () => 1)).toBe(4800);
  });
});

describe("failureStreak", () => {
  it("logs a long streak again only after repeatLogMs, with its count", () => {
    let now = 0;
    const lines: string[] = [];
    const log = { error: (...args: unknown[]) => lines.push(args.join(" ")), log: () => {} };
    const streak = failureStreak("Purge", {
      log,
      now: () => now,
      retry: { repeatLogMs: 60_000 },
    });
    for (let i = 0; i < 100; i++) {
      streak.failed(new Error("database gone"));
      now += 1_000;
    }
    expect(lines).toEqual([
      "Purge failed: database gone",
      "Purge still failing after 61 tries: database gone",
    ]);
  });
});
