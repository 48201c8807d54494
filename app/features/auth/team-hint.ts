import type { Credentials } from "../../../core/api/auth.ts";
import { readCookie } from "../../../core/locale.ts";
import { clearCredentials, saveCredentials } from "./credentials.ts";

/**
 * A cookie saying that this browser keeps a team login. It carries nothing secret: for such a
 * request the server renders the reading pages with React, outside the page cache, so the footer
 * shows the member and the stored login is checked at app start
 * (docs/decisions/0048-reading-pages-without-the-framework.md). Only the team session's module
 * (loaded where a login is stored) and the reading pages' script write it: the code every
 * visitor's React page loads does not grow.
 */
export const teamHintCookieName = "TEAM";

/**
 * Twelve hours, the default session lifetime, renewed at each check of the login: a hint left
 * behind (the site's storage cleared but not its cookies, or a team call refused after the
 * check) lapses; a login that outlives it gets it back from the reading page's script.
 */
const hintSeconds = 12 * 60 * 60;

/** Whether a Cookie header (the request's, or `document.cookie`) carries the hint. */
export function hasTeamHint(cookies: string | null | undefined): boolean {
  return readCookie(cookies, teamHintCookieName) === "1";
}

function writeTeamHint(seconds: number): void {
  document.cookie = `${teamHintCookieName}=1; Max-Age=${seconds}; Path=/; SameSite=Lax`;
}

/** Sets or renews the hint for a login stored here. */
export function setTeamHint(): void {
  writeTeamHint(hintSeconds);
}

/** Keeps a login (after POST /api/auth/token) with its hint. */
export function keepLogin(credentials: Credentials): void {
  saveCredentials(credentials);
  setTeamHint();
}

/** Forgets the stored login and its hint (logout, a login the check at app start refused). */
export function forgetLogin(): void {
  clearCredentials();
  writeTeamHint(0);
}
