import { randomBytes } from "node:crypto";
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createCipher, deriveKey, loadKey } from "./cipher.ts";
import { tempDirMaker } from "../test/temp-dir.ts";

const tempDir = tempDirMaker("cipher-key-");

describe("cipher (AES-256-GCM)", () => {
  const master = randomBytes(32);

  it("round-trips with and without a context, with a fresh IV each time", () => {
    const cipher = createCipher(master, "test/a");
    const first = cipher.encrypt("secret", "row-1");
    expect(first).toMatch(/^v1:/);
    expect(first).not.toBe(cipher.encrypt("secret", "row-1"));
    expect(cipher.decrypt(first, "row-1")).toBe("secret");
    expect(cipher.decrypt(cipher.encrypt("secret"))).toBe("secret");
  });

  it("refuses another context, another purpose, a changed blob and an unknown format", () => {
    const cipher = createCipher(master, "test/a");
    const blob = cipher.encrypt("secret", "row-1");
    expect(() => cipher.decrypt(blob, "row-2")).toThrow();
    expect(() => cipher.decrypt(blob)).toThrow();
    expect(() => createCipher(master, "test/b").decrypt(blob, "row-1")).toThrow();
    const raw = Buffer.from(blob.slice(3), "base64");
    raw[raw.length - 1]! ^= 1;
    expect(() => cipher.decrypt(`v1:${raw.toString("base64")}`, "row-1")).toThrow();
    expect(() => cipher.decrypt(`v2:${blob.slice(3)}`, "row-1")).toThrow(/format/);
  });

  it("derives a separate key per purpose from a 32-byte master key", () => {
    expect(deriveKey(master, "a")).toHaveLength(32);
    expect(deriveKey(master, "a").equals(deriveKey(master, "b"))).toBe(false);
    expect(() => deriveKey(randomBytes(16), "a")).toThrow();
  });
});

describe("key file", () => {
  it("is generated into DATA_DIR on first start, readable by the owner only", () => {
    const dataDir = join(tempDir(), "data");
    const key = loadKey({ dataDir, fileName: "some.key" });
    expect(key).toHaveLength(32);
    const file = join(dataDir, "some.key");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, "utf8").trim(), "base64").equals(key)).toBe(true);
    // The next start uses the same key, so stored values stay readable.
    expect(loadKey({ dataDir, fileName: "some.key" }).equals(key)).toBe(true);
  });

  it("comes from the configuration when set, without writing a file", () => {
    const configured = randomBytes(32);
    const dataDir = tempDir();
    const key = loadKey({ configured: configured.toString("base64"), dataDir, fileName: "k" });
    expect(key.equals(configured)).toBe(true);
    expect(() => statSync(join(dataDir, "k"))).toThrow();
  });

  it("refuses a file that does not hold a 32-byte key", () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, "short.key"), "c2hvcnQ=\n");
    expect(() => loadKey({ dataDir, fileName: "short.key" })).toThrow(/32-byte/);
  });
});
