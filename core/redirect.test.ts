import { describe, expect, it } from "vitest";
import { sameSitePath } from "./redirect.ts";

const origin = "https://muc.example.org";

describe("redirect targets from a request", () => {
  it("keeps paths on our own site, with query and fragment", () => {
    expect(sameSitePath("/start", origin)).toBe("/start");
    expect(sameSitePath("/faq?q=hotel#parking", origin)).toBe("/faq?q=hotel#parking");
    expect(sameSitePath("/newsletter/muc2025.1", origin)).toBe("/newsletter/muc2025.1");
    expect(sameSitePath(`${origin}/party`, origin)).toBe("/party");
  });

  it("keeps percent-encoded slashes and backslashes as a path on our site", () => {
    // The browser asks our server for these paths; they never name another host.
    expect(sameSitePath("/%2F%2Fevil.example", origin)).toBe("/%2F%2Fevil.example");
    expect(sameSitePath("/%5Cevil.example", origin)).toBe("/%5Cevil.example");
    expect(sameSitePath("/%09/evil.example", origin)).toBe("/%09/evil.example");
  });

  it.each([
    ["a tab after the slash", "/\t/evil.example"],
    ["a newline after the slash", "/\n/evil.example"],
    ["a carriage return after the slash", "/\r/evil.example"],
    ["a backslash after the slash", "/\\evil.example"],
    ["two backslashes", "\\\\evil.example"],
    ["a protocol-relative address", "//evil.example/start"],
    ["three slashes", "///evil.example"],
    ["a dot segment that leaves two slashes", "/.//evil.example"],
    ["a parent segment that leaves two slashes", "/..//evil.example"],
    ["another host", "http://evil.example/start"],
    ["our host name on another scheme", "http://muc.example.org/start"],
    ["our host name on another port", "https://muc.example.org:8443/start"],
    ["a user-info trick", "https://muc.example.org@evil.example/"],
    ["javascript:", "javascript:alert(document.cookie)"],
    ["javascript: with a tab", "java\tscript:alert(1)"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["leading spaces before another host", "  //evil.example"],
  ])("refuses %s", (_name, target) => {
    expect(sameSitePath(target, origin)).toBeNull();
  });

  it("refuses what is not text", () => {
    expect(sameSitePath(null, origin)).toBeNull();
    expect(sameSitePath(undefined, origin)).toBeNull();
    expect(sameSitePath(new File(["/start"], "x.txt"), origin)).toBeNull();
  });
});
