import { Hono } from "hono";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressAnswers } from "./compress.ts";

const list = { results: Array.from({ length: 100 }, (_, i) => ({ day: i, count: i * 7 })) };
const app = new Hono();
app.use(compressAnswers());
app.get("/big", (c) => c.json(list));
app.get("/small", (c) => c.json({ code: 200, msg: "ok" }));
app.get("/page", () => {
  const encoder = new TextEncoder();
  // A page streams: the head first, the rest later.
  const body = new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode("<!DOCTYPE html><head></head>"));
      controller.enqueue(encoder.encode(`<body>${"<p>Party</p>".repeat(200)}</body>`));
      controller.close();
    },
  });
  return new Response(body, { headers: { "content-type": "text/html" } });
});

/** A page from the page cache: compressed already, its body counted each time it is read. */
let bodyReads = 0;
class CachedPage extends Response {
  override get body() {
    bodyReads += 1;
    return super.body;
  }
}
app.get("/cached", () => {
  const headers = {
    "content-type": "text/html",
    "content-encoding": "br",
    vary: "Accept-Encoding",
  };
  return new CachedPage(new Uint8Array([1, 2, 3]), { headers });
});

const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe("compressing answers on the fly", () => {
  it("compresses JSON of more than 1 kB with the client's best coding", async () => {
    const br = await app.request("/big", { headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(br.headers.get("content-type")).toMatch(/^application\/json/);
    expect(JSON.parse(brotliDecompressSync(await bytes(br)).toString())).toEqual(list);
    const gzip = await app.request("/big", { headers: { "accept-encoding": "gzip" } });
    expect(JSON.parse(gunzipSync(await bytes(gzip)).toString())).toEqual(list);
  });

  it("sends short answers and answers to clients without a coding as they are", async () => {
    const small = await app.request("/small", { headers: { "accept-encoding": "br" } });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(await small.json()).toEqual({ code: 200, msg: "ok" });
    const plain = await app.request("/big");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
    expect(await plain.json()).toEqual(list);
  });

  it("passes an answer coded already without reading its body", async () => {
    // Reading it would make the Node adapter copy a cached page's bytes for every request.
    bodyReads = 0;
    const page = await app.request("/cached", { headers: { "accept-encoding": "br" } });
    expect(bodyReads).toBe(0);
    expect(page.headers.get("content-encoding")).toBe("br");
    expect([...(await bytes(page))]).toEqual([1, 2, 3]);
  });

  it("compresses a streamed page as a stream", async () => {
    const page = await app.request("/page", { headers: { "accept-encoding": "gzip" } });
    expect(page.headers.get("content-encoding")).toBe("gzip");
    const html = gunzipSync(await bytes(page)).toString();
    expect(html).toMatch(/^<!DOCTYPE html><head><\/head><body>(<p>Party<\/p>){200}<\/body>$/);
  });
});
