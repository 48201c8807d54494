import { drawOrder } from "../server/waiting-room/draw.ts";

/*
 * The waiting room's order as anyone can check it from the published seed
 * (docs/decisions/0037-waiting-room.md): the pre-queue drawn by the seed, then the late arrivals
 * in arrival order. Each check answers the first mismatch in words, or null.
 */

export function publishedOrder(
  seed: string,
  preQueue: readonly string[],
  late: readonly string[],
): string[] {
  return [...drawOrder(seed, preQueue), ...late];
}

/** Each place as its visitor was told it (1-based), against the order. */
export function checkPlaces(
  order: readonly string[],
  places: ReadonlyMap<string, number>,
): string | null {
  for (const [index, id] of order.entries()) {
    const told = places.get(id);
    if (told !== undefined && told !== index + 1)
      return `${id} was told place ${told}, the published order gives ${index + 1}`;
  }
  return null;
}

/**
 * Who was admitted, as the visitors saw it after each admission step (everyone seen admitted by
 * then): each step must admit exactly the next ones in the order, nobody twice or back out of
 * it, and in the end everyone.
 */
export function checkAdmissions(
  order: readonly string[],
  steps: readonly ReadonlySet<string>[],
): string | null {
  let admitted = new Set<string>();
  for (const [step, seen] of steps.entries()) {
    for (const id of admitted)
      if (!seen.has(id)) return `step ${step + 1}: ${id} was admitted before, now it is not`;
    const next = order.slice(admitted.size, seen.size);
    const expected = new Set(next);
    for (const id of seen) {
      if (admitted.has(id) || expected.has(id)) continue;
      const place = order.indexOf(id) + 1;
      if (place === 0) return `step ${step + 1}: ${id} was admitted but has no place in the order`;
      const skipped = admitted.size + next.findIndex((other) => !seen.has(other)) + 1;
      return `step ${step + 1}: place ${place} (${id}) was admitted before place ${skipped}`;
    }
    admitted = new Set(seen);
  }
  if (admitted.size < order.length)
    return `${admitted.size} of ${order.length} admitted; place ${admitted.size + 1} never was`;
  return null;
}
