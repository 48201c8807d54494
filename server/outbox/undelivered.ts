import type { UndeliveredMailsAnswer } from "../../core/api/admin.ts";
import type { Db } from "../db/schema.ts";

/**
 * The outbox's problem cases for the team: mails that failed at least once and are not sent,
 * oldest first. A mail given up on stays until someone sends it again.
 */
export async function undeliveredMails(db: Db): Promise<UndeliveredMailsAnswer["results"]> {
  const rows = await db
    .selectFrom("mail_outbox")
    .select([
      "id",
      "to_address",
      "subject",
      "created_at",
      "attempts",
      "last_error",
      "next_attempt_at",
      "failed_at",
    ])
    .where("sent_at", "is", null)
    .where("last_error", "is not", null)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    to: row.to_address,
    subject: row.subject,
    createdAt: row.created_at,
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptAt: row.failed_at ? null : row.next_attempt_at,
    failedAt: row.failed_at,
  }));
}

/**
 * Gives a mail the outbox gave up on a new round of attempts, from now on (real time, as the
 * outbox keeps it). False when there is no such mail.
 */
export async function retryMail(db: Db, id: number, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable("mail_outbox")
    .set({ failed_at: null, attempts: 0, next_attempt_at: now.toISOString() })
    .where("id", "=", id)
    .where("sent_at", "is", null)
    .where("failed_at", "is not", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
