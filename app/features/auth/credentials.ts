import type { Credentials } from "../../../core/api/auth.ts";

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
  store?.removeItem(credentialsKey);
  return null;
}

export function saveCredentials(credentials: Credentials): void {
  storage()?.setItem(
    credentialsKey,
    JSON.stringify({ auth: credentials.auth, info: credentials.info }),
  );
}

export function clearCredentials(): void {
  storage()?.removeItem(credentialsKey);
}
