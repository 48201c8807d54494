import type { UpdateResult } from "kysely";

/**
 * Takes a row's lease for `ms` from `now`, so that one worker of all the instances does the row's
 * work until the lease ends (then another may take over from one that crashed). `take` updates
 * the row to the lease's end only where no live lease holds it; answers that end, or null when
 * the row was not taken.
 */
export async function takeLease(
  now: Date,
  ms: number,
  take: (until: string, nowIso: string) => Promise<UpdateResult>,
): Promise<string | null> {
  const until = new Date(now.getTime() + ms).toISOString();
  const taken = await take(until, now.toISOString());
  return Number(taken.numUpdatedRows) === 1 ? until : null;
}
