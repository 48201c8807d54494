import { describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { laneComparisonForBlock } from "../test/fast-lane.ts";
import { testServicesForBlock } from "../test/services.ts";

/** Joining and polling over HTTP, as the page (with or without scripts) does. */
describe("the waiting room's visitor calls", () => {
  const setup = testServicesForBlock({ now: "2025-06-15T17:45:00+02:00" });
  const app = () => createApp(setup.services);
  const place = async (cookie?: string) => {
    const response = await app().request("/api/waiting-room/place/0?package=single-pamperplay", {
      headers: cookie ? { cookie } : {},
    });
    expect(response.headers.get("cache-control")).toBe("no-store");
    return ((await response.json()) as { view: { kind: string } }).view;
  };

  it("joins by a plain form post: a signed HttpOnly cookie, then back to the page", async () => {
    expect(await place()).toMatchObject({ kind: "open" });
    const response = await app().request("/api/waiting-room/join/0?package=single-pamperplay", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/ticket/order/0?package=single-pamperplay");
    const setCookie = response.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/^pp_place=[^;]+; .*HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    // A day after the sale start, counted on the browser's own clock.
    expect(setCookie).toMatch(/Max-Age=87300(;|$)/);
    const cookie = setCookie.split(";")[0]!;
    expect(await place(cookie)).toMatchObject({ kind: "pre-queue", supportId: expect.any(String) });
    expect(await place("pp_place=forged")).toMatchObject({ kind: "open" });
  });

  it("answers a package that does not queue with 'off' (the shop link as before)", async () => {
    const response = await app().request(
      "/api/waiting-room/place/0?package=reservation-diaper-dinner",
    );
    expect(((await response.json()) as { view: unknown }).view).toEqual({ kind: "off" });
  });
});

describe("joining, counted per client", () => {
  const setup = testServicesForBlock({
    now: "2025-06-15T17:45:00+02:00",
    env: { RATE_LIMIT_POSTS: "2" },
  });

  it("is under the public post limit: the third join within ten minutes is a 429", async () => {
    const app = createApp(setup.services);
    const join = () =>
      app.request("/api/waiting-room/join/0?package=single-pamperplay", {
        method: "POST",
        headers: { "content-type": "application/json" },
      });
    expect((await join()).status).toBe(200);
    expect((await join()).status).toBe(200);
    const refused = await join();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

/** The page's poll is answered in front of the app too (http/fast-lane.ts): alike in every case. */
describe("the place poll through the fast lane", () => {
  const setup = testServicesForBlock({ now: "2025-06-15T17:45:00+02:00" });
  const { bothAlike } = laneComparisonForBlock(setup);
  const poll = "/api/waiting-room/place/0?package=single-pamperplay";
  const view = (answered: { body: string }) =>
    (JSON.parse(answered.body) as { view: { kind: string } }).view;

  it("answers as the app does: without a place, with one, forged, in English, unknown", async () => {
    expect(view(await bothAlike(poll))).toMatchObject({ kind: "open" });
    const joined = await createApp(setup.services).request(
      "/api/waiting-room/join/0?package=single-pamperplay",
      { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" } },
    );
    const cookie = joined.headers.get("set-cookie")!.split(";")[0]!;
    const withPlace = await bothAlike(poll, { headers: [`Cookie: LOCALE=en; ${cookie}`] });
    expect(view(withPlace)).toMatchObject({ kind: "pre-queue" });
    expect(withPlace.body).toContain("Your place");
    expect(view(await bothAlike(poll, { headers: ["Cookie: pp_place=forged"] }))).toMatchObject({
      kind: "open",
    });
    expect(
      view(await bothAlike("/api/waiting-room/place/0?package=reservation-diaper-dinner")),
    ).toEqual({ kind: "off" });
    expect((await bothAlike("/api/waiting-room/place/abc")).status).toBe(404);
    // An escaped query is the app's to read.
    await bothAlike("/api/waiting-room/place/0?package=single%2Dpamperplay", { fast: false });
  });
});
