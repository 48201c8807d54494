import type { Selectable } from "kysely";
import type { Db, WaitingRoomStockTable } from "../db/schema.ts";
import type { TicketShop } from "../tickets/shop-port.ts";
import type { Sale } from "./rooms.ts";

/**
 * How long the shop's fresh answer on a product's tickets stands: tickets only come back by a
 * lapsed voucher (which drops the answer at once, dropStock) or a cancelled order, and the
 * vouchers the room makes are counted against it meanwhile.
 */
export const stockMaxAgeMs = 60_000;

export type StockRow = Selectable<WaitingRoomStockTable>;

const keyOf = (row: Pick<StockRow, "ticket_shop_id" | "item_id">) =>
  `${row.ticket_shop_id}/${row.item_id}`;

/**
 * The tickets of each of the sale's products the room may hand out: the shop's last fresh
 * answer, less the vouchers made since (takeTickets), asked afresh (pretix: one availability call
 * per quota counting the product) where it is older than stockMaxAgeMs or was dropped.
 */
export async function freshStock(
  db: Db,
  ticketShop: Pick<TicketShop, "ticketStock">,
  room: string,
  sale: Sale,
  now: Date,
): Promise<StockRow[]> {
  const known = new Map(
    (await db.selectFrom("waiting_room_stock").selectAll().where("room", "=", room).execute()).map(
      (row) => [keyOf(row), row],
    ),
  );
  const rows: StockRow[] = [];
  for (const [ticketShopId, itemIds] of sale.itemIds)
    for (const itemId of itemIds) {
      const row = known.get(keyOf({ ticket_shop_id: ticketShopId, item_id: itemId }));
      const age = row?.asked_at ? now.getTime() - Date.parse(row.asked_at) : -1;
      if (row && age >= 0 && age < stockMaxAgeMs) {
        rows.push(row);
        continue;
      }
      const stock = await ticketShop.ticketStock(ticketShopId, itemId);
      const fresh = {
        tickets_left: stock.left,
        sold_at: stock.sold ? (row?.sold_at ?? now.toISOString()) : null,
        asked_at: now.toISOString(),
      };
      await db
        .insertInto("waiting_room_stock")
        .values({ room, ticket_shop_id: ticketShopId, item_id: itemId, ...fresh })
        .onConflict((oc) => oc.columns(["room", "ticket_shop_id", "item_id"]).doUpdateSet(fresh))
        .execute();
      rows.push({ room, ticket_shop_id: ticketShopId, item_id: itemId, ...fresh });
    }
  return rows;
}

/**
 * Takes up to `wanted` of a product's tickets for vouchers about to be made, before they are
 * made (a voucher the shop then does not make only leaves fewer to hand out until the next fresh
 * answer); answers how many it took. The count is compared and set, so that two takers never
 * take the same ticket.
 */
export async function takeTickets(
  db: Db,
  key: { room: string; ticket_shop_id: number; item_id: number },
  wanted: number,
): Promise<number> {
  const matching = db
    .selectFrom("waiting_room_stock")
    .select("tickets_left")
    .where("room", "=", key.room)
    .where("ticket_shop_id", "=", key.ticket_shop_id)
    .where("item_id", "=", key.item_id);
  const row = await matching.executeTakeFirst();
  if (!row) return 0;
  if (row.tickets_left === null) return wanted;
  const taken = Math.min(wanted, row.tickets_left);
  if (taken <= 0) return 0;
  const updated = await db
    .updateTable("waiting_room_stock")
    .set({ tickets_left: row.tickets_left - taken })
    .where("room", "=", key.room)
    .where("ticket_shop_id", "=", key.ticket_shop_id)
    .where("item_id", "=", key.item_id)
    .where("tickets_left", "=", row.tickets_left)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1 ? taken : 0;
}

/** Drops the room's answers from one shop: its next round asks that shop afresh. */
export async function dropStock(db: Db, room: string, ticketShopId: number): Promise<void> {
  await db
    .updateTable("waiting_room_stock")
    .set({ asked_at: null })
    .where("room", "=", room)
    .where("ticket_shop_id", "=", ticketShopId)
    .execute();
}
