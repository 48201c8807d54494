import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The resale key: RESALE_KEY (32 bytes, base64) or a key generated into $DATA_DIR/resale.key on
 * first start (readable by the site's user only). Instances sharing one database share the key
 * by setting RESALE_KEY.
 */
export function loadResaleKey(options: { configured?: string; dataDir: string }): Buffer {
  if (options.configured) return Buffer.from(options.configured, "base64");
  const file = join(options.dataDir, "resale.key");
  mkdirSync(options.dataDir, { recursive: true });
  try {
    // "wx": only the first of several starting processes creates it; the others read it.
    writeFileSync(file, `${randomBytes(32).toString("base64")}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  chmodSync(file, 0o600);
  const key = Buffer.from(readFileSync(file, "utf8").trim(), "base64");
  if (key.length !== 32) throw new Error("resale.key does not hold a 32-byte base64 key");
  return key;
}

export interface IbanCipher {
  /** AES-256-GCM with a fresh IV per value; tampered blobs fail to decrypt. */
  encrypt(iban: string): string;
  decrypt(blob: string): string;
}

const version = "v1";

export function createIbanCipher(masterKey: Buffer): IbanCipher {
  if (masterKey.length !== 32) throw new Error("the resale key must be 32 bytes");
  const key = Buffer.from(hkdfSync("sha256", masterKey, Buffer.alloc(0), "resale/iban", 32));
  return {
    encrypt(iban) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(iban, "utf8"), cipher.final()]);
      return `${version}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64")}`;
    },
    decrypt(blob) {
      const [tag, payload] = blob.split(":");
      if (tag !== version || !payload) throw new Error("unknown IBAN cipher format");
      const raw = Buffer.from(payload, "base64");
      const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
    },
  };
}

/** "DE89370400440532013000" → "DE89 •••• 3000": enough to recognise, not enough to use. */
export function maskIban(iban: string): string {
  return `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;
}
