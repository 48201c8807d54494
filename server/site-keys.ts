import { join } from "node:path";
import type { Config } from "./config.ts";
import { checkKey } from "./crypto/key-check.ts";
import type { Db } from "./db/schema.ts";
import { loadFormKey } from "./forms/crypto.ts";
import { loadResaleKey } from "./resale/iban-cipher.ts";

/*
 * The encryption keys at rest. Apart from the composition root, so that the services it builds
 * can name the keys' type without importing the module that builds them.
 */

export interface SiteKeys {
  /** FORM_ENCRYPTION_KEY: form submissions (card data). */
  form: Buffer;
  /** RESALE_KEY: resale IBANs. */
  resale: Buffer;
}

/**
 * The configured keys, or the ones generated into DATA_DIR; refused (ConfigError) when the
 * database's data were encrypted under others.
 */
export async function siteKeys(config: Config, db: Db): Promise<SiteKeys> {
  const { dataDir, FORM_ENCRYPTION_KEY, RESALE_KEY } = config;
  const generated = (configured: string | undefined, file: string) =>
    configured ? undefined : join(dataDir, file);
  const keys = {
    form: loadFormKey({ configured: FORM_ENCRYPTION_KEY, dataDir }),
    resale: loadResaleKey({ configured: RESALE_KEY, dataDir }),
  };
  await checkKey(db, {
    variable: "FORM_ENCRYPTION_KEY",
    key: keys.form,
    file: generated(FORM_ENCRYPTION_KEY, "form-key"),
  });
  await checkKey(db, {
    variable: "RESALE_KEY",
    key: keys.resale,
    file: generated(RESALE_KEY, "resale.key"),
  });
  return keys;
}
