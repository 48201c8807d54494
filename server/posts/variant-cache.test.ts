import { describe, expect, it } from "vitest";
import { variantCache } from "./variant-cache.ts";

const variant = (size: number) => ({ etag: `"${size}"`, bytes: new Uint8Array(size) });

describe("the cache of served image variants", () => {
  it("keeps the most recently used ones within its size", () => {
    const cache = variantCache(100);
    cache.set("a", variant(40));
    cache.set("b", variant(40));
    // Reading a makes b the one used longest ago.
    expect(cache.get("a")).toBeDefined();
    cache.set("c", variant(40));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("c")).toBeDefined();
    expect(cache.size).toBe(80);
  });

  it("does not keep a variant larger than the whole cache", () => {
    const cache = variantCache(100);
    cache.set("a", variant(40));
    cache.set("huge", variant(101));
    expect(cache.get("huge")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
  });

  it("counts a replaced variant once", () => {
    const cache = variantCache(100);
    cache.set("a", variant(40));
    cache.set("a", variant(30));
    expect(cache.size).toBe(30);
  });
});
