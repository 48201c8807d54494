import { describe, expect, it, vi } from "vitest";
import type { PageHandler } from "../app.ts";
import { teamToken } from "../test/team-calls.ts";
import { framedChunk, parseAnswer, rawRequest } from "../test/raw-http.ts";
import { consoleForBlock } from "../test/console-capture.ts";
import { testServicesForBlock } from "../test/services.ts";
import { siteServerForBlock } from "../test/site-server.ts";

const wait = { timeout: 10_000, interval: 20 };

/** Stands in for React Router: an action reads the whole body, as a form post does. */
const readingPages: PageHandler = async (request) => {
  if (request.body) await request.arrayBuffer();
  return new Response(null, { status: 303, headers: { location: "/start" } });
};

const head = (path: string, framing: string, extra = "") =>
  `POST ${path} HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en\r\n` +
  `Content-Type: application/json\r\n${extra}${framing}\r\n\r\n`;

describe("a visitor's body that comes too slowly", () => {
  // Short, so that the test need not wait long for it to pass.
  const setup = testServicesForBlock({ env: { READ_TIMEOUT_MS: "300" } });
  const site = siteServerForBlock(setup, readingPages);

  for (const [path, framing, first] of [
    ["/api/contact/postcard", "Content-Length: 1000", Buffer.from('{"name":')],
    ["/api/newsletter/register", "Transfer-Encoding: chunked", framedChunk(Buffer.from("{"))],
    ["/locale", "Content-Length: 100", Buffer.from("lang=")],
  ] as const) {
    it(`POST ${path} (${framing}) gets 408 and its connection closes`, async () => {
      const request = rawRequest(site.port, head(path, framing), [first]);
      try {
        let answer = "";
        void request.firstBytes.then((text) => (answer = text));
        await vi.waitFor(() => expect(answer).toMatch(/^HTTP\/1\.1 \d{3}/), wait);
        const { status, headers, body } = parseAnswer(await request.answer);
        expect(status).toBe(408);
        expect(headers.get("connection")).toBe("close");
        expect(JSON.parse(body)).toEqual({
          code: 408,
          msg: "The request arrived too slowly – please try again.",
        });
        await vi.waitFor(() => expect(site.closed(request.clientPort())).toBe(true), wait);
      } finally {
        request.socket.destroy();
      }
    });
  }
});

describe("a client that leaves in the middle of its body", () => {
  const setup = testServicesForBlock();
  const site = siteServerForBlock(setup, readingPages);
  const output = consoleForBlock();

  const cases = [
    ["/api/contact/postcard", "Content-Length: 10000", false],
    ["/api/newsletter/register", "Transfer-Encoding: chunked", false],
    ["/locale", "Content-Length: 1000", false],
    ["/api/admin/images", "Content-Length: 100000", true],
    ["/api/admin/images", "Transfer-Encoding: chunked", true],
  ] as const;
  for (const [path, framing, team] of cases) {
    it(`POST ${path} (${framing}${team ? ", logged in" : ""}) leaves no trace in the log`, async () => {
      const login = team ? `Authorization: Bearer ${await teamToken(setup)}\r\n` : "";
      const piece = Buffer.alloc(500, "x");
      const first = framing.startsWith("Transfer") ? framedChunk(piece) : piece;
      const request = rawRequest(site.port, head(path, framing, login), [first]);
      // Once the server has the head and the first piece, the client is gone.
      await vi.waitFor(() => {
        const port = request.clientPort();
        expect(port && site.bytesReadFrom(port)).toBeGreaterThan(first.length);
      }, wait);
      request.socket.destroy();
      await vi.waitFor(() => {
        expect(site.closed(request.clientPort())).toBe(true);
        expect(site.idle()).toBe(true);
      }, wait);
      expect(output.logged()).toBe("");
    });
  }
});
