import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { createCipher, deriveKey, loadKey } from "../crypto/cipher.ts";

/**
 * The form key: FORM_ENCRYPTION_KEY (32 bytes, base64) or, by default, a key generated into
 * $DATA_DIR/form-key on first start. Several instances sharing one database set FORM_ENCRYPTION_KEY.
 */
export function loadFormKey(options: { configured?: string; dataDir: string }): Buffer {
  return loadKey({ ...options, fileName: "form-key" });
}

export interface FormCipher {
  /** AES-256-GCM; `context` (e.g. the submission id) is authenticated, so blobs cannot be swapped. */
  encrypt(plaintext: string, context: string): string;
  decrypt(blob: string, context: string): string;
  /** HMAC of a PIN: without the server's key the stored hash does not reveal the 4 digits. */
  pinHash(formId: string, pin: string): string;
  pinMatches(formId: string, pin: string, stored: string): boolean;
  /**
   * The code in the PIN mail's link (128 bits as hex): derived from the submission id with a
   * server key, so it is stored nowhere and cannot be guessed from the id.
   */
  linkCode(formId: string): string;
  linkCodeMatches(formId: string, code: string): boolean;
  /** Keyed hash of a limit subject (a mailbox, a client network): the table holds no addresses. */
  subjectKey(subject: string): string;
}

/** Separate keys for encryption and PIN hashes, derived from the one form key. */
export function createFormCipher(masterKey: Buffer): FormCipher {
  const cipher = createCipher(masterKey, "form-submissions/aes-256-gcm");
  const pinKey = deriveKey(masterKey, "form-submissions/pin-hmac");
  const linkKey = deriveKey(masterKey, "form-submissions/transmit-link");
  const limitKey = deriveKey(masterKey, "form-submissions/pin-limits");
  const pinHash = (formId: string, pin: string) =>
    createHmac("sha256", pinKey).update(`${formId}:${pin}`).digest("base64url");
  const linkCode = (formId: string) =>
    createHmac("sha256", linkKey).update(formId).digest("hex").slice(0, 32);

  return {
    encrypt: (plaintext, context) => cipher.encrypt(plaintext, context),
    decrypt: (blob, context) => cipher.decrypt(blob, context),
    pinHash,
    pinMatches: (formId, pin, stored) => sameText(pinHash(formId, pin), stored),
    linkCode,
    linkCodeMatches: (formId, code) => sameText(linkCode(formId), code),
    subjectKey: (subject) => createHmac("sha256", limitKey).update(subject).digest("base64url"),
  };
}

/** Constant-time comparison: how long it takes does not tell how much of a guess was right. */
function sameText(expected: string, actual: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(actual);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** One-time link tokens are stored as SHA-256: the database alone does not open the link. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
