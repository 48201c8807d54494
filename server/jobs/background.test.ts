import { describe, expect, it, vi } from "vitest";
import { inBackground } from "./background.ts";

describe("inBackground", () => {
  it("logs a failing task by its name, and nothing rejects unhandled", async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", record);
    const errors: unknown[][] = [];
    try {
      inBackground(
        "Team posts refresh",
        async () => {
          throw new Error("Database postgres://db/site: did not answer");
        },
        { error: (...args) => errors.push(args) },
      );
      await vi.waitFor(() => expect(errors).toHaveLength(1));
      // A turn of the event loop: an unhandled rejection would be reported by now.
      await new Promise((resolve) => setImmediate(resolve));
      expect(errors).toEqual([
        ["Team posts refresh failed:", "Database postgres://db/site: did not answer"],
      ]);
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", record);
    }
  });
});
