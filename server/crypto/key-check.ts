import { createHmac } from "node:crypto";
import { ConfigError } from "../config.ts";
import type { Db } from "../db/schema.ts";
import { deriveKey } from "./cipher.ts";

export interface KeyInUse {
  /** The variable that configures it; the check is stored under this name. */
  variable: string;
  key: Buffer;
  /** Where the key was generated, when it was not configured. */
  file?: string;
}

function checkValue(key: Buffer): string {
  return createHmac("sha256", deriveKey(key, "key-check")).update("key-check v1").digest("hex");
}

/**
 * Data encrypted under one key cannot be read with another: a start with a different key would
 * refuse the right PINs, lose card links and call valid IBANs invalid. So the first start stores a
 * check value per key, and every later start (or another instance) must present the same key.
 */
export async function checkKey(db: Db, { variable, key, file }: KeyInUse): Promise<void> {
  const expected = checkValue(key);
  // Of several instances starting at once, the first one's key is stored; the others compare.
  await db
    .insertInto("key_checks")
    .values({ name: variable, check_value: expected })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const stored = await db
    .selectFrom("key_checks")
    .select("check_value")
    .where("name", "=", variable)
    .executeTakeFirstOrThrow();
  if (stored.check_value === expected) return;
  const source = file ? `the key generated into ${file}` : `the configured ${variable}`;
  throw new ConfigError(
    `${variable} is not the key the stored data were encrypted with (${source} does not match ` +
      `the database's key check). Start with the key used before: set ${variable} to it` +
      `${file ? ` or restore ${file}` : ""}. With another key the stored data cannot be read.`,
  );
}
