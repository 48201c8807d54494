import { sql, type Kysely } from "kysely";

/**
 * The ticket exchange per package: offers and requests name their package (null for those made
 * before, which pair only with each other), and the team's note gets an English version beside
 * the German one. The city's single ticket price was set before the exchange knew packages and
 * would charge every package the same: it is cleared, so each package's own price applies until
 * the team sets another.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ["resale_offers", "resale_requests"]) {
    await db.schema.alterTable(table).addColumn("package_id", "text").execute();
  }
  await db.schema
    .alterTable("resale_settings")
    .addColumn("payment_instructions_en", "text")
    .execute();
  await sql`update resale_settings set ticket_price_cents = null`.execute(db);
}
