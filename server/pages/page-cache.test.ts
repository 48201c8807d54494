import { describe, expect, it } from "vitest";
import { pageCache, pageCacheKey, RenderedPage, type PageSite } from "./page-cache.ts";

const visitor: PageSite = { hub: "munich", locale: "de", siteUrl: "http://munich.localhost:3000" };
const at = new Date("2025-06-15T16:00:00.250Z");
const key = (url: string, headers: Record<string, string> = {}, site = visitor, now = at) =>
  pageCacheKey(new Request(url, { headers }), site, now);

const html = (text: string, status = 200, headers: Record<string, string> = {}) =>
  new RenderedPage(
    status,
    Object.entries({ "content-type": "text/html", ...headers }),
    Buffer.from(`<p>${text}</p><script>window.x=1</script>`),
  );

describe("the page cache key", () => {
  it("is the same for two visitors of one page in one second", () => {
    const later = new Date(at.getTime() + 600);
    expect(key("http://localhost:3000/ticket", {}, visitor, later)).toBe(
      key("http://localhost:3000/ticket", { "accept-language": "de", "user-agent": "Phone" }),
    );
    expect(key("http://localhost:3000/ticket", { cookie: "LOCALE=de" })).toBe(
      key("http://localhost:3000/ticket"),
    );
  });

  it("differs by city, language, second, address and data request", () => {
    const base = key("http://localhost:3000/ticket");
    const others = [
      key("http://localhost:3000/ticket", {}, { ...visitor, hub: "essen" }),
      key("http://localhost:3000/ticket", {}, { ...visitor, locale: "en" }),
      key("http://localhost:3000/ticket", {}, { ...visitor, siteUrl: "http://essen.localhost" }),
      key("http://localhost:3000/ticket", {}, visitor, new Date(at.getTime() + 1000)),
      key("http://localhost:3000/start"),
      key("http://essen.localhost:3000/ticket"),
      key("http://localhost:3000/ticket.data?_routes=routes%2Fticket"),
    ];
    expect(new Set([base, ...others]).size).toBe(others.length + 1);
  });

  it("is none for a team member's request, so the team never reads or writes visitors' pages", () => {
    expect(key("http://localhost:3000/start", { authorization: "Bearer abc" })).toBeUndefined();
    expect(key("http://localhost:3000/start", { cookie: "LOCALE=de; session=x" })).toBeUndefined();
    expect(key("http://localhost:3000/admin")).toBeUndefined();
    expect(key("http://localhost:3000/admin/quotas")).toBeUndefined();
  });

  it("is none for mailed links, logins, queries and anything but GET and HEAD", () => {
    expect(key("http://localhost:3000/_form/card/secret-token")).toBeUndefined();
    expect(key("http://localhost:3000/auth?code=1")).toBeUndefined();
    expect(key("http://localhost:3000/ticket/confirm-offer?id=abc")).toBeUndefined();
    const post = new Request("http://localhost:3000/locale", { method: "POST", body: "x" });
    expect(pageCacheKey(post, visitor, at)).toBeUndefined();
    const head = new Request("http://localhost:3000/start", { method: "HEAD" });
    expect(pageCacheKey(head, visitor, at)).toBe(key("http://localhost:3000/start"));
  });
});

describe("the page cache", () => {
  it("renders a page once for everybody asking in the same second, then again", async () => {
    const cache = pageCache({ maxEntries: 10 });
    let renders = 0;
    const render = async () => html(`render ${++renders}`);
    const first = key("http://localhost:3000/ticket")!;
    const pages = await Promise.all([1, 2, 3].map(() => cache.page(first, render)));
    expect(renders).toBe(1);
    expect(new Set(pages).size).toBe(1);
    const next = key("http://localhost:3000/ticket", {}, visitor, new Date(at.getTime() + 1000))!;
    await cache.page(next, render);
    expect(renders).toBe(2);
    expect(cache.size).toBe(1);
  });

  it("never shares an error page or a page that sets a cookie", async () => {
    const cache = pageCache({ maxEntries: 10 });
    for (const page of [html("gone", 404), html("mine", 200, { "set-cookie": "a=b" })]) {
      let renders = 0;
      const render = async () => (renders++, page);
      const k = key(`http://localhost:3000/${page.status}`)!;
      await Promise.all([cache.page(k, render), cache.page(k, render)]);
      expect(renders).toBe(2);
    }
    expect(cache.size).toBe(0);
  });

  it("answers in the coding the client accepts, with the page's script hashes", async () => {
    const page = new RenderedPage(
      200,
      [["content-type", "text/html"]],
      Buffer.from(`<main>${"Tickets ".repeat(400)}</main><script>window.x=1</script>`),
    );
    expect(page.scriptHashes).toEqual(["'sha256-hUmDl3yY/7GaaX+Zuy8aEy8IzxgpBs7xccqYHs2/7kQ='"]);
    const br = page.respond("gzip, br", false);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(Number(br.headers.get("content-length"))).toBeLessThan(page.body.length);
    const plain = page.respond(undefined, false);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(page.body.toString());
    const head = page.respond("gzip", true);
    expect(head.headers.get("content-encoding")).toBe("gzip");
    expect(await head.text()).toBe("");
  });
});
