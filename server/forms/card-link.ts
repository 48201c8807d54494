import { secureTokenSchema } from "../../core/api/form.ts";
import type { HubId } from "../../core/content/common.ts";
import { fieldsOf, formText } from "../../core/forms/fields.ts";
import type { Locale } from "../../core/locale.ts";
import { tokenHash } from "./crypto.ts";
import { refusedFor } from "../result.ts";
import type { FormResult, FormServiceDeps, StoredSensitive } from "./rules.ts";

export interface SensitiveRead {
  title: string;
  reference: string;
  fields: { identifier: string; label: string; value: string }[];
}

/**
 * The recipient's one-time link: shows the card data once, then forgets them; a second read says
 * when the first one was.
 */
export function cardLink({ db, clock, content, cipher, definitions }: FormServiceDeps) {
  return async ({
    token,
    locale,
  }: {
    token: string;
    locale: Locale;
  }): Promise<FormResult<SensitiveRead>> => {
    if (!secureTokenSchema.safeParse(token).success) {
      return refusedFor("unknown-card-link");
    }
    const row = await db
      .selectFrom("form_submissions")
      .selectAll()
      .where("secure_token_hash", "=", tokenHash(token))
      .executeTakeFirst();
    const now = clock.now();
    if (!row || row.delete_after <= now.toISOString()) {
      return refusedFor("unknown-card-link");
    }
    const timeZone = content[row.hub_id as HubId]?.hub.timeZone ?? "Europe/Berlin";
    const alreadyRead = (readAt: string) =>
      refusedFor("card-read", { readAt: new Date(readAt), timeZone });
    if (row.secure_read_at) return alreadyRead(row.secure_read_at);
    if (
      !row.sensitive_encrypted ||
      !row.secure_expires_at ||
      row.secure_expires_at <= now.toISOString()
    ) {
      return refusedFor("card-link-expired");
    }
    // Decrypted before the link counts as read: a failure (a wrong key) leaves the data there.
    const stored = JSON.parse(
      cipher.decrypt(row.sensitive_encrypted, `${row.id}:sensitive`),
    ) as StoredSensitive;
    const claimed = await db
      .updateTable("form_submissions")
      .set({ secure_read_at: now.toISOString(), sensitive_encrypted: null })
      .where("id", "=", row.id)
      .where("secure_read_at", "is", null)
      .returning("id")
      .executeTakeFirst();
    if (!claimed) return alreadyRead(now.toISOString());
    const definition = definitions[row.form_key];
    const fields = definition ? fieldsOf(definition).filter((f) => f.sensitive) : [];
    return {
      ok: true,
      title: definition ? (formText(definition.title, locale) ?? row.form_key) : row.form_key,
      reference: stored.reference,
      fields: fields.map((field) => ({
        identifier: field.identifier,
        label: formText(field.label, locale) ?? field.identifier,
        value: stored.values[field.identifier] ?? "",
      })),
    };
  };
}
