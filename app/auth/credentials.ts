import { credentialsSchema, type Credentials } from "../../core/api/auth.ts";

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

/** The stored credentials if they are well-formed; anything else is removed. */
export function readCredentials(): Credentials | null {
  const store = storage();
  const raw = store?.getItem(credentialsKey);
  if (!raw) return null;
  try {
    const parsed = credentialsSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
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
