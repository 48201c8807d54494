import { Hono } from "hono";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { loadStaticFiles, staticFiles } from "./static-files.ts";

const root = mkdtempSync(join(tmpdir(), "static-files-"));
const script = Buffer.from("export const greeting = 'Servus';\n".repeat(100));
mkdirSync(join(root, "assets"));
writeFileSync(join(root, "assets/entry-Ab12Cd.js"), script);
writeFileSync(join(root, "assets/entry-Ab12Cd.js.br"), brotliCompressSync(script));
writeFileSync(join(root, "assets/entry-Ab12Cd.js.gz"), gzipSync(script));
writeFileSync(join(root, "logo.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");

const app = new Hono();
app.use(staticFiles(root));
app.all("*", (c) => c.text("page", 404));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  app.request(path, { method, headers });
const body = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe("static files", () => {
  it("answers a browser with the Brotli sibling, cached for a year", async () => {
    const response = await get("/assets/entry-Ab12Cd.js", { "accept-encoding": "gzip, br" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("last-modified")).toBeTruthy();
    expect(brotliDecompressSync(await body(response))).toEqual(script);
  });

  it("answers gzip to a client without Brotli, under another validator", async () => {
    const br = await get("/assets/entry-Ab12Cd.js", { "accept-encoding": "br" });
    const response = await get("/assets/entry-Ab12Cd.js", { "accept-encoding": "gzip" });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(await body(response))).toEqual(script);
    expect(response.headers.get("etag")).not.toBe(br.headers.get("etag"));
  });

  it("sends the plain file to a client that accepts no coding, or none of ours", async () => {
    const plain: Record<string, string>[] = [
      {},
      { "accept-encoding": "identity" },
      { "accept-encoding": "*;q=0" },
    ];
    for (const headers of plain) {
      const response = await get("/assets/entry-Ab12Cd.js", headers);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-encoding")).toBeNull();
      expect(response.headers.get("content-length")).toBe(String(script.length));
      expect(await body(response)).toEqual(script);
    }
  });

  it("keeps a file's plain form in memory only when it has no compressed sibling", () => {
    // What nearly no client asks for is read when first asked for (the test above).
    const files = loadStaticFiles(root);
    expect(files.get("/assets/entry-Ab12Cd.js")?.identity).toBeUndefined();
    expect(Object.keys(files.get("/assets/entry-Ab12Cd.js")?.encoded ?? {}).sort()).toEqual([
      "br",
      "gzip",
    ]);
    expect(files.get("/logo.svg")?.identity?.toString()).toMatch(/^<svg/);
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const response = await get("/assets/entry-Ab12Cd.js", { "accept-encoding": "br" }, "HEAD");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(Number(response.headers.get("content-length"))).toBeGreaterThan(0);
    expect((await body(response)).length).toBe(0);
  });

  it("answers 304 when the client's copy is current, by ETag or by date", async () => {
    const first = await get("/logo.svg");
    const etag = first.headers.get("etag")!;
    expect(first.headers.get("cache-control")).toBe("public, no-cache");
    const byTag = await get("/logo.svg", { "if-none-match": `"other", ${etag}` });
    expect(byTag.status).toBe(304);
    expect(byTag.headers.get("etag")).toBe(etag);
    expect((await body(byTag)).length).toBe(0);
    const byDate = await get("/logo.svg", {
      "if-modified-since": first.headers.get("last-modified")!,
    });
    expect(byDate.status).toBe(304);
    expect((await get("/logo.svg", { "if-none-match": '"stale"' })).status).toBe(200);
  });

  it("leaves every other path to the pages, without looking on disk", async () => {
    expect(await (await get("/start")).text()).toBe("page");
    expect(await (await get("/assets/entry-Ab12Cd.js.br")).text()).toBe("page");
    expect((await get("/logo.svg", {}, "POST")).status).toBe(404);
  });
});
