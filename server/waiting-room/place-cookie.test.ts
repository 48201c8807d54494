import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { placeCookies } from "./place-cookie.ts";

describe("the place cookie", () => {
  const key = randomBytes(32);
  const cookies = placeCookies(key);
  const id = "0123456789abcdef0123456789abcdef";
  const room = "munich@2025-06-15T16:00:00.000Z";
  const now = new Date("2025-06-15T15:45:00Z");
  const later = new Date("2025-06-16T16:00:00Z");
  const value = cookies.sign(id, room, later);

  it("names the place to any instance with the same key", () => {
    expect(placeCookies(key).read(value, room, now)).toEqual({ entryId: id, expiresAt: later });
  });

  it("gives nothing for a forged, expired or other sale's cookie", () => {
    const forged = value.replace(/^0/, "1");
    expect(cookies.read(forged, room, now)).toBeNull();
    expect(placeCookies(randomBytes(32)).read(value, room, now)).toBeNull();
    expect(cookies.read(value, room, later)).toBeNull();
    expect(cookies.read(value, "essen@2025-06-15T16:00:00.000Z", now)).toBeNull();
    expect(cookies.read(undefined, room, now)).toBeNull();
    expect(cookies.read("garbage", room, now)).toBeNull();
  });
});
