import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createIbanCipher, loadResaleKey, maskIban } from "./iban-cipher.ts";

describe("IBAN cipher", () => {
  it("round-trips, uses a fresh IV each time and detects tampering", () => {
    const cipher = createIbanCipher(randomBytes(32));
    const a = cipher.encrypt("DE89370400440532013000");
    const b = cipher.encrypt("DE89370400440532013000");
    expect(a).not.toBe(b);
    expect(a).not.toContain("DE89");
    expect(cipher.decrypt(a)).toBe("DE89370400440532013000");
    const raw = Buffer.from(a.slice(3), "base64");
    raw[raw.length - 1]! ^= 1;
    expect(() => cipher.decrypt(`v1:${raw.toString("base64")}`)).toThrow();
    expect(() => createIbanCipher(randomBytes(32)).decrypt(a)).toThrow();
  });

  it("still reads IBANs stored by earlier versions", () => {
    const stored = "v1:nZLKxsP4+SOrlx6y180a6hwXEnJKvtwmdtvda1l18UHl3rnE3xrwt/P4XDdZtfbuFbQ=";
    expect(createIbanCipher(Buffer.alloc(32, 7)).decrypt(stored)).toBe("DE89370400440532013000");
  });

  it("generates a private key file once and reads it afterwards", () => {
    const dir = mkdtempSync(join(tmpdir(), "resale-key-"));
    try {
      const first = loadResaleKey({ dataDir: dir });
      expect(loadResaleKey({ dataDir: dir }).equals(first)).toBe(true);
      expect(statSync(join(dir, "resale.key")).mode & 0o777).toBe(0o600);
      const configured = randomBytes(32);
      expect(
        loadResaleKey({ dataDir: dir, configured: configured.toString("base64") }).equals(
          configured,
        ),
      ).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("masks all but the country, check digits and last four", () => {
    expect(maskIban("DE89370400440532013000")).toBe("DE89 •••• 3000");
  });
});
