import { describe, expect, it } from "vitest";
import { errorLogEntry, maxLoggedUrlLength } from "./error-log.ts";

describe("log entries of unexpected errors", () => {
  it("name the request id, the method and the address, then the error with its stack", () => {
    const error = new Error("database went away");
    const entry = errorLogEntry("req-1", "POST", "http://localhost:3000/api/newsletter", error);
    const [first, ...frames] = entry.split("\n");
    expect(first).toBe(
      "[req-1] POST http://localhost:3000/api/newsletter: Error: database went away",
    );
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.every((line) => line.startsWith("    at "))).toBe(true);
  });

  it("cut a long address, a long message and a deep stack, so a client cannot fill the log", () => {
    const url = "http://localhost:3000/newsletter/" + "x".repeat(8000);
    const error = new Error(`You made a DELETE request to "${url}"`);
    error.stack = `Error: ${error.message}\n` + "    at frame (file.js:1:1)\n".repeat(500);
    const entry = errorLogEntry("req-2", "DELETE", url, error);
    expect(entry).toContain(`DELETE ${url.slice(0, maxLoggedUrlLength)}… (8033 characters)`);
    expect(entry.length).toBeLessThan(2500);
    expect(entry.split("\n").length).toBeLessThanOrEqual(21);
  });

  it("describe what is thrown that is not an Error", () => {
    expect(errorLogEntry("req-3", "GET", "/x", "text")).toBe("[req-3] GET /x: text");
    expect(errorLogEntry("req-4", "GET", "/x", { status: 1 })).toBe('[req-4] GET /x: {"status":1}');
  });

  it("never repeat a user and password written into an address, nor the error's copy of it", () => {
    const url = "http://someone:secret-password@localhost:3000/api/contact/postcard";
    const error = new TypeError(
      `Request cannot be constructed from a URL that includes credentials: ${url}`,
    );
    const entry = errorLogEntry("req-5", "POST", url, error);
    expect(entry).not.toContain("secret-password");
    expect(entry).not.toContain("someone");
    expect(entry.split("\n")[0]).toBe(
      "[req-5] POST http://localhost:3000/api/contact/postcard: TypeError: Request cannot be " +
        "constructed from a URL that includes credentials: http://localhost:3000/api/contact/postcard",
    );
  });
});
