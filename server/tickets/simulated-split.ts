import type { SimulatedOrder, SimulatedPosition } from "./simulated-model.ts";

/*
 * Splitting positions off into an order of their own, as pretix's
 * `POST …/orders/{code}/change/` with `split_positions` does (doc/api/resources/orders.rst,
 * “Changing order contents”; OrderChangeManager.split and _create_split_order in
 * src/pretix/base/services/orders.py).
 */

/** What the split answers: the new order, or pretix's 400 answer. */
export type SplitResult = { ok: true; created: SimulatedOrder } | { ok: false; answer: unknown };

const emptyRefusal = [
  "This operation would leave the order empty. Please cancel the order itself instead.",
];

/**
 * The positions each requested one moves: itself and its add-ons, as `split()` queues them. An
 * add-on also listed on its own is queued twice, as in pretix.
 */
function queuedMoves(live: readonly SimulatedPosition[], requested: readonly SimulatedPosition[]) {
  return requested.flatMap((position) => [
    position,
    ...live.filter((addOn) => addOn.addon_to === position.id),
  ]);
}

/** The requested positions, or pretix's answer naming the entries it does not know. */
function requestedPositions(
  live: readonly SimulatedPosition[],
  entries: readonly unknown[],
): SimulatedPosition[] | { answer: unknown } {
  const found = entries.map((entry) => {
    const id = (entry as { position?: unknown } | null)?.position;
    return live.find((position) => position.id === id);
  });
  if (found.every((position) => position !== undefined)) {
    if (new Set(found).size < found.length) {
      return { answer: { split_positions: ["You have specified the same object twice."] } };
    }
    return found;
  }
  // One entry per requested position, as Django REST framework lists a nested list's errors.
  const perEntry = entries.map((entry, index) =>
    found[index]
      ? {}
      : {
          position: [
            `Invalid pk "${String((entry as { position?: unknown } | null)?.position)}" - object does not exist.`,
          ],
        },
  );
  return { answer: { split_positions: perEntry } };
}

/**
 * Moves the requested positions, each with its add-ons, into a new order (`newOrder` gives it its
 * code and order secret; the email and language are the old order's). Every moved position gets a
 * new secret. The new order's total is the sum of what was queued, and it is paid only when what
 * was paid for the old order beyond its remaining positions covers that total (pretix carries that
 * much over as an offsetting payment); otherwise it is pending.
 */
export function splitOff(
  order: SimulatedOrder,
  entries: readonly unknown[],
  newOrder: () => SimulatedOrder,
  newSecret: () => string,
): SplitResult {
  const live = order.positions.filter((position) => !position.canceled);
  const requested = requestedPositions(live, entries);
  if (!Array.isArray(requested)) return { ok: false, answer: requested.answer };
  const queued = queuedMoves(live, requested);
  if (live.length - queued.length < 1) return { ok: false, answer: emptyRefusal };

  const moving = new Set(queued);
  order.positions = order.positions.filter((position) => !moving.has(position));
  for (const position of moving) position.secret = newSecret();
  const created = newOrder();
  created.email = order.email;
  created.locale = order.locale;
  created.positions = [...moving];
  created.total = queued.reduce((sum, position) => sum + position.price, 0);

  const remaining = order.positions
    .filter((position) => !position.canceled)
    .reduce((sum, position) => sum + position.price, 0);
  const carried = Math.min(Math.max(0, order.paid - remaining), created.total);
  created.status = carried >= created.total ? "p" : "n";
  created.paid = carried;
  order.paid -= carried;
  order.total = remaining;
  return { ok: true, created };
}
