import type { Kysely } from "kysely";
import { autoIdColumn } from "./columns.ts";

/**
 * The waiting room at a sale start (server/waiting-room/): one row per sale with the team's
 * settings, the committed seed and the admission counter; one row per place in the queue; the
 * team's changes as an audit log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("waiting_rooms")
    .addColumn("room", "text", (c) => c.primaryKey())
    .addColumn("hub_id", "text", (c) => c.notNull())
    .addColumn("sale_start", "text", (c) => c.notNull())
    .addColumn("seed", "text", (c) => c.notNull())
    .addColumn("seed_hash", "text", (c) => c.notNull())
    .addColumn("disabled_at", "text")
    .addColumn("opens_minutes", "integer", (c) => c.notNull())
    .addColumn("rate_per_minute", "integer")
    .addColumn("voucher_minutes", "integer", (c) => c.notNull())
    .addColumn("email_gate_at", "text")
    .addColumn("paused_at", "text")
    .addColumn("closed_at", "text")
    .addColumn("admissions", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("waiting_room_entries")
    .addColumn("seq", autoIdColumn(db), (c) => c.primaryKey())
    .addColumn("id", "text", (c) => c.notNull().unique())
    .addColumn("room", "text", (c) => c.notNull().references("waiting_rooms.room"))
    .addColumn("ticket_shop_id", "integer", (c) => c.notNull())
    .addColumn("package_id", "text", (c) => c.notNull())
    .addColumn("item_id", "integer", (c) => c.notNull())
    .addColumn("joined_at", "text", (c) => c.notNull())
    .addColumn("lane", "integer", (c) => c.notNull())
    .addColumn("draw_key", "text", (c) => c.notNull())
    .addColumn("network_key", "text", (c) => c.notNull())
    .addColumn("admitted_at", "text")
    .addColumn("voucher_code", "text")
    .addColumn("valid_until", "text")
    .addColumn("voucher_created_at", "text")
    .addColumn("push_until", "text")
    .addColumn("redeemed_at", "text")
    .addColumn("lapsed_at", "text")
    .execute();
  await db.schema
    .createIndex("waiting_room_entries_order")
    .on("waiting_room_entries")
    .columns(["room", "lane", "draw_key", "seq"])
    .execute();
  await db.schema
    .createIndex("waiting_room_entries_network")
    .on("waiting_room_entries")
    .columns(["room", "network_key"])
    .execute();
  await db.schema
    .createTable("waiting_room_audit")
    .addColumn("id", autoIdColumn(db), (c) => c.primaryKey())
    .addColumn("room", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("by_id", "text", (c) => c.notNull())
    .addColumn("by_name", "text", (c) => c.notNull())
    .addColumn("change_json", "text", (c) => c.notNull())
    .execute();
}
