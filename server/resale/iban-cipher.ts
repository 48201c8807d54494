import { createCipher, loadKey } from "../crypto/cipher.ts";

/**
 * The resale key: RESALE_KEY (32 bytes, base64) or a key generated into $DATA_DIR/resale.key on
 * first start. Instances sharing one database share the key by setting RESALE_KEY.
 */
export function loadResaleKey(options: { configured?: string; dataDir: string }): Buffer {
  return loadKey({ ...options, fileName: "resale.key" });
}

/** AES-256-GCM with a fresh IV per value; tampered blobs fail to decrypt. */
export interface IbanCipher {
  encrypt(iban: string): string;
  decrypt(blob: string): string;
}

export function createIbanCipher(masterKey: Buffer): IbanCipher {
  const cipher = createCipher(masterKey, "resale/iban");
  // No context: IBANs were stored without one, and the stored blobs must keep decrypting.
  return {
    encrypt: (iban) => cipher.encrypt(iban),
    decrypt: (blob) => cipher.decrypt(blob),
  };
}

/** "DE89370400440532013000" → "DE89 •••• 3000": enough to recognise, not enough to use. */
export function maskIban(iban: string): string {
  return `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;
}
