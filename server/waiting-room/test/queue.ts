import { randomBytes } from "node:crypto";
import type { Updateable } from "kysely";
import type { Db, WaitingRoomsTable } from "../../db/schema.ts";
import { drawKey } from "../draw.ts";
import type { WaitingRoom } from "../service.ts";

/** Munich's sale start in the test content: 15 June 2025, 18:00 in Munich (16:00 UTC). */
export const munichSaleStart = new Date("2025-06-15T16:00:00Z");
export const munichRoomKey = `munich@${munichSaleStart.toISOString()}`;

/** Munich's room, set up as at a visitor's first look, with the team's settings. */
export async function munichRoom(
  room: Pick<WaitingRoom, "view">,
  db: Db,
  settings: Updateable<WaitingRoomsTable>,
) {
  await room.view({
    hubId: "munich",
    ticketShopId: 0,
    packageId: "single-pamperplay",
    cookie: undefined,
  });
  return db
    .updateTable("waiting_rooms")
    .set(settings)
    .where("room", "=", munichRoomKey)
    .returning(["seed"])
    .executeTakeFirstOrThrow();
}

/**
 * `count` places in Munich's pre-queue, each from a network of its own, joined at `joinedAt`;
 * place n is for products[n mod their number].
 */
export async function fillPreQueue(
  db: Db,
  seed: string,
  count: number,
  products: readonly { packageId: string; itemId: number }[],
  joinedAt: Date,
): Promise<void> {
  const places = Array.from({ length: count }, (_, n) => {
    const id = randomBytes(16).toString("hex");
    const product = products[n % products.length]!;
    return {
      id,
      room: munichRoomKey,
      ticket_shop_id: 0,
      package_id: product.packageId,
      item_id: product.itemId,
      joined_at: joinedAt.toISOString(),
      lane: 0,
      draw_key: drawKey(seed, id),
      network_key: `network ${n}`,
    };
  });
  for (let n = 0; n < places.length; n += 200)
    await db
      .insertInto("waiting_room_entries")
      .values(places.slice(n, n + 200))
      .execute();
}
