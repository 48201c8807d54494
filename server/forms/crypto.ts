import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The form key: FORM_ENCRYPTION_KEY (32 bytes, base64) or, by default, a key generated into
 * $DATA_DIR/form-key on first start (readable by the site's user only). Several instances
 * sharing one database must share the key, so they set FORM_ENCRYPTION_KEY.
 */
export function loadFormKey(options: { configured?: string; dataDir: string }): Buffer {
  if (options.configured) return Buffer.from(options.configured, "base64");
  const file = join(options.dataDir, "form-key");
  mkdirSync(options.dataDir, { recursive: true });
  try {
    // "wx": only the first of several starting processes creates it; the others read it.
    writeFileSync(file, `${randomBytes(32).toString("base64")}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  chmodSync(file, 0o600);
  const key = Buffer.from(readFileSync(file, "utf8").trim(), "base64");
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte base64 key`);
  return key;
}

export interface FormCipher {
  /** AES-256-GCM; `context` (e.g. the submission id) is authenticated, so blobs cannot be swapped. */
  encrypt(plaintext: string, context: string): string;
  decrypt(blob: string, context: string): string;
  /** HMAC of a PIN: without the server's key the stored hash does not reveal the 4 digits. */
  pinHash(formId: string, pin: string): string;
  pinMatches(formId: string, pin: string, stored: string): boolean;
}

const version = "v1";

/** Separate keys for encryption and PIN hashes, derived from the one form key. */
export function createFormCipher(masterKey: Buffer): FormCipher {
  if (masterKey.length !== 32) throw new Error("the form key must be 32 bytes");
  const derive = (info: string) =>
    Buffer.from(hkdfSync("sha256", masterKey, Buffer.alloc(0), info, 32));
  const encryptionKey = derive("form-submissions/aes-256-gcm");
  const pinKey = derive("form-submissions/pin-hmac");
  const pinHash = (formId: string, pin: string) =>
    createHmac("sha256", pinKey).update(`${formId}:${pin}`).digest("base64url");

  return {
    encrypt(plaintext, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", encryptionKey, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      return `${version}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64")}`;
    },
    decrypt(blob, context) {
      const [tag, payload] = blob.split(":");
      if (tag !== version || !payload) throw new Error("unknown form cipher format");
      const raw = Buffer.from(payload, "base64");
      const decipher = createDecipheriv("aes-256-gcm", encryptionKey, raw.subarray(0, 12));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
    },
    pinHash,
    pinMatches(formId, pin, stored) {
      const expected = Buffer.from(pinHash(formId, pin));
      const actual = Buffer.from(stored);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}

/** One-time link tokens are stored as SHA-256: the database alone does not open the link. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
