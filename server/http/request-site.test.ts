import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { requestSite, type SiteEnv } from "./request-site.ts";

const config = {
  HUB_HOSTS: { "essen.example.org": "essen" as const },
  DEFAULT_HUB: "munich" as const,
};

/** The city and language a handler behind requestSite sees for a request with these headers. */
async function siteSeen(headers: Record<string, string>): Promise<string> {
  const app = new Hono<SiteEnv>()
    .use(requestSite(config))
    .get("/", (c) => c.text(`${c.get("hub")} ${c.get("locale")}`));
  return (await app.request("/", { headers })).text();
}

describe("the request's site", () => {
  it("takes the city from the host name, else the default", async () => {
    expect(await siteSeen({ host: "Essen.Example.org:8443" })).toBe("essen de");
    expect(await siteSeen({ host: "elsewhere.example.org" })).toBe("munich de");
  });

  it("takes the language from the LOCALE cookie before Accept-Language", async () => {
    expect(await siteSeen({ "accept-language": "en-GB,en;q=0.9" })).toBe("munich en");
    expect(await siteSeen({ cookie: "LOCALE=de", "accept-language": "en" })).toBe("munich de");
  });
});

describe("a language in the address", () => {
  const app = new Hono<SiteEnv>()
    .use(requestSite(config))
    .get("/", (c) => c.text(c.get("locale")))
    .get("/feed", (c) => {
      c.header("Cache-Control", "public, max-age=300");
      return c.text(c.get("locale"));
    });

  it("wins over the cookie and is stored for the next pages", async () => {
    const response = await app.request("/?lang=en", { headers: { cookie: "LOCALE=de" } });
    expect(await response.text()).toBe("en");
    expect(response.headers.get("set-cookie")).toMatch(/^LOCALE=en; Path=\/; Max-Age=31536000/);
  });

  it("sets no cookie when it is stored already, unknown, or the answer may be shared", async () => {
    const same = await app.request("/?lang=en", { headers: { cookie: "LOCALE=en" } });
    expect(same.headers.get("set-cookie")).toBeNull();
    const unknown = await app.request("/?lang=fr", { headers: { "accept-language": "en" } });
    expect(await unknown.text()).toBe("en");
    expect(unknown.headers.get("set-cookie")).toBeNull();
    const feed = await app.request("/feed?lang=en");
    expect(await feed.text()).toBe("en");
    expect(feed.headers.get("set-cookie")).toBeNull();
  });
});
