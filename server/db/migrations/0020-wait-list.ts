import type { Kysely } from "kysely";
import { autoIdColumn } from "./columns.ts";

/**
 * The wait lists of sold-out packages (server/wait-list/): one row per package and season with
 * the team's settings and the tickets released to it; one row per person in line (their address,
 * deleted when they leave or the list is closed); one row per voucher sent, which keeps no address;
 * the team's changes as an audit log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("wait_lists")
    .addColumn("list", "text", (c) => c.primaryKey())
    .addColumn("hub_id", "text", (c) => c.notNull())
    .addColumn("package_id", "text", (c) => c.notNull())
    .addColumn("ticket_shop_id", "integer", (c) => c.notNull())
    .addColumn("item_id", "integer", (c) => c.notNull())
    .addColumn("voucher_hours", "integer", (c) => c.notNull())
    .addColumn("released", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("closed_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("wait_list_entries")
    .addColumn("seq", autoIdColumn(db), (c) => c.primaryKey())
    .addColumn("id", "text", (c) => c.notNull().unique())
    .addColumn("list", "text", (c) => c.notNull().references("wait_lists.list"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("joined_at", "text", (c) => c.notNull())
    .addColumn("confirmed_at", "text")
    .addColumn("served_at", "text")
    .addUniqueConstraint("wait_list_entries_list_email", ["list", "email"])
    .execute();
  await db.schema
    .createIndex("wait_list_entries_line")
    .on("wait_list_entries")
    .columns(["list", "served_at", "confirmed_at", "seq"])
    .execute();
  await db.schema
    .createTable("wait_list_vouchers")
    .addColumn("id", autoIdColumn(db), (c) => c.primaryKey())
    .addColumn("list", "text", (c) => c.notNull().references("wait_lists.list"))
    .addColumn("entry_id", "text")
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("offered_at", "text", (c) => c.notNull())
    .addColumn("valid_until", "text", (c) => c.notNull())
    .addColumn("push_owner", "text")
    .addColumn("push_until", "text")
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("mailed_at", "text")
    .addColumn("redeemed_at", "text")
    .addColumn("lapsed_at", "text")
    .execute();
  await db.schema
    .createTable("wait_list_audit")
    .addColumn("id", autoIdColumn(db), (c) => c.primaryKey())
    .addColumn("list", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("by_id", "text", (c) => c.notNull())
    .addColumn("by_name", "text", (c) => c.notNull())
    .addColumn("change_json", "text", (c) => c.notNull())
    .execute();
}
