import { randomBytes } from "node:crypto";
import type { Clock } from "../clock.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/schema.ts";
import { ownOrigin, siteOrigins } from "../hubs.ts";
import { initialsAvatar } from "./avatar.ts";
import { createDevIdp, type DevIdp } from "./dev-idp.ts";
import { devIdpEnabled } from "./local-url.ts";
import { loginAttemptStore } from "./login-attempts.ts";
import { oidcClient, type OidcClient } from "./oidc-client.ts";
import { sessionStore, sha256, type SessionStore } from "./sessions.ts";
import { isTeamMember } from "./team-claim.ts";

export type LoginFailure = "expired" | "not-team" | "provider";

export interface AuthService {
  /** The development identity provider, when this site may have one (see devIdpEnabled). */
  devIdp: DevIdp | null;
  /** False when neither a provider is configured nor the development one is switched on. */
  enabled: boolean;
  /** One line for the start-up log: which identity provider team logins go to, if any. */
  providerLine: string;
  sessions: SessionStore;
  /** Where the login starts; `binding` goes into the browser's HttpOnly login cookie. */
  startLogin(requestHost: string | undefined): Promise<{ url: string; binding: string }>;
  finishLogin(
    callback: { code: string; state: string; iss?: string },
    binding: string | undefined,
  ): Promise<
    | { ok: true; token: string; expiresAt: string; ownerId: string }
    | { ok: false; reason: LoginFailure }
  >;
}

function displayName(claims: Record<string, unknown>): string {
  const text = (key: string) => (typeof claims[key] === "string" ? (claims[key] as string) : "");
  const given = [text("given_name"), text("family_name")].filter(Boolean).join(" ");
  return (text("name") || text("preferred_username") || given || "Team").slice(0, 100);
}

/**
 * The address the provider vouches for: the `email` claim, unless the provider says it is not
 * verified (a self-typed address could send test mails to someone else).
 */
export function verifiedEmail(claims: Record<string, unknown>): string | null {
  const email = claims.email;
  if (typeof email !== "string" || claims.email_verified === false) return null;
  const trimmed = email.trim();
  return /^[^\s@]+@[^\s@]+$/.test(trimmed) && trimmed.length <= 254 ? trimmed : null;
}

export function createAuth(config: Config, db: Db, clock: Clock): AuthService {
  const origins = siteOrigins(config);
  const redirectUris = origins.map((origin) => `${origin}/auth`);
  const devIdp = devIdpEnabled(config)
    ? createDevIdp({
        publicUrl: config.PUBLIC_URL,
        clientId: config.OIDC_CLIENT_ID,
        clientSecret: randomBytes(24).toString("hex"),
        redirectUris,
        teamClaim: config.OIDC_TEAM_CLAIM,
        teamValue: config.OIDC_TEAM_VALUE,
      })
    : null;
  const issuer = config.OIDC_ISSUER ?? devIdp?.issuer;
  const client: OidcClient | null = issuer
    ? oidcClient({
        issuer,
        clientId: config.OIDC_CLIENT_ID,
        clientSecret: devIdp ? devIdp.clientSecret : config.OIDC_CLIENT_SECRET,
        scope: config.OIDC_SCOPE,
        // On the development provider people switch between its two accounts.
        forceLogin: Boolean(devIdp),
      })
    : null;
  const sessions = sessionStore(db, clock, config.SESSION_TTL_HOURS);
  const attempts = loginAttemptStore(db, clock);

  /** Back to the city site the login started on, if it is one of ours; else PUBLIC_URL. */
  function redirectUriFor(requestHost: string | undefined): string {
    return `${ownOrigin(config, requestHost) ?? config.PUBLIC_URL}/auth`;
  }

  return {
    devIdp,
    enabled: client !== null,
    providerLine: config.OIDC_ISSUER
      ? `Team login: OpenID Connect provider ${config.OIDC_ISSUER}`
      : devIdp
        ? `Team login: DEVELOPMENT identity provider at ${devIdp.issuer} (DEV_IDP=on: one-click accounts, for this machine only)`
        : "Team login: off (no OIDC_ISSUER configured; DEV_IDP=on starts a development provider on a local site)",
    sessions,

    async startLogin(requestHost) {
      if (!client) throw new Error("team login is not configured");
      const redirectUri = redirectUriFor(requestHost);
      const request = await client.authorizationRequest(redirectUri);
      const binding = randomBytes(32).toString("base64url");
      await attempts.save({
        state: request.state,
        binding,
        codeVerifier: request.codeVerifier,
        nonce: request.nonce,
        redirectUri,
      });
      return { url: request.url, binding };
    },

    async finishLogin(callback, binding) {
      if (!client) return { ok: false, reason: "provider" };
      const attempt = await attempts.take(callback.state, binding);
      if (!attempt) return { ok: false, reason: "expired" };
      let identity;
      try {
        identity = await client.exchange(callback, attempt);
      } catch (error) {
        // The provider's message helps the operator; it never contains the code or tokens.
        const code = (error as { error?: unknown }).error;
        const reason = error instanceof Error ? error.message : String(error);
        console.warn(
          `Team login rejected: ${reason}${typeof code === "string" ? ` (${code})` : ""}`,
        );
        return { ok: false, reason: "provider" };
      }
      if (!isTeamMember(identity.claims, config.OIDC_TEAM_CLAIM, config.OIDC_TEAM_VALUE)) {
        return { ok: false, reason: "not-team" };
      }
      const name = displayName(identity.claims);
      const ownerId = sha256(`${identity.issuer}\n${identity.subject}`).slice(0, 32);
      const session = await sessions.create({
        ownerId,
        name,
        avatarUrl: initialsAvatar(name),
        email: verifiedEmail(identity.claims),
      });
      return { ok: true, token: session.token, expiresAt: session.expiresAt, ownerId };
    },
  };
}
