import type { HubId } from "../../core/content/common.ts";
import type { Locale } from "../../core/locale.ts";
import { admissionJob } from "./admission-job.ts";
import { confirmGate, requestGate } from "./gate.ts";
import { join } from "./places.ts";
import { roomContext, type RoomRequest, type WaitingRoomDeps } from "./room-context.ts";
import { view } from "./visitor-view.ts";

export { placeCookieName } from "./place-cookie.ts";
/** The wait list sends the same single-use shop vouchers. */
export { voucherCode } from "./admission.ts";

/**
 * The waiting room before a sale (docs/decisions/0037-waiting-room.md): what a visitor sees
 * (visitor-view.ts), a place in the queue (places.ts), the e-mail gate (gate.ts) and the
 * admission job. Its steps are module functions taking the room's context (room-context.ts).
 */
export function waitingRoom(deps: WaitingRoomDeps) {
  const ctx = roomContext(deps);
  const { tick } = admissionJob({
    db: deps.db,
    clock: deps.clock,
    content: deps.content,
    ticketShop: deps.ticketShop,
    log: deps.log ?? console,
    rateOf: ctx.rateOf,
    roundDone: (room) => ctx.snapshots.invalidate(room),
  });
  return {
    view: (request: RoomRequest) => view(ctx, request),
    join: (request: RoomRequest & { clientAddress: string }) => join(ctx, request),
    requestGate: (
      request: RoomRequest & { clientAddress: string; email: string; locale: Locale },
    ) => requestGate(ctx, request),
    confirmGate: (hubId: HubId, linkId: string) => confirmGate(ctx, hubId, linkId),
    tick,
    rateOf: ctx.rateOf,
    snapshots: ctx.snapshots,
  };
}

export type WaitingRoom = ReturnType<typeof waitingRoom>;
