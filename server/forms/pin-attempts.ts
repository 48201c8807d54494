import { randomBytes } from "node:crypto";
import type { Db } from "../db/schema.ts";

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
 * Records one PIN check for every subject before the PIN is compared, then counts: null when a
 * subject is over its limit (the record is taken back). Recording first means checks running at
 * the same time, on any instance sharing the database, cannot together exceed a limit.
 */
export async function reservePinAttempt(
  db: Db,
  now: Date,
  limits: AttemptLimit[],
): Promise<AttemptReservation | null> {
  const attemptId = randomBytes(16).toString("hex");
  const at = now.toISOString();
  await db
    .insertInto("pin_attempts")
    .values(limits.map(({ subject }) => ({ attempt_id: attemptId, subject, at })))
    .execute();
  const reservation = {
    release: async () => {
      await db.deleteFrom("pin_attempts").where("attempt_id", "=", attemptId).execute();
    },
  };
  for (const { subject, max, windowMs } of limits) {
    const { count } = await db
      .selectFrom("pin_attempts")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("subject", "=", subject)
      .where("at", ">", new Date(now.getTime() - windowMs).toISOString())
      .executeTakeFirstOrThrow();
    if (Number(count) > max) {
      await reservation.release();
      return null;
    }
  }
  return reservation;
}

/** Forgets checks older than the longest window. */
export async function purgePinAttempts(db: Db, now: Date, longestWindowMs: number): Promise<void> {
  await db
    .deleteFrom("pin_attempts")
    .where("at", "<=", new Date(now.getTime() - longestWindowMs).toISOString())
    .execute();
}
