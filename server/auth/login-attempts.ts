import type { Clock } from "../clock.ts";
import type { Db } from "../db/schema.ts";
import { sha256 } from "./sessions.ts";

/** How long the way through the identity provider's login page may take. */
export const loginAttemptTtlMs = 10 * 60_000;

export interface LoginAttempt {
  state: string;
  /** Random value kept in the browser's HttpOnly cookie during the login. */
  binding: string;
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
}

/**
 * State, nonce and PKCE verifier stay on the server (in the database, so any instance can finish
 * a login another one started). Each attempt can be used once.
 */
export function loginAttemptStore(db: Db, clock: Clock) {
  return {
    async save(attempt: LoginAttempt): Promise<void> {
      const now = clock.now();
      await db.deleteFrom("login_attempts").where("expires_at", "<", now.toISOString()).execute();
      await db
        .insertInto("login_attempts")
        .values({
          state_hash: sha256(attempt.state),
          binding_hash: sha256(attempt.binding),
          code_verifier: attempt.codeVerifier,
          nonce: attempt.nonce,
          redirect_uri: attempt.redirectUri,
          expires_at: new Date(now.getTime() + loginAttemptTtlMs).toISOString(),
        })
        .execute();
    },

    /** Removes and returns the attempt of a state if it is still valid and bound to `binding`. */
    async take(
      state: string,
      binding: string | undefined,
    ): Promise<Omit<LoginAttempt, "binding"> | null> {
      const stateHash = sha256(state);
      const row = await db
        .deleteFrom("login_attempts")
        .where("state_hash", "=", stateHash)
        .returningAll()
        .executeTakeFirst();
      if (!row || row.expires_at <= clock.now().toISOString()) return null;
      if (!binding || sha256(binding) !== row.binding_hash) return null;
      return {
        state,
        codeVerifier: row.code_verifier,
        nonce: row.nonce,
        redirectUri: row.redirect_uri,
      };
    },
  };
}

export type LoginAttemptStore = ReturnType<typeof loginAttemptStore>;
