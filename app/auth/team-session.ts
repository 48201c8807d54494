import { useEffect, useSyncExternalStore } from "react";
import type { Credentials } from "../../core/api/auth.ts";
import {
  clearCredentials,
  credentialsKey,
  readCredentials,
  saveCredentials,
} from "./credentials.ts";
import { teamRequest } from "./team-api.ts";

export interface TeamProfile {
  name: string;
  avatarUrl: string;
}

/**
 * 'anonymous': no credentials; 'checking': credentials found, the server is being asked;
 * 'member': the server confirmed the session.
 */
export type TeamState =
  | { status: "anonymous" }
  | { status: "checking"; credentials: Credentials }
  | { status: "member"; credentials: Credentials; profile: TeamProfile | null };

const anonymous: TeamState = { status: "anonymous" };
let state: TeamState = anonymous;
let started = false;
const listeners = new Set<() => void>();

function set(next: TeamState) {
  state = next;
  for (const listener of listeners) listener();
}

async function loadProfile(credentials: Credentials) {
  const answer = await teamRequest<{ name?: unknown; avatar_url?: unknown }>(
    `auth/profile?id=${encodeURIComponent(credentials.info.resource_owner_id)}`,
    { token: credentials.auth.access_token },
  );
  const data = answer.data as { name?: unknown; avatar_url?: unknown } | null;
  const name = typeof data?.name === "string" ? data.name : null;
  const avatar = typeof data?.avatar_url === "string" ? data.avatar_url : "";
  // Our own SVG as a data: URL, or a path on this site; never another host (spec, privacy).
  const avatarUrl = avatar.startsWith("data:image/") || /^\/(?!\/)/.test(avatar) ? avatar : "";
  if (state.status === "member" && state.credentials === credentials && answer.ok && name) {
    set({ ...state, profile: { name, avatarUrl } });
  }
}

/** Spec: credentials are verified at app start and removed when the check fails. */
async function verify(credentials: Credentials) {
  set({ status: "checking", credentials });
  const answer = await teamRequest("auth/verify", { token: credentials.auth.access_token });
  if (state.status !== "checking" || state.credentials !== credentials) return;
  if (answer.ok && answer.data?.code === 200) {
    set({ status: "member", credentials, profile: null });
    await loadProfile(credentials);
  } else if (answer.status === 0) {
    // Offline: keep the credentials for the next start, but grant nothing now.
    set(anonymous);
  } else {
    clearCredentials();
    set(anonymous);
  }
}

/** Runs once per page load, from the first component that shows team state. */
export function startTeamSession(): void {
  if (started || typeof window === "undefined") return;
  started = true;
  const credentials = readCredentials();
  if (credentials) void verify(credentials);
  // Logging in or out in another tab applies here too.
  window.addEventListener("storage", (event) => {
    if (event.key !== credentialsKey && event.key !== null) return;
    const next = readCredentials();
    if (!next) set(anonymous);
    else if (
      state.status === "anonymous" ||
      state.credentials.auth.access_token !== next.auth.access_token
    )
      void verify(next);
  });
}

/** After POST /api/auth/token: keep the credentials and show the person right away. */
export function completeLogin(credentials: Credentials): void {
  saveCredentials(credentials);
  started = true;
  set({ status: "member", credentials, profile: null });
  void loadProfile(credentials);
}

/** Ends the session on the server (not awaited, spec) and forgets the credentials here. */
export function logout(): void {
  const token =
    state.status === "anonymous"
      ? readCredentials()?.auth.access_token
      : state.credentials.auth.access_token;
  if (token) {
    void fetch("/api/auth/logout", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token }),
      keepalive: true,
    }).catch(() => undefined);
  }
  clearCredentials();
  set(anonymous);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The logged-in team member, if any. On the server and during hydration: anonymous. */
export function useTeam(): TeamState {
  useEffect(() => startTeamSession(), []);
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => anonymous,
  );
}
