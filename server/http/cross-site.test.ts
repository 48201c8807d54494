import { describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { laneComparisonForBlock } from "../test/fast-lane.ts";
import { testServicesForBlock } from "../test/services.ts";

/** Munich's sale starts 15 June 2025 at 18:00; its waiting room is open from 17:30. */
const join = "/api/waiting-room/join/0?package=single-pamperplay";
const json = { "content-type": "application/json" };
const attacker = { "sec-fetch-site": "cross-site", origin: "https://ads.example.net" };

describe("requests started by another website", () => {
  const setup = testServicesForBlock({
    now: "2025-06-15T17:45:00+02:00",
    env: { RATE_LIMIT_POSTS: "1000" },
  });
  const app = () => createApp(setup.services);
  const places = async () =>
    (await setup.services.db.selectFrom("waiting_room_entries").select("id").execute()).length;
  const post = (path: string, headers: Record<string, string>, body = "") =>
    app().request(path, { method: "POST", headers, body });

  it("cannot fill the visitor's network cap: a cross-site join is refused and takes no place", async () => {
    await setup.services.db.deleteFrom("waiting_room_entries").execute();
    // The ad's `fetch(…, { method: "POST", mode: "no-cors" })`, from browsers with and without
    // Sec-Fetch-Site, and a form posted from there.
    const attempts: Record<string, string>[] = [
      { ...attacker, "content-type": "text/plain;charset=UTF-8" },
      { origin: "https://ads.example.net", "content-type": "text/plain;charset=UTF-8" },
      { origin: "null", "content-type": "text/plain;charset=UTF-8" },
      { ...attacker, "content-type": "application/x-www-form-urlencoded" },
      { ...attacker, ...json, "accept-language": "en" },
    ];
    for (const headers of attempts) {
      const refused = await post(join, headers);
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(refused.headers.get("set-cookie")).toBeNull();
      expect(await refused.json()).toEqual({
        code: 403,
        msg: headers["accept-language"]
          ? expect.stringMatching(/^This request came from another website/)
          : expect.stringMatching(/^Diese Anfrage kam von einer anderen Website/),
      });
    }
    expect(await places()).toBe(0);

    // The visitor's own page (the script's JSON post, the plain form post; a browser without
    // Sec-Fetch-Site names a city site as its Origin) and calls from no page (curl, another
    // server) all join.
    const own = { "sec-fetch-site": "same-origin", origin: "http://localhost:3000" };
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const joins = [
      await post(join, { ...own, ...json }),
      await post(join, { ...own, ...form }),
      await post(join, { origin: "http://munich.localhost:3000", ...json }),
      await post(join, json),
    ];
    expect(joins.map((answer) => answer.status)).toEqual([200, 303, 200, 200]);
    expect(await places()).toBe(4);
  });

  it("lets another city site of ours post (same-site), but no other site under the same domain", async () => {
    const sameSite = (origin: string) =>
      post("/api/waiting-room/join/abc", { "sec-fetch-site": "same-site", origin, ...json });
    // Past the check: the route itself answers (no such shop).
    expect((await sameSite("http://essen.localhost:3000")).status).toBe(404);
    expect((await sameSite("http://evil.localhost:3000")).status).toBe(403);
    expect(
      (await post("/api/waiting-room/join/abc", { "sec-fetch-site": "same-site", ...json })).status,
    ).toBe(403);
  });

  it("joins by script only with JSON: a text/plain post from no page at all is refused", async () => {
    const plain = await post(join, { "content-type": "text/plain" }, "{}");
    expect(plain.status).toBe(415);
    expect(await plain.json()).toEqual({
      code: 415,
      msg: "Diese Anfrage muss JSON schicken (Content-Type: application/json).",
    });
    expect((await post(join, {})).status).toBe(415);
  });

  it("changes nothing on any route: every public, team and page post from another site is a 403", async () => {
    const site = app();
    const posts = site.routes
      .filter((route) => !["GET", "ALL"].includes(route.method))
      .map((route) => ({ method: route.method, path: route.path.replace(/:\w+/g, "0") }));
    expect(posts.length).toBeGreaterThan(30);
    // The plain form posts of the pages (the language switch, anything React Router answers).
    posts.push({ method: "POST", path: "/locale" }, { method: "POST", path: "/contact" });
    for (const { method, path } of posts) {
      const answer = await site.request(path, {
        method,
        headers: { ...attacker, ...json },
        body: "{}",
      });
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
    // Reads pass: they change nothing, and the other site cannot read the answer.
    const read = await site.request("/api/waiting-room/place/0?package=single-pamperplay", {
      headers: attacker,
    });
    expect(read.status).toBe(200);
  });
});

describe("the cross-site check with the fast lane in front", () => {
  const setup = testServicesForBlock({ now: "2025-06-15T17:45:00+02:00" });
  const { bothAlike } = laneComparisonForBlock(setup);
  const poll = "/api/waiting-room/place/0?package=single-pamperplay";
  const from = ["Sec-Fetch-Site: cross-site", "Origin: https://ads.example.net"];

  it("answers alike: the lane's reads pass, a post from elsewhere is the app's 403", async () => {
    expect((await bothAlike(poll, { headers: from })).status).toBe(200);
    const refused = await bothAlike(join, { method: "POST", headers: from, fast: false });
    expect(refused.status).toBe(403);
    const lanePost = await bothAlike(poll, { method: "POST", headers: from, fast: false });
    expect(lanePost.status).toBe(403);
  });
});
