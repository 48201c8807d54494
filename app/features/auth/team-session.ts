import { useEffect, useSyncExternalStore } from "react";
import type { Credentials } from "../../../core/api/auth.ts";
import {
  clearCredentials,
  credentialsKey,
  readCredentials,
  saveCredentials,
} from "./credentials.ts";

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

/**
 * The session calls are loaded on demand: most visitors have no credentials, and their pages
 * need no API client.
 */
const sessionCalls = () => import("./auth-api.ts");

async function showProfile(credentials: Credentials) {
  const { loadProfile } = await sessionCalls();
  const answer = await loadProfile(
    credentials.auth.access_token,
    credentials.info.resource_owner_id,
  );
  if (!answer.ok || typeof answer.data.name !== "string") return;
  const { name, avatar_url: avatar } = answer.data;
  // Our own SVG as a data: URL, or a path on this site; never another host (spec, privacy).
  const avatarUrl =
    typeof avatar === "string" && (avatar.startsWith("data:image/") || /^\/(?!\/)/.test(avatar))
      ? avatar
      : "";
  if (state.status === "member" && state.credentials === credentials) {
    set({ ...state, profile: { name, avatarUrl } });
  }
}

/** Spec: credentials are verified at app start and removed when the check fails. */
async function verify(credentials: Credentials) {
  set({ status: "checking", credentials });
  const { verifySession } = await sessionCalls();
  const answer = await verifySession(credentials.auth.access_token);
  if (state.status !== "checking" || state.credentials !== credentials) return;
  if (answer.ok) {
    set({ status: "member", credentials, profile: null });
    await showProfile(credentials);
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
  void showProfile(credentials);
}

/** Ends the session on the server (not awaited, spec) and forgets the credentials here. */
export function logout(): void {
  const token =
    state.status === "anonymous"
      ? readCredentials()?.auth.access_token
      : state.credentials.auth.access_token;
  if (token) void sessionCalls().then(({ endSession }) => endSession(token));
  clearCredentials();
  set(anonymous);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What this page knows of the team member now. */
export function teamState(): TeamState {
  return state;
}

/** The logged-in team member, if any. On the server and during hydration: anonymous. */
export function useTeam(): TeamState {
  useEffect(() => startTeamSession(), []);
  return useSyncExternalStore(subscribe, teamState, () => anonymous);
}
