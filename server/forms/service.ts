import { randomInt } from "node:crypto";
import type { HubId } from "../../core/content/common.ts";
import type { FormDefinition } from "../../core/forms/definition.ts";
import { formatPin } from "../../core/forms/pin.ts";
import type { Locale } from "../../core/locale.ts";
import { requestedMailTransaction, type TooManyMails } from "../outbox/requested-mail.ts";
import { refusedFor, succeeded } from "../result.ts";
import { cardLink, type SensitiveRead } from "./card-link.ts";
import { purgePinAttempts } from "./pin-attempts.ts";
import { pinCheck } from "./pin-check.ts";
import { clientPinLimit, mailboxPinLimit, type FormResult, type FormServiceDeps } from "./rules.ts";
import { submission } from "./submission.ts";
import { submissionSteps, type PendingStep } from "./submission-step.ts";
import { transmission } from "./transmission.ts";

export {
  maxPinAttempts,
  type FormRefusal,
  type FormResult,
  type FormServiceDeps,
} from "./rules.ts";
export { maskEmail } from "./submission-step.ts";

export interface FormService {
  readonly definitions: Record<string, FormDefinition>;
  submit(input: {
    formKey: string;
    formFields: unknown;
    hubId: HubId;
    locale: Locale;
  }): Promise<FormResult<{ formId: string }, TooManyMails>>;
  /**
   * `client`: the visitor's network (clientNetwork), for the limit on wrong PINs per client.
   * `transmitted`: false when an earlier verify already sent the request; `email`: where the
   * recipient answers (the page's success names it).
   */
  verify(
    input: { formId: string; client: string } & VerifyProof,
  ): Promise<FormResult<{ transmitted: boolean; email?: string }>>;
  /** `locale`: the language of the form's title and labels. */
  readSensitive(input: { token: string; locale: Locale }): Promise<FormResult<SensitiveRead>>;
  /** The PIN step of a submission that is neither expired nor gone. */
  pendingStep(input: { formId: string }): Promise<FormResult<PendingStep>>;
  /**
   * Mails a new PIN (and the link) for a pending submission in the visitor's language, within
   * the inbox's mail budget; the earlier PIN stops working, the tries and the expiry stay.
   */
  resendPin(input: {
    formId: string;
    locale: Locale;
  }): Promise<FormResult<PendingStep, TooManyMails>>;
  /** Deletes unverified submissions after 24 h and transmitted ones once their link expired. */
  purge(): Promise<{ deleted: number }>;
}

/** The PIN the visitor typed, or the code from the link in the PIN mail. */
export type VerifyProof = { pin: number } | { linkCode: string };

/**
 * The dynamic forms (hotel request): submit, verify by PIN or link, transmit once, show the card
 * data once. Each step is its own module; this one puts them together.
 */
export function createFormService(deps: FormServiceDeps): FormService {
  const { db, clock, cipher, definitions } = deps;
  const steps = submissionSteps(deps);
  const checkPin = pinCheck(deps);
  const transmit = transmission(deps);

  return {
    definitions,
    submit: submission(deps, steps),

    async verify(input) {
      const pending = await steps.pendingRow(input.formId);
      if (!pending.ok) return pending;
      const { row } = pending;
      // Gives back the tries a right PIN reserved: it was no wrong guess.
      let release = async () => {};
      if ("linkCode" in input) {
        // The link proves the mailbox (128 bits), so typed-PIN locks do not apply to it.
        if (!cipher.linkCodeMatches(row.id, input.linkCode)) {
          return refusedFor("wrong-link-code");
        }
      } else {
        const checked = await checkPin(row, input.pin, input.client);
        if (!("release" in checked)) return checked;
        release = checked.release;
      }
      if (row.transmitted_at || !row.fields_encrypted) {
        await release();
        return { ok: true, transmitted: false };
      }
      const definition = definitions[row.form_key];
      if (!definition) {
        await release();
        return refusedFor("unknown-form");
      }
      const email = steps.verificationAddress(row);
      const sent = await transmit(definition, row, row.fields_encrypted);
      await release();
      if (sent) deps.mail.nudge();
      return { ok: true, transmitted: sent, email };
    },

    async pendingStep({ formId }) {
      const step = await steps.pendingRow(formId);
      return step.ok ? { ok: true, ...steps.stepOf(step.row) } : step;
    },

    async resendPin({ formId, locale }) {
      const step = await steps.pendingRow(formId);
      if (!step.ok) return step;
      const { row } = step;
      if (row.transmitted_at) return { ok: true, ...steps.stepOf(row) };
      const pin = formatPin(randomInt(0, 10_000));
      const mail = steps.pinMailOf({
        formId,
        formKey: row.form_key,
        hubId: row.hub_id as HubId,
        locale,
        pin,
        values: steps.ordinaryValues(row),
      });
      // When the inbox's mail budget is spent, nothing is kept: the old PIN stays valid.
      const resent = await requestedMailTransaction(
        { db, outbox: deps.mail, clock, config: deps.config },
        async (trx, requestMail) => {
          await trx
            .updateTable("form_submissions")
            .set({ pin_hash: cipher.pinHash(formId, pin) })
            .where("id", "=", formId)
            .where("transmitted_at", "is", null)
            .execute();
          await requestMail({ to: steps.verificationAddress(row), ...mail });
          return succeeded;
        },
      );
      if (!resent.ok) return resent;
      deps.mail.nudge();
      return { ok: true, ...steps.stepOf(row) };
    },

    readSensitive: cardLink(deps),

    /** `deleted`: submissions removed. */
    async purge() {
      const now = clock.now();
      const result = await db
        .deleteFrom("form_submissions")
        .where("delete_after", "<=", now.toISOString())
        .executeTakeFirst();
      await purgePinAttempts(db, now, Math.max(mailboxPinLimit.windowMs, clientPinLimit.windowMs));
      return { deleted: Number(result.numDeletedRows) };
    },
  };
}
