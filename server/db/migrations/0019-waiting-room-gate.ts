import type { Kysely } from "kysely";

/**
 * The waiting room's e-mail gate (docs/decisions/0044-waiting-room-team-and-gate.md):
 * - waiting_room_gate: an address a visitor entered and the place it will become once confirmed
 *   (the place cookie already names it); only a keyed hash of the address is kept, the mail
 *   itself goes through the encrypted outbox.
 * - waiting_room_entries.email_hash: the confirmed address a place is bound to, unique per room
 *   (one place per address).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("waiting_room_gate")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("room", "text", (c) => c.notNull().references("waiting_rooms.room"))
    .addColumn("entry_id", "text", (c) => c.notNull())
    .addColumn("ticket_shop_id", "integer", (c) => c.notNull())
    .addColumn("package_id", "text", (c) => c.notNull())
    .addColumn("item_id", "integer", (c) => c.notNull())
    .addColumn("network_key", "text", (c) => c.notNull())
    .addColumn("email_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("confirmed_at", "text")
    .execute();
  await db.schema
    .createIndex("waiting_room_gate_entry")
    .on("waiting_room_gate")
    .columns(["room", "entry_id"])
    .execute();
  await db.schema.alterTable("waiting_room_entries").addColumn("email_hash", "text").execute();
  await db.schema
    .createIndex("waiting_room_entries_email")
    .on("waiting_room_entries")
    .columns(["room", "email_hash"])
    .unique()
    .execute();
}
