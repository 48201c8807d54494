import { randomBytes } from "node:crypto";
import type { Transaction } from "kysely";
import { createCipher } from "../crypto/cipher.ts";
import type { Database, Db, MailOutboxTable, OutboxChannel } from "../db/schema.ts";

/**
 * A mail as the features hand it over; `from` defaults to config MAIL_FROM. Reply-To: `replyTo`
 * where the sender names who answers (the visitor, on mails to the team or the hotel), else the
 * organiser where the text asks for a reply (`invitesReply`, set by the template), else none
 * (docs/decisions/0063-reply-to.md).
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  invitesReply?: boolean;
  /** Newsletter mails: the subscriber's unsubscribe link (List-Unsubscribe header). */
  listUnsubscribe?: string;
  from?: string;
}

/**
 * A message for a channel other than mail (a messenger channel): `to` is the chat, `subject`
 * what the team's list of undelivered messages shows, `body` what the channel's transport sends.
 */
export interface ChannelMessage {
  channel: Exclude<OutboxChannel, "mail">;
  to: string;
  subject: string;
  body: Record<string, unknown>;
}

export interface Outbox {
  /**
   * Queues a mail for the worker (server/outbox/worker.ts). Call it with the transaction that writes
   * the row the mail is about: both are committed together or not at all, so a crash can delay a
   * mail but never lose it or send one for a row that was rolled back.
   */
  enqueue(db: Db | Transaction<Database>, mail: OutgoingMail): Promise<void>;
  /** Queues a channel message in the caller's transaction, sent and retried like a mail. */
  enqueueMessage(db: Db | Transaction<Database>, message: ChannelMessage): Promise<void>;
  /** The body of a queued channel message (as enqueued); throws like bodyOf. */
  messageBodyOf(
    row: Pick<MailOutboxTable, "message_key" | "body_encrypted">,
  ): Record<string, unknown>;
  /** The text and HTML of a queued mail; throws when they are gone (sent) or do not decrypt. */
  bodyOf(row: Pick<MailOutboxTable, "message_key" | "body_encrypted">): {
    text: string;
    html: string;
  };
}

/**
 * The outbox keeps mail bodies encrypted with the form key (FORM_ENCRYPTION_KEY): they carry PINs
 * and one-time card links, which the database alone must not give away. The worker deletes a
 * body once its mail is sent. `organiser` (config ORGANISER_EMAIL) is the Reply-To of the mails
 * that ask for a reply.
 *
 * Outbox bookkeeping uses the machine's real time, not the app clock (which APP_NOW may pin to a
 * demo instant), so retry delays mean what they say.
 */
export function createOutbox(formKey: Buffer, organiser: string): Outbox {
  const cipher = createCipher(formKey, "mail-outbox/aes-256-gcm");
  async function insert(
    db: Db | Transaction<Database>,
    row: Pick<MailOutboxTable, "to_address" | "subject"> &
      Partial<Pick<MailOutboxTable, "from_address" | "reply_to" | "list_unsubscribe">> & {
        channel: OutboxChannel;
      },
    body: object,
  ) {
    if (!row.to_address.trim()) throw new Error("outbox: empty recipient");
    const now = new Date().toISOString();
    const messageKey = randomBytes(16).toString("hex");
    await db
      .insertInto("mail_outbox")
      .values({
        ...row,
        message_key: messageKey,
        // The row's key is authenticated with it: a body moved to another row does not decrypt.
        body_encrypted: cipher.encrypt(JSON.stringify(body), messageKey),
        created_at: now,
        next_attempt_at: now,
      })
      .execute();
  }
  const decrypt = (row: Pick<MailOutboxTable, "message_key" | "body_encrypted">): unknown => {
    if (!row.body_encrypted) throw new Error("the message's text is no longer kept");
    return JSON.parse(cipher.decrypt(row.body_encrypted, row.message_key));
  };

  return {
    enqueue: (db, mail) =>
      insert(
        db,
        {
          channel: "mail",
          to_address: mail.to,
          from_address: mail.from ?? null,
          reply_to: mail.replyTo ?? (mail.invitesReply ? organiser : null),
          list_unsubscribe: mail.listUnsubscribe ?? null,
          subject: mail.subject,
        },
        { text: mail.text, html: mail.html },
      ),
    enqueueMessage: (db, message) =>
      insert(
        db,
        { channel: message.channel, to_address: message.to, subject: message.subject },
        message.body,
      ),
    messageBodyOf: (row) => decrypt(row) as Record<string, unknown>,
    bodyOf: (row) => decrypt(row) as { text: string; html: string },
  };
}
