import { randomBytes, randomInt } from "node:crypto";
import type { HubId } from "../../core/content/common.ts";
import { formAvailability } from "../../core/forms/availability.ts";
import type { FormDefinition } from "../../core/forms/definition.ts";
import { fieldsOf } from "../../core/forms/fields.ts";
import { formatPin } from "../../core/forms/pin.ts";
import { validateSubmission } from "../../core/forms/validate.ts";
import type { Locale } from "../../core/locale.ts";
import { wallClockAt } from "../../core/time.ts";
import { mailboxKey } from "../outbox/mailbox.ts";
import { requestedMailTransaction, type TooManyMails } from "../outbox/requested-mail.ts";
import { refusedFor } from "../result.ts";
import { pinLifetimeMs, type FormResult, type FormServiceDeps } from "./rules.ts";
import type { submissionSteps } from "./submission-step.ts";

/** The submitted values, split into those the PIN mail step may keep and the card data. */
function splitSensitive(definition: FormDefinition, values: Record<string, string>) {
  const ordinary: Record<string, string> = {};
  const sensitive: Record<string, string> = {};
  for (const field of fieldsOf(definition)) {
    const value = values[field.identifier] ?? "";
    (field.sensitive ? sensitive : ordinary)[field.identifier] = value;
  }
  return { ordinary, sensitive: Object.keys(sensitive).length > 0 ? sensitive : null };
}

/**
 * A visitor's submission: checked against the form, stored encrypted until its PIN is verified,
 * and its PIN mailed to the verification address, within that inbox's mail budget.
 */
export function submission(
  deps: FormServiceDeps,
  { pinMailOf }: Pick<ReturnType<typeof submissionSteps>, "pinMailOf">,
) {
  const { db, clock, config, content, cipher, definitions } = deps;
  return async ({
    formKey,
    formFields,
    hubId,
    locale,
  }: {
    formKey: string;
    formFields: unknown;
    hubId: HubId;
    locale: Locale;
  }): Promise<FormResult<{ formId: string }, TooManyMails>> => {
    const definition = Object.hasOwn(definitions, formKey) ? definitions[formKey] : undefined;
    if (!definition) return refusedFor("unknown-form");
    const hub = content[hubId];
    const now = clock.now();
    const availability = formAvailability(definition, hub, now);
    if (availability.state === "unavailable") return refusedFor("unknown-form");
    if (availability.state === "closed") {
      return refusedFor("closed", { lastDay: hub.pages.hotel?.bookingUntil });
    }
    // A card's expiry is judged by the current month in the city's zone.
    const month = wallClockAt(now, hub.hub.timeZone);
    const result = validateSubmission(definition, formFields, month);
    if (!result.ok) return refusedFor("invalid", { issues: result.issues, definition });
    const { ordinary, sensitive } = splitSensitive(definition, result.values);
    const verificationAddress = result.values[definition.verificationField] ?? "";
    const formId = randomBytes(16).toString("hex");
    const pin = formatPin(randomInt(0, 10_000));
    const expiresAt = new Date(now.getTime() + pinLifetimeMs).toISOString();
    const pinMail = pinMailOf({ formId, formKey, hubId, locale, pin, values: ordinary });

    const stored = await requestedMailTransaction(
      { db, outbox: deps.mail, clock, config },
      async (trx, requestMail) => {
        await trx
          .insertInto("form_submissions")
          .values({
            id: formId,
            form_key: formKey,
            hub_id: hubId,
            locale,
            fields_encrypted: cipher.encrypt(JSON.stringify(ordinary), `${formId}:fields`),
            sensitive_encrypted: sensitive
              ? cipher.encrypt(JSON.stringify(sensitive), `${formId}:sensitive-pending`)
              : null,
            pin_hash: cipher.pinHash(formId, pin),
            mailbox_key: cipher.subjectKey(`mailbox:${mailboxKey(verificationAddress)}`),
            pin_expires_at: expiresAt,
            created_at: now.toISOString(),
            delete_after: expiresAt,
          })
          .execute();
        await requestMail({ to: verificationAddress, ...pinMail });
        return { ok: true as const, formId };
      },
    );
    if (stored.ok) deps.mail.nudge();
    return stored;
  };
}
