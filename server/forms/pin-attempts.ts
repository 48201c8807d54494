import { randomBytes } from "node:crypto";
import type { Db } from "../db/schema.ts";
import { takeTurns } from "../db/turns.ts";

/** A subject whose typed-PIN checks are capped: at most `max` wrong ones within `windowMs`. */
export interface AttemptLimit {
  subject: string;
  max: number;
  windowMs: number;
}

/** A PIN check in progress; released when the PIN was right, kept as a wrong one otherwise. */
export interface AttemptReservation {
  release(): Promise<void>;
}

/**
 * Counts each subject's checks in its window and, when all are under their limit, records this
 * one: null when a subject has reached its limit. Checks of one subject take turns (one SQLite
 * connection; an advisory lock per subject on PostgreSQL, held to the end of the transaction), so
 * checks running at the same time, on any instance sharing the database, never exceed a limit.
 */
export async function reservePinAttempt(
  db: Db,
  now: Date,
  limits: AttemptLimit[],
): Promise<AttemptReservation | null> {
  const attemptId = randomBytes(16).toString("hex");
  // Always the same order, so two checks never wait for each other's lock.
  const ordered = [...limits].sort((a, b) => (a.subject < b.subject ? -1 : 1));
  const admitted = await db.transaction().execute(async (trx) => {
    for (const { subject, max, windowMs } of ordered) {
      await takeTurns(trx, subject);
      const { count } = await trx
        .selectFrom("pin_attempts")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .where("subject", "=", subject)
        .where("at", ">", new Date(now.getTime() - windowMs).toISOString())
        .executeTakeFirstOrThrow();
      if (Number(count) >= max) return false;
    }
    const at = now.toISOString();
    await trx
      .insertInto("pin_attempts")
      .values(ordered.map(({ subject }) => ({ attempt_id: attemptId, subject, at })))
      .execute();
    return true;
  });
  if (!admitted) return null;
  return {
    release: async () => {
      await db.deleteFrom("pin_attempts").where("attempt_id", "=", attemptId).execute();
    },
  };
}

/** Forgets checks older than the longest window. */
export async function purgePinAttempts(db: Db, now: Date, longestWindowMs: number): Promise<void> {
  await db
    .deleteFrom("pin_attempts")
    .where("at", "<=", new Date(now.getTime() - longestWindowMs).toISOString())
    .execute();
}
