import { randomBytes } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createFormCipher, loadFormKey, tokenHash } from "./crypto.ts";
import { tempDirMaker } from "../test/temp-dir.ts";

const tempDir = tempDirMaker("form-key-");

describe("form cipher (AES-256-GCM)", () => {
  const cipher = createFormCipher(randomBytes(32));
  const card = JSON.stringify({ credit_card_number: "4111111111111111" });

  it("round-trips, with a fresh IV each time", () => {
    const first = cipher.encrypt(card, "id-1:sensitive");
    const second = cipher.encrypt(card, "id-1:sensitive");
    expect(first).not.toBe(second);
    expect(first).not.toContain("4111");
    expect(cipher.decrypt(first, "id-1:sensitive")).toBe(card);
  });

  it("refuses a blob of another submission or a changed one", () => {
    const blob = cipher.encrypt(card, "id-1:sensitive");
    expect(() => cipher.decrypt(blob, "id-2:sensitive")).toThrow();
    const raw = Buffer.from(blob.slice(3), "base64");
    raw[raw.length - 1]! ^= 1;
    expect(() => cipher.decrypt(`v1:${raw.toString("base64")}`, "id-1:sensitive")).toThrow();
    expect(() => createFormCipher(randomBytes(32)).decrypt(blob, "id-1:sensitive")).toThrow();
  });

  it("hashes PINs per submission with a server key", () => {
    const hash = cipher.pinHash("id-1", "0042");
    expect(hash).not.toContain("0042");
    expect(cipher.pinMatches("id-1", "0042", hash)).toBe(true);
    expect(cipher.pinMatches("id-1", "0043", hash)).toBe(false);
    expect(cipher.pinMatches("id-2", "0042", hash)).toBe(false);
    expect(createFormCipher(randomBytes(32)).pinHash("id-1", "0042")).not.toBe(hash);
  });

  it("still reads values stored by earlier versions", () => {
    const stored =
      "v1:xc4sXKbrAqub0aWpWTFZ9oiUqLkmlfaRPYIyAb/l9QoHXWjr2a4fFQlPYCY9FGyodhNp3aP7cnrlmYg3KmEYe6O9XBfc";
    const earlier = createFormCipher(Buffer.alloc(32, 7));
    expect(earlier.decrypt(stored, "id-1:sensitive")).toBe(card);
    expect(earlier.pinMatches("id-1", "0042", "KMkH_9EBpDZWaPoKMHODd4sG-aRvgaUzgvYM-JOt91c")).toBe(
      true,
    );
  });

  it("stores link tokens as SHA-256", () => {
    expect(tokenHash("abc")).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
  });
});

describe("form key", () => {
  it("is generated into DATA_DIR/form-key on first start, readable by the owner only", () => {
    const dataDir = join(tempDir(), "data");
    const key = loadFormKey({ dataDir });
    expect(key).toHaveLength(32);
    const file = join(dataDir, "form-key");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, "utf8").trim(), "base64").equals(key)).toBe(true);
    // The next start uses the same key, so stored submissions stay readable.
    expect(loadFormKey({ dataDir }).equals(key)).toBe(true);
  });

  it("comes from FORM_ENCRYPTION_KEY when configured", () => {
    const configured = randomBytes(32);
    const dataDir = tempDir();
    expect(
      loadFormKey({ configured: configured.toString("base64"), dataDir }).equals(configured),
    ).toBe(true);
    expect(() => statSync(join(dataDir, "form-key"))).toThrow();
  });
});
