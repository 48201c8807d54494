import { describe, expect, it } from "vitest";
import { allDatabaseKinds } from "../db/test/databases.ts";
import { testServicesForBlock } from "../test/services.ts";
import { admissionsDue } from "./admission.ts";
import { queuedPackage } from "./rooms.ts";
import { fillPreQueue, munichRoom, munichSaleStart as saleStart } from "./test/queue.ts";

const at = (seconds: number) => new Date(saleStart.getTime() + seconds * 1000);
const rate = 20;

/**
 * The shop answers 429 (pretix Hosted's limit, doc/api/ratelimit.rst): until its Retry-After has
 * passed, no instance may call it. The people waiting must not wait for it too.
 */
describe.each(allDatabaseKinds)("the waiting room during the shop's Retry-After on %s", (kind) => {
  const setup = testServicesForBlock({
    kind,
    now: "2025-06-15T17:40:00+02:00",
    env: { PRETIX_CALLS_PER_MINUTE: "300" },
  });

  /** How many places were admitted, and how many of them the shop has a voucher for. */
  async function counts() {
    const rows = await setup.services.db
      .selectFrom("waiting_room_entries")
      .select(["admitted_at", "voucher_created_at"])
      .execute();
    return {
      admitted: rows.filter((row) => row.admitted_at !== null).length,
      vouchers: rows.filter((row) => row.voucher_created_at !== null).length,
    };
  }

  it("admits at the room's rate, calls the shop not once, and sends the vouchers after it", async () => {
    const { db, content, waitingRoom, simulatedShop } = setup.services;
    const shop = simulatedShop!;
    const room = await munichRoom(waitingRoom, db, { rate_per_minute: rate });
    const pkg = queuedPackage(content, "munich", 0, "single-pamperplay")!;
    await fillPreQueue(
      db,
      room.seed,
      100,
      [{ packageId: pkg.id, itemId: pkg.ticketShopItemId }],
      at(-600),
    );
    const due = (seconds: number) => admissionsDue(saleStart, at(seconds), rate, 0);
    const tickUntil = async (from: number, to: number) => {
      for (let seconds = from; seconds <= to; seconds += 5) {
        setup.clock.set(at(seconds));
        await waitingRoom.tick();
      }
    };

    await tickUntil(0, 55);
    expect(await counts()).toEqual({ admitted: due(55), vouchers: due(55) });

    // From 18:01 another client of the account has used the shop's minute: the next call gets
    // 429 with Retry-After: 60.
    setup.clock.set(at(60));
    shop.setRateLimit(360);
    shop.useUpRateLimit();
    await tickUntil(60, 65);
    const { retryAfterUntil } = await setup.services.shopCalls.status();
    expect(retryAfterUntil).toEqual(at(120));
    const calls = shop.apiCalls();
    await tickUntil(70, 115);
    expect(shop.apiCalls(), "no call while the Retry-After holds").toBe(calls);
    const paused = await counts();
    expect(paused.admitted, "admitted at the rate all the same").toBe(due(115));
    expect(paused.vouchers).toBeLessThan(paused.admitted);

    await tickUntil(120, 130);
    expect(await counts()).toEqual({ admitted: due(130), vouchers: due(130) });
    shop.setRateLimit(null);
  });
});
