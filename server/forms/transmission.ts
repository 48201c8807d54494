import { randomBytes } from "node:crypto";
import type { HubId } from "../../core/content/common.ts";
import type { FormDefinition } from "../../core/forms/definition.ts";
import { formText } from "../../core/forms/fields.ts";
import { requestSummary } from "../../core/forms/template.ts";
import { formatDateTime } from "../../core/format.ts";
import { isLocale, type Locale } from "../../core/locale.ts";
import { wallClockAt } from "../../core/time.ts";
import { hubSiteUrl, pageLink } from "../outbox/links.ts";
import { tokenHash } from "./crypto.ts";
import {
  secureLinkLifetimeMs,
  transmittedRetentionMs,
  type FormServiceDeps,
  type StoredSensitive,
  type SubmissionRow,
} from "./rules.ts";
import { formReceiptMail } from "./receipt-mail.ts";
import { senderAddress, transmissionMail } from "./transmission-mail.ts";

/**
 * Sends a verified submission to its recipient, exactly once: its values go into the mail, the
 * card data (if any) stay encrypted behind a one-time link for 14 days. False when another
 * verify sent it first.
 */
export function transmission(deps: FormServiceDeps) {
  const { db, clock, config, content, cipher } = deps;
  const recipients = { hotel: config.HOTEL_EMAIL } as const;

  /** The stored values, ordinary and sensitive (still pending), decrypted. */
  function valuesOf(row: SubmissionRow, fieldsEncrypted: string) {
    const ordinary = JSON.parse(cipher.decrypt(fieldsEncrypted, `${row.id}:fields`)) as Record<
      string,
      string
    >;
    const sensitive = row.sensitive_encrypted
      ? (JSON.parse(
          cipher.decrypt(row.sensitive_encrypted, `${row.id}:sensitive-pending`),
        ) as Record<string, string>)
      : null;
    return { values: { ...ordinary, ...sensitive }, sensitive };
  }

  /** The recipient's mail, with the card link when there are card data. */
  function mailOf(
    definition: FormDefinition,
    row: SubmissionRow,
    values: Record<string, string>,
    token: string | null,
    secureExpires: Date,
  ) {
    const hubId = row.hub_id as HubId;
    const timeZone = content[hubId]?.hub.timeZone ?? "Europe/Berlin";
    const link = token
      ? {
          secure_link: pageLink(hubSiteUrl(config, hubId), `/_form/card/${token}`),
          secure_link_expires: formatDateTime(
            wallClockAt(secureExpires, timeZone),
            definition.mailLocale,
          ),
        }
      : {};
    return transmissionMail(definition, values, link);
  }

  /** The visitor's receipt in their language; replies reach the team. */
  function receiptOf(
    definition: FormDefinition,
    row: SubmissionRow,
    values: Record<string, string>,
  ) {
    const hubId = row.hub_id as HubId;
    const locale: Locale = isLocale(row.locale) ? row.locale : "de";
    const siteUrl = hubSiteUrl(config, hubId);
    const signTitle = content[hubId]?.hub.signTitle;
    const email = values[definition.verificationField] ?? "";
    return {
      to: email,
      ...formReceiptMail({
        locale,
        site: signTitle ? signTitle[locale] : siteUrl,
        siteUrl,
        formTitle: formText(definition.title, locale) ?? row.form_key,
        summary: requestSummary(definition, values, locale),
        email,
        contactUrl: pageLink(siteUrl, "/contact"),
      }),
    };
  }

  return async (
    definition: FormDefinition,
    row: SubmissionRow,
    fieldsEncrypted: string,
  ): Promise<boolean> => {
    const formId = row.id;
    const now = clock.now();
    const { values, sensitive } = valuesOf(row, fieldsEncrypted);
    const token = sensitive ? randomBytes(32).toString("hex") : null;
    const secureExpires = new Date(now.getTime() + secureLinkLifetimeMs);
    const mail = mailOf(definition, row, values, token, secureExpires);
    const stored: StoredSensitive | null = sensitive
      ? { values: sensitive, reference: mail.subject }
      : null;

    return db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable("form_submissions")
        .set({
          transmitted_at: now.toISOString(),
          fields_encrypted: null,
          sensitive_encrypted: stored
            ? cipher.encrypt(JSON.stringify(stored), `${formId}:sensitive`)
            : null,
          secure_token_hash: token ? tokenHash(token) : null,
          secure_expires_at: token ? secureExpires.toISOString() : null,
          delete_after: new Date(
            now.getTime() + (token ? secureLinkLifetimeMs : transmittedRetentionMs),
          ).toISOString(),
        })
        .where("id", "=", formId)
        .where("transmitted_at", "is", null)
        .returning("id")
        .executeTakeFirst();
      // A second verify running at the same time already sent it.
      if (!claimed) return false;
      await deps.mail.enqueue(trx, {
        to: recipients[definition.recipient],
        replyTo: values[definition.verificationField],
        from: senderAddress(mail.senderName, config.MAIL_FROM),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await deps.mail.enqueue(trx, receiptOf(definition, row, values));
      return true;
    });
  };
}
