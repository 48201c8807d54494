import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { chmodSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { privateFolder, writePrivateFile } from "../private-files.ts";

/**
 * A 32-byte master key: the configured value (base64) or, by default, a key generated into
 * `$DATA_DIR/<fileName>` on first start (readable by the site's user only). Several instances
 * sharing one database must share the key, so they configure it.
 */
export function loadKey(options: {
  configured?: string;
  dataDir: string;
  fileName: string;
}): Buffer {
  if (options.configured) return Buffer.from(options.configured, "base64");
  const file = join(options.dataDir, options.fileName);
  privateFolder(options.dataDir);
  try {
    // "wx": only the first of several starting processes creates it; the others read it.
    writePrivateFile(file, `${randomBytes(32).toString("base64")}\n`, "wx");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  chmodSync(file, 0o600);
  const key = Buffer.from(readFileSync(file, "utf8").trim(), "base64");
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte base64 key`);
  return key;
}

/** A separate 32-byte key per purpose (HKDF-SHA256), so one master key serves several uses. */
export function deriveKey(masterKey: Buffer, purpose: string): Buffer {
  if (masterKey.length !== 32) throw new Error("a master key must be 32 bytes");
  return Buffer.from(hkdfSync("sha256", masterKey, Buffer.alloc(0), purpose, 32));
}

export interface Cipher {
  /**
   * AES-256-GCM with a fresh IV per value; tampered blobs fail to decrypt. A `context` (e.g. the
   * row's id) is authenticated too, so a blob moved to another row does not decrypt.
   */
  encrypt(plaintext: string, context?: string): string;
  decrypt(blob: string, context?: string): string;
}

// Stored as "v1:" + base64(IV 12 bytes | tag 16 bytes | ciphertext); rows in databases hold this.
const version = "v1";
const ivLength = 12;
const tagLength = 16;

/** The cipher of one purpose; `purpose` names the derived key and appears in errors. */
export function createCipher(masterKey: Buffer, purpose: string): Cipher {
  const key = deriveKey(masterKey, purpose);
  return {
    encrypt(plaintext, context) {
      const iv = randomBytes(ivLength);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      if (context !== undefined) cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      return `${version}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64")}`;
    },
    decrypt(blob, context) {
      const [tag, payload] = blob.split(":");
      if (tag !== version || !payload) throw new Error(`unknown cipher format (${purpose})`);
      const raw = Buffer.from(payload, "base64");
      const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, ivLength));
      if (context !== undefined) decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(raw.subarray(ivLength, ivLength + tagLength));
      const body = raw.subarray(ivLength + tagLength);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
    },
  };
}
