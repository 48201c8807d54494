import type { HubId } from "../../core/content/common.ts";
import { formText } from "../../core/forms/fields.ts";
import { transmitPagePath } from "../../core/forms/pin.ts";
import { requestSummary } from "../../core/forms/template.ts";
import type { Locale } from "../../core/locale.ts";
import { hubSiteUrl, pageLink } from "../outbox/links.ts";
import { refusedFor } from "../result.ts";
import { formPinMail } from "./pin-mail.ts";
import {
  maxPinAttempts,
  type FormResult,
  type FormServiceDeps,
  type SubmissionRow,
} from "./rules.ts";

/**
 * A pending PIN step as the page may show it again (after a reload): nothing the visitor did not
 * type or already learn, the address masked (docs/decisions/0027-form-states.md).
 */
export interface PendingStep {
  formKey: string;
  /** True once the request went out (the link in the mail, or another tab). */
  transmitted: boolean;
  /** The verification address as `a•••@example.org`. */
  email: string;
  /** Typed PINs this submission still accepts (the limits across submissions may refuse sooner). */
  triesLeft: number;
  /** When the PIN and the link stop working (ISO 8601). */
  expiresAt: string;
}

/** `alex@example.org` → `a•••@example.org`: enough to recognise the address, not to learn it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return at < 1 ? "•••" : `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/** A submission's PIN step: finding it, what the page may show of it, and its PIN mail. */
export function submissionSteps({
  db,
  clock,
  config,
  content,
  cipher,
  definitions,
}: FormServiceDeps) {
  /** A submission whose PIN still works: not expired, not deleted. */
  async function pendingRow(formId: string): Promise<FormResult<{ row: SubmissionRow }>> {
    const row = await db
      .selectFrom("form_submissions")
      .selectAll()
      .where("id", "=", formId)
      .executeTakeFirst();
    const nowIso = clock.now().toISOString();
    if (!row) return refusedFor("unknown-submission");
    // Until the purge job removes it, an expired submission says why it no longer works.
    if (!row.transmitted_at && row.pin_expires_at <= nowIso) {
      return refusedFor("pin-expired");
    }
    if (row.delete_after <= nowIso) return refusedFor("unknown-submission");
    return { ok: true, row };
  }

  /** The fields other than card data of a pending submission (stored until it is sent). */
  function ordinaryValues(row: SubmissionRow): Record<string, string> {
    if (!row.fields_encrypted) return {};
    return JSON.parse(cipher.decrypt(row.fields_encrypted, `${row.id}:fields`)) as Record<
      string,
      string
    >;
  }

  /** The verification address of a pending submission. */
  function verificationAddress(row: SubmissionRow): string {
    const definition = definitions[row.form_key];
    if (!definition) return "";
    return ordinaryValues(row)[definition.verificationField] ?? "";
  }

  function stepOf(row: SubmissionRow): PendingStep {
    return {
      formKey: row.form_key,
      transmitted: row.transmitted_at !== null,
      email: row.transmitted_at ? "" : maskEmail(verificationAddress(row)),
      triesLeft: Math.max(0, maxPinAttempts - row.pin_attempts),
      expiresAt: row.pin_expires_at,
    };
  }

  /** The mail with a submission's PIN and its link (128-bit code). */
  function pinMailOf(input: {
    formId: string;
    formKey: string;
    hubId: HubId;
    locale: Locale;
    pin: string;
    /** The submission's fields other than card data, for the summary of what the PIN confirms. */
    values: Record<string, string>;
  }) {
    const { formId, formKey, hubId, locale, pin, values } = input;
    const signTitle = content[hubId].hub.signTitle;
    const definition = definitions[formKey];
    const siteUrl = hubSiteUrl(config, hubId);
    return formPinMail({
      locale,
      site: formText(signTitle, locale) ?? signTitle.de,
      siteUrl,
      formTitle: (definition && formText(definition.title, locale)) ?? formKey,
      summary: definition ? requestSummary(definition, values, locale) : [],
      pin,
      transmitUrl: pageLink(siteUrl, transmitPagePath, {
        formId,
        pin: cipher.linkCode(formId),
      }),
    });
  }

  return { pendingRow, ordinaryValues, verificationAddress, stepOf, pinMailOf };
}
