import { randomBytes } from "node:crypto";
import type { Transaction } from "kysely";
import type { Database, Db } from "../db/schema.ts";

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

/**
 * Queues a mail for the worker (server/mail/worker.ts). Call it with the transaction that writes
 * the row the mail is about: both are committed together or not at all, so a crash can delay a
 * mail but never lose it or send one for a row that was rolled back.
 *
 * Outbox bookkeeping uses the machine's real time, not the app clock (which APP_NOW may pin to a
 * demo instant), so retry delays mean what they say.
 */
export async function enqueueMail(
  db: Db | Transaction<Database>,
  mail: OutgoingMail,
): Promise<void> {
  if (!mail.to.trim()) throw new Error("enqueueMail: empty recipient");
  const now = new Date().toISOString();
  await db
    .insertInto("mail_outbox")
    .values({
      message_key: randomBytes(16).toString("hex"),
      to_address: mail.to,
      from_address: mail.from ?? null,
      reply_to: mail.replyTo ?? null,
      list_unsubscribe: mail.listUnsubscribe ?? null,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      created_at: now,
      next_attempt_at: now,
    })
    .execute();
}
