import { createHash, randomBytes } from "node:crypto";

/*
 * The pre-queue's random order, auditable: a secret seed is drawn when the room is set up and
 * only its hash is shown; from the sale start on the seed is shown too. Each place in the
 * pre-queue is ordered by the hash of the seed and the place's random id, so neither the moment
 * of joining nor anything done after the commitment changes it, and anyone can recompute it.
 */

export const newSeed = (): string => randomBytes(32).toString("hex");

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** What is published before the draw. */
export const seedHash = (seed: string): string => sha256(seed);

/** The pre-queue orders by this key (ascending); the same seed and id always give the same key. */
export const drawKey = (seed: string, entryId: string): string => sha256(`${seed}:${entryId}`);

/** The pre-queue's order from the published seed: what a visitor or auditor can check. */
export function drawOrder(seed: string, entryIds: readonly string[]): string[] {
  return entryIds
    .map((id) => ({ id, key: drawKey(seed, id) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ id }) => id);
}
