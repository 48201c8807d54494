// zod/mini: the waiting-room page checks every poll's answer in the browser.
import { z } from "zod/mini";

/**
 * What the waiting room shows one visitor (GET /api/waiting-room/place/:ticketShopId and the
 * page's server render), by state:
 * - off: no waiting room for this package now (the shop link works as before);
 * - not-open: the room opens at `opensAt`;
 * - open: the visitor has no place yet and may join; with `emailGate` only with an e-mail address
 *   confirmed beforehand (the page asks for it);
 * - confirm-mail: the place waits for the address's confirmation (the mailed link) and counts in
 *   the queue only from then on;
 * - pre-queue: joined before the sale start; the draw at `saleStart` orders the pre-queue;
 * - queued: their number (`place`: those still waiting before them, plus one; 1 is next) and how
 *   many before them had their turn since the draw (`passed`, the progress bar), with a wait
 *   estimate in minutes;
 * - admitted: their turn: `shopUrl` redeems their voucher until `validUntil` (null while the
 *   shop creates it);
 * - lapsed: the voucher was not used in time; they may join again at the end (with `emailGate`
 *   through a confirmed address again);
 * - sold-out: the room is closed, nothing is left.
 * `supportId` is what a visitor reads out to the team. The seed's hash is public from the start
 * of the room, the seed from the sale start (the draw can then be checked). `stale`: the server
 * answered from the last state it read, because its database does not answer right now (the
 * place is kept; the page says the connection is slow).
 */
const supportId = z.string();
/** The draw's check value and seed, the sale start, and how many minutes a turn's voucher lasts. */
const draw = {
  seedHash: z.string(),
  seed: z.nullable(z.string()),
  saleStart: z.string(),
  voucherMinutes: z.int(),
};
const stale = { stale: z.optional(z.literal(true)) };

export const waitingRoomViewSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("off"), ...stale }),
  z.object({ kind: z.literal("not-open"), opensAt: z.string(), ...draw, ...stale }),
  z.object({ kind: z.literal("open"), emailGate: z.boolean(), ...draw, ...stale }),
  z.object({ kind: z.literal("confirm-mail"), supportId, ...draw, ...stale }),
  z.object({ kind: z.literal("pre-queue"), supportId, ...draw, ...stale }),
  z.object({
    kind: z.literal("queued"),
    supportId,
    place: z.int(),
    passed: z.int(),
    waitMinutes: z.int(),
    paused: z.boolean(),
    ...draw,
    ...stale,
  }),
  z.object({
    kind: z.literal("admitted"),
    supportId,
    shopUrl: z.nullable(z.string()),
    validUntil: z.string(),
    ...stale,
  }),
  z.object({ kind: z.literal("lapsed"), supportId, emailGate: z.boolean(), ...stale }),
  z.object({ kind: z.literal("sold-out"), ...stale }),
]);
export type WaitingRoomView = z.infer<typeof waitingRoomViewSchema>;

/** The answer of the place call: `{ code: 200, msg, view }`. */
export const waitingRoomAnswerSchema = z.object({
  code: z.int(),
  msg: z.string(),
  view: waitingRoomViewSchema,
});
export type WaitingRoomAnswer = z.infer<typeof waitingRoomAnswerSchema>;
