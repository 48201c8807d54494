import type { Kysely } from "kysely";

/**
 * Test mails of newsletter posts (docs/decisions/0049-newsletter-test-mails.md):
 * - team_sessions.email: the address the team member's login gave (null when it gave none); a
 *   test mail goes there and nowhere else.
 * - team_posts.tested_revision: the revision the last test mail was sent for (null: none yet).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("team_sessions").addColumn("email", "text").execute();
  await db.schema.alterTable("team_posts").addColumn("tested_revision", "integer").execute();
}
