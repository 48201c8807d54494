import { randomBytes } from "node:crypto";
import type { Transaction } from "kysely";
import { createCipher } from "../crypto/cipher.ts";
import type { Database, Db, MailOutboxTable } from "../db/schema.ts";

/** A mail as the features hand it over; `from` defaults to config MAIL_FROM. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Newsletter mails: the subscriber's unsubscribe link (List-Unsubscribe header). */
  listUnsubscribe?: string;
  from?: string;
}

export interface Outbox {
  /**
   * Queues a mail for the worker (server/mail/worker.ts). Call it with the transaction that writes
   * the row the mail is about: both are committed together or not at all, so a crash can delay a
   * mail but never lose it or send one for a row that was rolled back.
   */
  enqueue(db: Db | Transaction<Database>, mail: OutgoingMail): Promise<void>;
  /** The text and HTML of a queued mail; throws when they are gone (sent) or do not decrypt. */
  bodyOf(row: Pick<MailOutboxTable, "message_key" | "body_encrypted">): {
    text: string;
    html: string;
  };
}

/**
 * The outbox keeps mail bodies encrypted with the form key (FORM_ENCRYPTION_KEY): they carry PINs
 * and one-time card links, which the database alone must not give away. The worker deletes a
 * body once its mail is sent.
 *
 * Outbox bookkeeping uses the machine's real time, not the app clock (which APP_NOW may pin to a
 * demo instant), so retry delays mean what they say.
 */
export function createOutbox(formKey: Buffer): Outbox {
  const cipher = createCipher(formKey, "mail-outbox/aes-256-gcm");
  return {
    async enqueue(db, mail) {
      if (!mail.to.trim()) throw new Error("outbox: empty recipient");
      const now = new Date().toISOString();
      const messageKey = randomBytes(16).toString("hex");
      await db
        .insertInto("mail_outbox")
        .values({
          message_key: messageKey,
          to_address: mail.to,
          from_address: mail.from ?? null,
          reply_to: mail.replyTo ?? null,
          list_unsubscribe: mail.listUnsubscribe ?? null,
          subject: mail.subject,
          // The row's key is authenticated with it: a body moved to another row does not decrypt.
          body_encrypted: cipher.encrypt(
            JSON.stringify({ text: mail.text, html: mail.html }),
            messageKey,
          ),
          created_at: now,
          next_attempt_at: now,
        })
        .execute();
    },
    bodyOf(row) {
      if (!row.body_encrypted) throw new Error("the mail's text is no longer kept");
      return JSON.parse(cipher.decrypt(row.body_encrypted, row.message_key)) as {
        text: string;
        html: string;
      };
    },
  };
}
