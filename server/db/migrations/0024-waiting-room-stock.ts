import type { Kysely } from "kysely";

/**
 * The waiting room asks the ticket shop less (docs/decisions/0066-fewer-shop-calls.md):
 * waiting_rooms.job_until, the admission job's lease (one instance at a time runs a room's
 * round); pushed_at, when the room's vouchers last went to the shop (at most one batch every few
 * seconds); shop_failed_at, when the shop last failed to answer the job (the team's screen says
 * so). waiting_room_stock: per room and product, the tickets the shop had free at its last fresh
 * answer less the vouchers made since, and whether it had sold every one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("waiting_rooms").addColumn("job_until", "text").execute();
  await db.schema.alterTable("waiting_rooms").addColumn("pushed_at", "text").execute();
  await db.schema.alterTable("waiting_rooms").addColumn("shop_failed_at", "text").execute();
  await db.schema
    .createTable("waiting_room_stock")
    .addColumn("room", "text", (c) =>
      c.notNull().references("waiting_rooms.room").onDelete("cascade"),
    )
    .addColumn("ticket_shop_id", "integer", (c) => c.notNull())
    .addColumn("item_id", "integer", (c) => c.notNull())
    .addColumn("tickets_left", "integer")
    .addColumn("sold_at", "text")
    .addColumn("asked_at", "text")
    .addPrimaryKeyConstraint("waiting_room_stock_key", ["room", "ticket_shop_id", "item_id"])
    .execute();
}
