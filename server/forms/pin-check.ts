import { formatPin } from "../../core/forms/pin.ts";
import { refusedFor } from "../result.ts";
import { reservePinAttempt, type AttemptLimit } from "./pin-attempts.ts";
import {
  clientPinLimit,
  mailboxPinLimit,
  maxPinAttempts,
  type FormRefusal,
  type FormServiceDeps,
  type SubmissionRow,
} from "./rules.ts";

/**
 * Checks a typed PIN against the submission's 5 tries and the limits across submissions;
 * returns what gives the reserved tries back, or the refusal.
 */
export function pinCheck({ db, clock, cipher }: Pick<FormServiceDeps, "db" | "clock" | "cipher">) {
  return async (
    row: SubmissionRow,
    pin: number,
    client: string,
  ): Promise<{ release: () => Promise<void> } | FormRefusal> => {
    const formId = row.id;
    // Reserve an attempt before comparing: concurrent guesses cannot exceed the limit.
    const reserved = await db
      .updateTable("form_submissions")
      .set((eb) => ({ pin_attempts: eb("pin_attempts", "+", 1) }))
      .where("id", "=", formId)
      .where("pin_attempts", "<", maxPinAttempts)
      .returning("pin_attempts")
      .executeTakeFirst();
    if (!reserved) return refusedFor("locked");
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
      return refusedFor("pin-limit");
    }
    if (!cipher.pinMatches(formId, formatPin(pin), row.pin_hash)) {
      const left = maxPinAttempts - reserved.pin_attempts;
      return left > 0 ? refusedFor("wrong-pin", { left }) : refusedFor("locked");
    }
    return {
      release: async () => {
        await across.release();
        await giveBack();
      },
    };
  };
}
