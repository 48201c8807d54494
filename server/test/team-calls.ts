import { createApp } from "../app.ts";
import type { TestSetup } from "./services.ts";

/** One call of the team API, with a body that would be accepted. */
export interface TeamCall {
  method: "GET" | "POST";
  path: string;
  body?: unknown;
}

/** Makes a team call in-process, as the team area's pages do (bearer token, JSON body). */
export function teamCall(
  setup: TestSetup,
  { method, path, body }: TeamCall,
  token?: string,
  host = "localhost:3000",
) {
  const headers: Record<string, string> = { host, "accept-language": "de" };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  return createApp(setup.services).request(`http://${host}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A live team session's token; `email` as the login's address claim gave it. */
export async function teamToken(setup: TestSetup, email: string | null = null) {
  const { token } = await setup.services.auth.sessions.create({
    ownerId: "f".repeat(32),
    name: "Team Member",
    avatarUrl: "data:image/svg+xml,",
    email,
  });
  return token;
}
