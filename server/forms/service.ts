import { randomBytes, randomInt } from "node:crypto";
import type { Selectable } from "kysely";
import { secureTokenSchema } from "../../core/api/form.ts";
import type { HubId } from "../../core/content/common.ts";
import type { ContentStore } from "../../core/content/store.ts";
import { formatDateTime } from "../../core/format.ts";
import { formAvailability } from "../../core/forms/availability.ts";
import type { FormDefinition } from "../../core/forms/definition.ts";
import { fieldsOf, formText } from "../../core/forms/fields.ts";
import { formatPin } from "../../core/forms/pin.ts";
import { validateSubmission, type FieldIssue } from "../../core/forms/validate.ts";
import type { Locale } from "../../core/locale.ts";
import { wallClockAt, type WallClock } from "../../core/time.ts";
import type { Clock } from "../clock.ts";
import type { Config } from "../config.ts";
import type { Db, FormSubmissionsTable } from "../db/schema.ts";
import { hubSiteUrl, pageLink } from "../outbox/links.ts";
import { mailboxKey } from "../outbox/mailbox.ts";
import { enqueueRequestedMail } from "../outbox/requested-mail.ts";
import type { MailQueue } from "../outbox/worker.ts";
import { formPinMail } from "./pin-mail.ts";
import { tokenHash, type FormCipher } from "./crypto.ts";
import { purgePinAttempts, reservePinAttempt, type AttemptLimit } from "./pin-attempts.ts";
import { senderAddress, transmissionMail } from "./transmission-mail.ts";

const hour = 3_600_000;
/** Spec: PINs expire; unverified submissions are deleted after 24 hours. */
export const pinLifetimeMs = 24 * hour;
/** The recipient's one-time link to the card data works for 14 days. */
export const secureLinkLifetimeMs = 14 * 24 * hour;
/** Spec: at most 5 wrong PINs per submission, then typing it is locked. */
export const maxPinAttempts = 5;
/**
 * Wrong typed PINs across submissions (docs/decisions/0010-hotel-pin-guessing.md): per mailbox of
 * the verification address, so new submissions bring no new tries, and per client network.
 */
const mailboxPinLimit = { max: 10, windowMs: 30 * 24 * hour };
const clientPinLimit = { max: 20, windowMs: 24 * hour };
/** Transmitted forms without sensitive values are kept this long to answer repeated verifies. */
const transmittedRetentionMs = 24 * hour;

/**
 * Why the service refused, with what the visitor's answer needs; the form router turns each
 * reason into an HTTP status and a text in the visitor's language.
 */
export type FormRefusal =
  | {
      reason:
        | "unknown-form"
        | "unknown-submission"
        | "pin-expired"
        | "locked"
        | "pin-limit"
        | "wrong-link-code"
        | "unknown-card-link"
        | "card-link-expired";
    }
  /** `lastDay`: the hotel page's last booking day, if it names one. */
  | { reason: "closed"; lastDay: WallClock | undefined }
  | { reason: "invalid"; issues: FieldIssue[]; definition: FormDefinition }
  | { reason: "wrong-pin"; left: number }
  | { reason: "card-read"; readAt: Date; timeZone: string };

export type FormResult<T extends object> = ({ ok: true } & T) | ({ ok: false } & FormRefusal);

const refused = <R extends FormRefusal>(refusal: R): { ok: false } & R => ({
  ok: false,
  ...refusal,
});

export interface FormServiceDeps {
  db: Db;
  clock: Clock;
  config: Pick<
    Config,
    "PUBLIC_URL" | "HUB_HOSTS" | "DEFAULT_HUB" | "HOTEL_EMAIL" | "MAIL_FROM" | "RATE_LIMIT_MAILS"
  >;
  content: ContentStore;
  cipher: FormCipher;
  definitions: Record<string, FormDefinition>;
  /** Queues mail in the submission's transaction; nudged after the commit. */
  mail: MailQueue;
}

export interface SensitiveRead {
  title: string;
  reference: string;
  fields: { identifier: string; label: string; value: string }[];
}

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

export interface FormService {
  readonly definitions: Record<string, FormDefinition>;
  submit(input: {
    formKey: string;
    formFields: unknown;
    hubId: HubId;
    locale: Locale;
  }): Promise<FormResult<{ formId: string }>>;
  /**
   * `client`: the visitor's network (clientNetwork), for the limit on wrong PINs per client.
   * `transmitted`: false when an earlier verify already sent the request.
   */
  verify(
    input: { formId: string; client: string } & VerifyProof,
  ): Promise<FormResult<{ transmitted: boolean }>>;
  /** `locale`: the language of the form's title and labels. */
  readSensitive(input: { token: string; locale: Locale }): Promise<FormResult<SensitiveRead>>;
  /** The PIN step of a submission that is neither expired nor gone. */
  pendingStep(input: { formId: string }): Promise<FormResult<PendingStep>>;
  /**
   * Mails a new PIN (and the link) for a pending submission in the visitor's language, within
   * the inbox's mail budget; the earlier PIN stops working, the tries and the expiry stay.
   */
  resendPin(input: { formId: string; locale: Locale }): Promise<FormResult<PendingStep>>;
  /** Deletes unverified submissions after 24 h and transmitted ones once their link expired. */
  purge(): Promise<{ deleted: number }>;
}

/** The PIN the visitor typed, or the code from the link in the PIN mail. */
export type VerifyProof = { pin: number } | { linkCode: string };

type SubmissionRow = Selectable<FormSubmissionsTable>;

/** `alex@example.org` → `a•••@example.org`: enough to recognise the address, not to learn it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return at < 1 ? "•••" : `${email.slice(0, 1)}•••${email.slice(at)}`;
}

interface StoredSensitive {
  values: Record<string, string>;
  reference: string;
}

export function createFormService(deps: FormServiceDeps): FormService {
  const { db, clock, config, content, cipher, definitions } = deps;
  const recipients = { hotel: config.HOTEL_EMAIL } as const;

  /** The mail with a submission's PIN and its link (128-bit code). */
  function pinMailOf(input: {
    formId: string;
    formKey: string;
    hubId: HubId;
    locale: Locale;
    pin: string;
  }) {
    const { formId, formKey, hubId, locale, pin } = input;
    const signTitle = content[hubId].hub.signTitle;
    const definition = definitions[formKey];
    return formPinMail({
      locale,
      site: formText(signTitle, locale) ?? signTitle.de,
      formTitle: (definition && formText(definition.title, locale)) ?? formKey,
      pin,
      transmitUrl: pageLink(hubSiteUrl(config, hubId), "/_form/form-transmit", {
        formId,
        pin: cipher.linkCode(formId),
      }),
    });
  }

  /** A submission whose PIN step may still be shown: not expired, not deleted. */
  async function stepRow(formId: string): Promise<FormResult<{ row: SubmissionRow }>> {
    const row = await db
      .selectFrom("form_submissions")
      .selectAll()
      .where("id", "=", formId)
      .executeTakeFirst();
    const nowIso = clock.now().toISOString();
    if (!row) return refused({ reason: "unknown-submission" });
    // As for verify: until the purge removes it, an expired submission says why.
    if (!row.transmitted_at && row.pin_expires_at <= nowIso) {
      return refused({ reason: "pin-expired" });
    }
    if (row.delete_after <= nowIso) return refused({ reason: "unknown-submission" });
    return { ok: true, row };
  }

  /** The verification address of a pending submission (its ordinary fields are still stored). */
  function verificationAddress(row: SubmissionRow): string {
    const definition = definitions[row.form_key];
    if (!definition || !row.fields_encrypted) return "";
    const fields = JSON.parse(cipher.decrypt(row.fields_encrypted, `${row.id}:fields`)) as Record<
      string,
      string
    >;
    return fields[definition.verificationField] ?? "";
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
  /** `deleted`: submissions removed. */
  async function purge(): Promise<{ deleted: number }> {
    const now = clock.now();
    const result = await db
      .deleteFrom("form_submissions")
      .where("delete_after", "<=", now.toISOString())
      .executeTakeFirst();
    await purgePinAttempts(db, now, Math.max(mailboxPinLimit.windowMs, clientPinLimit.windowMs));
    return { deleted: Number(result.numDeletedRows) };
  }

  /**
   * Checks a typed PIN against the submission's 5 tries and the limits across submissions;
   * returns what gives the reserved tries back, or the refusal.
   */
  async function checkPin(
    row: SubmissionRow,
    pin: number,
    client: string,
  ): Promise<{ release: () => Promise<void> } | FormRefusal> {
    const formId = row.id;
    // Reserve an attempt before comparing: concurrent guesses cannot exceed the limit.
    const reserved = await db
      .updateTable("form_submissions")
      .set((eb) => ({ pin_attempts: eb("pin_attempts", "+", 1) }))
      .where("id", "=", formId)
      .where("pin_attempts", "<", maxPinAttempts)
      .returning("pin_attempts")
      .executeTakeFirst();
    if (!reserved) return { reason: "locked" };
    const giveBack = async () => {
      await db
        .updateTable("form_submissions")
        .set((eb) => ({ pin_attempts: eb("pin_attempts", "-", 1) }))
        .where("id", "=", formId)
        .execute();
    };
    const limits: AttemptLimit[] = [
      { subject: cipher.subjectKey(`client:${client}`), ...clientPinLimit },
    ];
    // Submissions from before the mailbox limit have no key; they expire within 24 hours.
    if (row.mailbox_key) limits.push({ subject: row.mailbox_key, ...mailboxPinLimit });
    const across = await reservePinAttempt(db, clock.now(), limits);
    if (!across) {
      await giveBack();
      return { reason: "pin-limit" };
    }
    if (!cipher.pinMatches(formId, formatPin(pin), row.pin_hash)) {
      const left = maxPinAttempts - reserved.pin_attempts;
      return left > 0 ? { reason: "wrong-pin", left } : { reason: "locked" };
    }
    return {
      release: async () => {
        await across.release();
        await giveBack();
      },
    };
  }

  return {
    definitions,

    async submit({ formKey, formFields, hubId, locale }) {
      const definition = Object.hasOwn(definitions, formKey) ? definitions[formKey] : undefined;
      if (!definition) return refused({ reason: "unknown-form" });
      const hub = content[hubId];
      const now = clock.now();
      const availability = formAvailability(definition, hub, now);
      if (availability.state === "unavailable") return refused({ reason: "unknown-form" });
      if (availability.state === "closed") {
        return refused({ reason: "closed", lastDay: hub.pages.hotel?.bookingUntil });
      }
      const result = validateSubmission(definition, formFields);
      if (!result.ok) return refused({ reason: "invalid", issues: result.issues, definition });

      const ordinary: Record<string, string> = {};
      const sensitive: Record<string, string> = {};
      for (const field of fieldsOf(definition)) {
        const value = result.values[field.identifier] ?? "";
        (field.sensitive ? sensitive : ordinary)[field.identifier] = value;
      }
      const formId = randomBytes(16).toString("hex");
      const pin = formatPin(randomInt(0, 10_000));
      const expiresAt = new Date(now.getTime() + pinLifetimeMs).toISOString();
      const hasSensitive = Object.keys(sensitive).length > 0;
      const pinMail = pinMailOf({ formId, formKey, hubId, locale, pin });

      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("form_submissions")
          .values({
            id: formId,
            form_key: formKey,
            hub_id: hubId,
            locale,
            fields_encrypted: cipher.encrypt(JSON.stringify(ordinary), `${formId}:fields`),
            sensitive_encrypted: hasSensitive
              ? cipher.encrypt(JSON.stringify(sensitive), `${formId}:sensitive-pending`)
              : null,
            pin_hash: cipher.pinHash(formId, pin),
            mailbox_key: cipher.subjectKey(
              `mailbox:${mailboxKey(result.values[definition.verificationField] ?? "")}`,
            ),
            pin_expires_at: expiresAt,
            created_at: now.toISOString(),
            delete_after: expiresAt,
          })
          .execute();
        await enqueueRequestedMail(
          deps.mail,
          trx,
          { to: result.values[definition.verificationField] ?? "", ...pinMail },
          { clock, config },
        );
      });
      deps.mail.nudge();
      return { ok: true, formId };
    },

    async verify(input) {
      const { formId } = input;
      const row = await db
        .selectFrom("form_submissions")
        .selectAll()
        .where("id", "=", formId)
        .executeTakeFirst();
      const now = clock.now();
      const nowIso = now.toISOString();
      if (!row) return refused({ reason: "unknown-submission" });
      // Until the purge job removes it, an expired submission says why it no longer works.
      if (!row.transmitted_at && row.pin_expires_at <= nowIso) {
        return refused({ reason: "pin-expired" });
      }
      if (row.delete_after <= nowIso) return refused({ reason: "unknown-submission" });
      // Gives back the tries a right PIN reserved: it was no wrong guess.
      let release = async () => {};
      if ("linkCode" in input) {
        // The link proves the mailbox (128 bits), so typed-PIN locks do not apply to it.
        if (!cipher.linkCodeMatches(formId, input.linkCode)) {
          return refused({ reason: "wrong-link-code" });
        }
      } else {
        const checked = await checkPin(row, input.pin, input.client);
        if (!("release" in checked)) return refused(checked);
        release = checked.release;
      }
      if (row.transmitted_at || !row.fields_encrypted) {
        await release();
        return { ok: true, transmitted: false };
      }

      const definition = definitions[row.form_key];
      if (!definition) return refused({ reason: "unknown-form" });
      const ordinary = JSON.parse(
        cipher.decrypt(row.fields_encrypted, `${formId}:fields`),
      ) as Record<string, string>;
      const sensitive = row.sensitive_encrypted
        ? (JSON.parse(
            cipher.decrypt(row.sensitive_encrypted, `${formId}:sensitive-pending`),
          ) as Record<string, string>)
        : null;
      const values = { ...ordinary, ...sensitive };
      const hubId = row.hub_id as HubId;
      const timeZone = content[hubId]?.hub.timeZone ?? "Europe/Berlin";

      const token = sensitive ? randomBytes(32).toString("hex") : null;
      const secureExpires = new Date(now.getTime() + secureLinkLifetimeMs);
      const mail = transmissionMail(
        definition,
        values,
        token
          ? {
              secure_link: pageLink(hubSiteUrl(config, hubId), `/_form/card/${token}`),
              secure_link_expires: formatDateTime(
                wallClockAt(secureExpires, timeZone),
                definition.mailLocale,
              ),
            }
          : {},
      );
      const stored: StoredSensitive | null = sensitive
        ? { values: sensitive, reference: mail.subject }
        : null;

      const sent = await db.transaction().execute(async (trx) => {
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
        return true;
      });
      await release();
      if (sent) deps.mail.nudge();
      return { ok: true, transmitted: sent };
    },

    async pendingStep({ formId }) {
      const step = await stepRow(formId);
      return step.ok ? { ok: true, ...stepOf(step.row) } : step;
    },

    async resendPin({ formId, locale }) {
      const step = await stepRow(formId);
      if (!step.ok) return step;
      const { row } = step;
      if (row.transmitted_at) return { ok: true, ...stepOf(row) };
      const pin = formatPin(randomInt(0, 10_000));
      const mail = pinMailOf({
        formId,
        formKey: row.form_key,
        hubId: row.hub_id as HubId,
        locale,
        pin,
      });
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("form_submissions")
          .set({ pin_hash: cipher.pinHash(formId, pin) })
          .where("id", "=", formId)
          .where("transmitted_at", "is", null)
          .execute();
        // Throws when the inbox's mail budget is spent; the old PIN then stays valid.
        await enqueueRequestedMail(
          deps.mail,
          trx,
          { to: verificationAddress(row), ...mail },
          { clock, config },
        );
      });
      deps.mail.nudge();
      return { ok: true, ...stepOf(row) };
    },

    async readSensitive({ token, locale }) {
      if (!secureTokenSchema.safeParse(token).success) {
        return refused({ reason: "unknown-card-link" });
      }
      const row = await db
        .selectFrom("form_submissions")
        .selectAll()
        .where("secure_token_hash", "=", tokenHash(token))
        .executeTakeFirst();
      const now = clock.now();
      if (!row || row.delete_after <= now.toISOString()) {
        return refused({ reason: "unknown-card-link" });
      }
      const timeZone = content[row.hub_id as HubId]?.hub.timeZone ?? "Europe/Berlin";
      const alreadyRead = (readAt: string) =>
        refused({ reason: "card-read", readAt: new Date(readAt), timeZone });
      if (row.secure_read_at) return alreadyRead(row.secure_read_at);
      if (
        !row.sensitive_encrypted ||
        !row.secure_expires_at ||
        row.secure_expires_at <= now.toISOString()
      ) {
        return refused({ reason: "card-link-expired" });
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
    },

    purge,
  };
}
