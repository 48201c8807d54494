import { createHash, randomBytes } from "node:crypto";
import type { Clock } from "../clock.ts";
import type { Db } from "../db/schema.ts";

export function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** 256 random bits, URL-safe: the bearer token the page keeps. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export interface TeamSession {
  ownerId: string;
  name: string;
  avatarUrl: string;
  /** The team member's own address from the login, where test mails go; null: none given. */
  email: string | null;
  expiresAt: string;
}

export interface SessionStore {
  create(profile: {
    ownerId: string;
    name: string;
    avatarUrl: string;
    email?: string | null;
  }): Promise<{
    token: string;
    expiresAt: string;
  }>;
  /** The live session of a token; null when unknown, expired or revoked. */
  find(token: string): Promise<TeamSession | null>;
  revoke(token: string): Promise<void>;
}

/**
 * Sessions live in the database (so several instances share them) under the SHA-256 of the
 * token: a copy of the table does not let anyone log in. A token is a 256-bit random value, so
 * a plain hash suffices (no salt or slow hash needed, unlike passwords).
 */
export function sessionStore(db: Db, clock: Clock, ttlHours: number): SessionStore {
  return {
    async create({ ownerId, name, avatarUrl, email = null }) {
      const now = clock.now();
      const token = newToken();
      const expiresAt = new Date(now.getTime() + ttlHours * 3_600_000).toISOString();
      // Expired rows are useless; dropping them here keeps the table small without a timer.
      await db.deleteFrom("team_sessions").where("expires_at", "<", now.toISOString()).execute();
      await db
        .insertInto("team_sessions")
        .values({
          token_hash: sha256(token),
          owner_id: ownerId,
          name,
          avatar_url: avatarUrl,
          email,
          created_at: now.toISOString(),
          expires_at: expiresAt,
          revoked_at: null,
        })
        .execute();
      return { token, expiresAt };
    },

    async find(token) {
      if (!token) return null;
      const row = await db
        .selectFrom("team_sessions")
        .select(["owner_id", "name", "avatar_url", "email", "expires_at"])
        .where("token_hash", "=", sha256(token))
        .where("revoked_at", "is", null)
        .where("expires_at", ">", clock.now().toISOString())
        .executeTakeFirst();
      return row
        ? {
            ownerId: row.owner_id,
            name: row.name,
            avatarUrl: row.avatar_url,
            email: row.email,
            expiresAt: row.expires_at,
          }
        : null;
    },

    async revoke(token) {
      if (!token) return;
      await db
        .updateTable("team_sessions")
        .set({ revoked_at: clock.now().toISOString() })
        .where("token_hash", "=", sha256(token))
        .where("revoked_at", "is", null)
        .execute();
    },
  };
}
