import { afterEach, beforeEach, vi, type MockInstance } from "vitest";

const levels = ["error", "warn", "info", "log"] as const;

/**
 * Silences the console during each test of the block; `logged()` tells what was written so far
 * in the current test (every level, as JSON).
 */
export function consoleForBlock(): { logged(): string } {
  const logs: MockInstance[] = [];
  beforeEach(() => {
    logs.push(...levels.map((level) => vi.spyOn(console, level).mockImplementation(() => {})));
  });
  afterEach(() => {
    for (const log of logs.splice(0)) log.mockRestore();
  });
  return {
    logged: () =>
      logs
        .filter((log) => log.mock.calls.length > 0)
        .map((log) => JSON.stringify(log.mock.calls))
        .join("\n"),
  };
}
