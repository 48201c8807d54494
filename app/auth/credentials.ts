import type { Credentials } from "../../core/api/auth.ts";
import { readCookie } from "../../core/locale.ts";

/** localStorage key of the stored credentials (spec: auth.access_token, info.resource_owner_id). */
export const credentialsKey = "credentials";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage can be switched off; then nobody is logged in.
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The shape of core's credentialsSchema, checked by hand: this module is in every page's bundle
 * (the footer), and the schema library is not needed there.
 */
export function isCredentials(value: unknown): value is Credentials {
  if (!isRecord(value) || !isRecord(value.auth) || !isRecord(value.info)) return false;
  const { access_token, token_type, expires_at } = value.auth;
  return (
    typeof access_token === "string" &&
    /^[A-Za-z0-9_-]{20,200}$/.test(access_token) &&
    token_type === "Bearer" &&
    typeof expires_at === "string" &&
    typeof value.info.resource_owner_id === "string" &&
    value.info.resource_owner_id.length > 0
  );
}

/**
 * A cookie saying that a team login is stored in this browser. It carries nothing secret: the
 * server renders the reading pages with React for such a request, outside the page cache, so
 * the footer shows the member and the stored login is checked at app start
 * (docs/decisions/0048-reading-pages-without-the-framework.md). It follows the stored login.
 */
export const teamHintCookieName = "TEAM";

/** Whether a Cookie header (the request's, or `document.cookie`) carries the team hint. */
export function hasTeamHint(cookies: string | null | undefined): boolean {
  return readCookie(cookies, teamHintCookieName) === "1";
}

/** Sets or clears the team hint for the whole site (lasting as long as a stored login may). */
export function writeTeamHint(stored: boolean): void {
  if (typeof document === "undefined") return;
  const value = stored ? "1; Max-Age=31536000" : "; Max-Age=0";
  document.cookie = `${teamHintCookieName}=${value}; Path=/; SameSite=Lax`;
}

/** Whether anything is stored under the key: a cheap first look, before the team's code loads. */
export function hasStoredCredentials(): boolean {
  return Boolean(storage()?.getItem(credentialsKey));
}

/** The stored credentials if they are well-formed; anything else is removed. */
export function readCredentials(): Credentials | null {
  const store = storage();
  const raw = store?.getItem(credentialsKey);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isCredentials(parsed)) return parsed;
  } catch {
    // fall through: not JSON
  }
  clearCredentials();
  return null;
}

export function saveCredentials(credentials: Credentials): void {
  storage()?.setItem(
    credentialsKey,
    JSON.stringify({ auth: credentials.auth, info: credentials.info }),
  );
  writeTeamHint(true);
}

export function clearCredentials(): void {
  storage()?.removeItem(credentialsKey);
  writeTeamHint(false);
}
