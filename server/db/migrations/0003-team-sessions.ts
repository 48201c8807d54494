import type { Kysely } from "kysely";

/**
 * Team login: sessions are our own random tokens, stored only as SHA-256 hashes; login attempts
 * keep the OpenID Connect state, nonce and PKCE verifier on the server for a few minutes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("team_sessions")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("owner_id", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("avatar_url", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("revoked_at", "text")
    .execute();
  await db.schema
    .createIndex("team_sessions_expires")
    .on("team_sessions")
    .column("expires_at")
    .execute();

  await db.schema
    .createTable("login_attempts")
    .addColumn("state_hash", "text", (c) => c.primaryKey())
    .addColumn("binding_hash", "text", (c) => c.notNull())
    .addColumn("code_verifier", "text", (c) => c.notNull())
    .addColumn("nonce", "text", (c) => c.notNull())
    .addColumn("redirect_uri", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("login_attempts_expires")
    .on("login_attempts")
    .column("expires_at")
    .execute();
}
