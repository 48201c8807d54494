import { Agent, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { beforeEach, describe, expect, it } from "vitest";
import { createApp, type PageHandler } from "../app.ts";
import { answerToPartialBody, framedChunk, parseAnswer } from "../test/raw-http.ts";
import { testServicesForBlock } from "../test/services.ts";
import { siteServerForBlock } from "../test/site-server.ts";

const tenMegabytes = 10 * 1024 * 1024;
const chunk = Buffer.alloc(64 * 1024, "x");

/** Stands in for React Router: reads any body it is given, as an action does, and counts it. */
function countingPages() {
  const seen = { bytes: 0 };
  const handler: PageHandler = async (request) => {
    try {
      if (request.body) seen.bytes += (await request.arrayBuffer()).byteLength;
    } catch {
      return new Response("error page", { status: 500 });
    }
    if (request.method !== "GET") {
      return new Response(null, { status: 303, headers: { location: "/start" } });
    }
    return new Response("<h1>page</h1>", { headers: { "content-type": "text/html" } });
  };
  return { seen, handler };
}

function send(
  agent: Agent,
  port: number,
  options: { method: string; path: string; headers?: Record<string, string>; body?: Buffer },
) {
  return new Promise<{ status?: number; headers: IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const request = httpRequest(
        { host: "127.0.0.1", port, agent, method: options.method, path: options.path },
        (response) => {
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (data: string) => (body += data));
          response.on("end", () =>
            resolve({ status: response.statusCode, headers: response.headers, body }),
          );
        },
      );
      for (const [name, value] of Object.entries(options.headers ?? {}))
        request.setHeader(name, value);
      // The server may answer and close before the whole body is written: that is the point.
      request.on("error", (error) => (request.writableFinished ? undefined : reject(error)));
      request.end(options.body);
    },
  );
}

describe("one body limit in front of every route, on a real HTTP server", () => {
  const setup = testServicesForBlock();
  const pages = countingPages();
  const site = siteServerForBlock(setup, pages.handler);
  beforeEach(() => {
    pages.seen.bytes = 0;
  });

  const head = (path: string, framing: string) =>
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en\r\n` +
    `Content-Type: application/x-www-form-urlencoded\r\n${framing}\r\n\r\n`;

  for (const path of ["/locale", "/contact", "/api/newsletter/register"]) {
    it(`POST ${path} declaring 10 MB: 413 in the visitor's language before the body is read`, async () => {
      const raw = await answerToPartialBody(
        site.port,
        head(path, `Content-Length: ${tenMegabytes}`),
        [chunk],
      );
      const answer = parseAnswer(raw);
      expect(answer.status).toBe(413);
      expect(answer.headers.get("connection")).toBe("close");
      expect(JSON.parse(answer.body)).toEqual({
        code: 413,
        msg: expect.stringMatching(/^The request is too large \(at most \d+ kB\)\.$/),
      });
      expect(pages.seen.bytes).toBe(0);
    });

    it(`POST ${path} with 10 MB in chunks, no length declared: 413 after reading at most the limit`, async () => {
      const chunked = [1, 2, 3, 4].map(() => framedChunk(chunk));
      const raw = await answerToPartialBody(
        site.port,
        head(path, "Transfer-Encoding: chunked"),
        chunked,
      );
      const answer = parseAnswer(raw);
      expect(answer.status).toBe(413);
      expect(answer.headers.get("connection")).toBe("close");
      expect(pages.seen.bytes).toBe(0);
    });
  }

  it("the language switch is refused at 1 kB, the API at 16 kB", async () => {
    const locale = await answerToPartialBody(
      site.port,
      head("/locale", "Content-Length: 1025"),
      [],
    );
    expect(parseAnswer(locale).body).toContain("at most 1 kB");
    const api = await answerToPartialBody(
      site.port,
      head("/api/contact/postcard", "Content-Length: 16385"),
      [],
    );
    expect(parseAnswer(api).body).toContain("at most 16 kB");
  });

  for (const [framing, header, body] of [
    ["declared", `Content-Length: ${tenMegabytes}`, chunk],
    ["in chunks", "Transfer-Encoding: chunked", framedChunk(chunk)],
  ] as const) {
    it(`a page read (GET) carrying a body ${framing} is refused`, async () => {
      const raw = await answerToPartialBody(
        site.port,
        `GET /start HTTP/1.1\r\nHost: localhost\r\n${header}\r\n\r\n`,
        [body],
      );
      expect(parseAnswer(raw).status).toBe(413);
      expect(pages.seen.bytes).toBe(0);
    });
  }

  it("a Content-Length smaller than the body sent: the page gets only the declared bytes, the rest is refused", async () => {
    const raw = await answerToPartialBody(site.port, head("/locale", "Content-Length: 500"), [
      chunk,
      chunk,
    ]);
    // Node's HTTP parser frames the body by the declared length and refuses what follows.
    expect(raw).toContain("HTTP/1.1 400 Bad Request");
    expect(raw).not.toMatch(/^HTTP\/1\.1 2/m);
    expect(pages.seen.bytes).toBeLessThanOrEqual(500);
  });

  it("a keep-alive client gets a proper answer to its next request after a 413", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (const path of ["/locale", "/api/newsletter/register"]) {
        const refused = await send(agent, site.port, {
          method: "POST",
          path,
          headers: { "content-type": "application/json" },
          body: Buffer.alloc(tenMegabytes, "x"),
        });
        expect(refused.status).toBe(413);
        expect(refused.headers.connection).toBe("close");
        const next = await send(agent, site.port, { method: "GET", path: "/api/time" });
        expect(next.status).toBe(200);
        expect(JSON.parse(next.body)).toHaveProperty("now");
      }
    } finally {
      agent.destroy();
    }
  });
});

describe("one body limit in front of every route, in-process", () => {
  const setup = testServicesForBlock();

  it("a handler never sees more than the limit, even when the declared length lies", async () => {
    const pages = countingPages();
    const app = createApp(setup.services, pages.handler);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= tenMegabytes) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const init: RequestInit & { duplex: "half" } = {
      method: "POST",
      headers: { "content-length": "100", "accept-language": "de" },
      body,
      duplex: "half",
    };
    const response = await app.request(new Request("http://localhost/locale", init));
    expect(response.status).toBe(413);
    expect(response.headers.get("location")).toBeNull();
    expect(await response.json()).toEqual({
      code: 413,
      msg: "Die Anfrage ist zu groß (höchstens 1 kB).",
    });
    expect(sent).toBeLessThanOrEqual(2 * chunk.length);
  });
});
