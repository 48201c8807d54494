import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { sha256 } from "./sessions.ts";
import { startLiveServer } from "./test/live-server.ts";
import { loginAs, loginCallback } from "./test/login-walk.ts";
import { allDatabaseKinds } from "../db/test/databases.ts";
import { testServices } from "../test/services.ts";

type Live = Awaited<ReturnType<typeof startLiveServer>>;

const json = (body: unknown, token?: string) => ({
  method: "POST",
  headers: {
    "content-type": "application/json",
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  },
  body: JSON.stringify(body),
});
const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

describe.each(allDatabaseKinds)("team login on %s", (kind) => {
  let live: Live;
  beforeAll(async () => {
    live = await startLiveServer({ kind });
  });
  afterAll(() => live.stop());
  const api = (path: string, init?: RequestInit) => fetch(`${live.url}/api${path}`, init);

  it("gives a team member our own session token, stored only as a hash", async () => {
    const { response, json: answer } = await loginAs(live.url, "team-member");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(answer).toEqual({
      code: 200,
      msg: "Angemeldet",
      auth: {
        access_token: expect.any(String),
        token_type: "Bearer",
        expires_at: expect.any(String),
      },
      info: { resource_owner_id: expect.stringMatching(/^[0-9a-f]{32}$/) },
    });
    const token = (answer.auth as { access_token: string }).access_token;
    // 256 random bits, not a JWT of the identity provider.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await live.services.db.selectFrom("team_sessions").selectAll().execute();
    const row = rows.find((candidate) => candidate.token_hash === sha256(token));
    // The login's address: where the team member's test mails go.
    expect(row?.email).toBe("team-member@pamperplay.example");
    expect(JSON.stringify(rows)).not.toContain(token);
    // Sessions last SESSION_TTL_HOURS (12 h by default) from the app clock.
    expect(new Date((answer.auth as { expires_at: string }).expires_at).getTime()).toBe(
      live.clock.now().getTime() + 12 * 3_600_000,
    );
  });

  it("verifies the session, shows the profile, and ends it on logout", async () => {
    const { json: answer } = await loginAs(live.url, "team-member");
    const token = (answer.auth as { access_token: string }).access_token;
    const ownerId = (answer.info as { resource_owner_id: string }).resource_owner_id;

    const verify = await api("/auth/verify", bearer(token));
    expect(verify.status).toBe(200);
    expect(await verify.json()).toMatchObject({ code: 200, info: { resource_owner_id: ownerId } });

    const profile = await api(`/auth/profile?id=${ownerId}`, bearer(token));
    const body = (await profile.json()) as { name: string; avatar_url: string };
    expect(body.name).toBe("Team Member");
    expect(body.avatar_url).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(body.avatar_url)).toContain(">TM<");
    expect((await api("/auth/profile?id=someone-else", bearer(token))).status).toBe(404);
    expect((await api("/auth/profile", bearer(token))).status).toBe(400);

    const logout = await api("/auth/logout", json({ token }));
    expect(await logout.json()).toEqual({ code: 200, msg: "Abgemeldet" });
    expect((await api("/auth/verify", bearer(token))).status).toBe(401);
    expect((await api(`/auth/profile?id=${ownerId}`, bearer(token))).status).toBe(401);
    // Logging out twice (or with an unknown token) reveals nothing.
    expect((await api("/auth/logout", json({ token }))).status).toBe(200);
  });

  it("ends sessions when they expire", async () => {
    const { json: answer } = await loginAs(live.url, "team-member");
    const token = (answer.auth as { access_token: string }).access_token;
    live.clock.advance(12 * 3_600_000 - 1000);
    expect((await api("/auth/verify", bearer(token))).status).toBe(200);
    live.clock.advance(1000);
    const expired = await api("/auth/verify", bearer(token));
    expect(expired.status).toBe(401);
    expect(expired.headers.get("www-authenticate")).toContain("Bearer");
    expect(await expired.json()).toMatchObject({ code: 401 });
  });

  it("refuses someone who is not in the team", async () => {
    const { response, json: answer } = await loginAs(live.url, "visitor");
    expect(response.status).toBe(403);
    expect(answer.msg).toMatch(/^Login fehlgeschlagen/);
    expect(answer).not.toHaveProperty("auth");
    const sessions = await live.services.db
      .selectFrom("team_sessions")
      .select("owner_id")
      .execute();
    const visitor = await live.services.db
      .selectFrom("team_sessions")
      .selectAll()
      .where("name", "=", "Visitor")
      .execute();
    expect(sessions.length).toBeGreaterThan(0);
    expect(visitor).toEqual([]);
  });

  it("accepts each login callback once, and only in the browser that started it", async () => {
    const first = await loginCallback(live.url, "team-member");
    const withoutCookie = await api("/auth/token", json(first.body));
    expect(withoutCookie.status).toBe(401);
    expect(((await withoutCookie.json()) as { msg: string }).msg).toMatch(/^Login fehlgeschlagen/);

    const second = await loginCallback(live.url, "team-member");
    const send = () =>
      api("/auth/token", {
        ...json(second.body),
        headers: { "content-type": "application/json", cookie: second.jar.header() },
      });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(401);
  });

  it("rejects a forged state or code", async () => {
    const { body, jar } = await loginCallback(live.url, "team-member");
    const headers = { "content-type": "application/json", cookie: jar.header() };
    const forged = await api("/auth/token", {
      method: "POST",
      headers,
      body: JSON.stringify({ ...body, state: "made-up-state" }),
    });
    expect(forged.status).toBe(401);
    const wrongCode = await api("/auth/token", {
      method: "POST",
      headers,
      body: JSON.stringify({ ...body, code: "made-up-code" }),
    });
    expect(wrongCode.status).toBe(401);
  });

  it("answers bad bodies with 400 or 413 and a message, in the visitor's language", async () => {
    const malformed = await api("/auth/token", {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "en" },
      body: "{not json",
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      code: 400,
      // The one JSON reader of the edge (server/http/read-json.ts), in the visitor catalogue's words.
      msg: "The request is not valid JSON.",
    });
    const wrongType = await api("/auth/token", json({ code: 5, state: "x" }));
    expect(wrongType.status).toBe(400);
    expect(((await wrongType.json()) as { msg: string }).msg).toContain("code");
    const huge = await api("/auth/token", json({ code: "x".repeat(40_000), state: "y" }));
    expect(huge.status).toBe(413);
    expect((await api("/auth/logout", json({}))).status).toBe(400);
    const list = await api("/auth/logout", { ...json({}), body: "[]" });
    expect(list.status).toBe(400);
    expect(((await list.json()) as { msg: string }).msg).toMatch(/JSON-Objekt/);
  });

  it("sends the login back to the city site it started on", async () => {
    const port = new URL(live.url).port;
    // fetch() may not set Host; the in-process app takes it as given.
    const app = createApp(live.services);
    const response = await app.request(`http://essen.localhost:${port}/api/auth/login`, {
      headers: { host: `essen.localhost:${port}` },
    });
    const authorize = new URL(response.headers.get("location")!);
    expect(authorize.searchParams.get("redirect_uri")).toBe(`http://essen.localhost:${port}/auth`);
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(response.headers.get("set-cookie")).toMatch(/team_login=.*HttpOnly/i);
    const foreign = await app.request("http://evil.example/api/auth/login", {
      headers: { host: "evil.example" },
    });
    expect(new URL(foreign.headers.get("location")!).searchParams.get("redirect_uri")).toBe(
      `${live.url}/auth`,
    );
  });
});

describe("the development identity provider", () => {
  it("answers only connections from this machine", async () => {
    const live = await startLiveServer();
    try {
      const local = await fetch(`${live.url}/dev-idp/.well-known/openid-configuration`);
      expect(local.status).toBe(200);
      expect(((await local.json()) as { issuer: string }).issuer).toBe(`${live.url}/dev-idp`);
      // Without a loopback socket (here: an in-process request) it refuses.
      const app = createApp(live.services);
      const remote = await app.request("/dev-idp/.well-known/openid-configuration");
      expect(remote.status).toBe(403);
    } finally {
      await live.stop();
    }
  });
});

describe("a site on a public address without OIDC_ISSUER", () => {
  let setup: Awaited<ReturnType<typeof testServices>>;
  beforeAll(async () => {
    setup = await testServices({ env: { PUBLIC_URL: "https://pamperplay.example" } });
  });
  afterAll(() => setup.dispose());

  it("has no development identity provider and no login", async () => {
    expect(setup.services.auth.devIdp).toBeNull();
    const app = createApp(setup.services, async () => new Response("page", { status: 404 }));
    const discovery = await app.request("/dev-idp/.well-known/openid-configuration");
    expect(await discovery.text()).toBe("page");
    const login = await app.request("/api/auth/login");
    expect(login.status).toBe(503);
    expect(await login.json()).toMatchObject({ code: 503 });
  });
});
