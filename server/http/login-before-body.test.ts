import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it, vi } from "vitest";
import { createApp } from "../app.ts";
import { teamApiPrefix } from "../auth/require-team.ts";
import { framedChunk, parseAnswer, rawRequest } from "../test/raw-http.ts";
import { testServicesForBlock } from "../test/services.ts";
import { siteServerForBlock } from "../test/site-server.ts";

// A full collection before each reading, so that garbage does not count as memory held.
setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

const stalledHead = (path: string) =>
  `POST ${path} HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en\r\n` +
  "Content-Type: application/octet-stream\r\nTransfer-Encoding: chunked\r\n\r\n";
const firstChunk = framedChunk(Buffer.alloc(1024, "x"));
const answerWait = { timeout: 10_000, interval: 20 };

describe("team calls refuse a visitor before reading any of the body, on the site's server", () => {
  const setup = testServicesForBlock();
  const site = siteServerForBlock(setup);

  // Every call of the team API that takes a body, as the app routes them: a new one is covered.
  const teamPosts = () =>
    createApp(setup.services)
      .routes.filter((route) => route.method === "POST" && route.path.startsWith(teamApiPrefix))
      .map((route) => route.path.replace(/:\w+/g, "muc2026.1"));

  it("covers the image upload and the other team calls that take a body", () => {
    expect(teamPosts()).toEqual(
      expect.arrayContaining([
        "/api/admin/images",
        "/api/admin/posts",
        "/api/admin/tickets/settings",
      ]),
    );
  });

  it("a stalled upload without a login gets 401 after the first kilobyte, and its connection closes", async () => {
    for (const path of teamPosts()) {
      const upload = rawRequest(site.port, stalledHead(path), [firstChunk]);
      let answer = "";
      void upload.firstBytes.then((text) => (answer = text));
      await vi.waitFor(() => expect(answer, path).toMatch(/^HTTP\/1\.1 \d{3}/), answerWait);
      const read = site.bytesReadFrom(upload.clientPort());
      const { status, headers, body } = parseAnswer(await upload.answer);
      expect(status, path).toBe(401);
      expect(headers.get("connection"), path).toBe("close");
      expect(JSON.parse(body), path).toEqual({ code: 401, msg: expect.any(String) });
      // The head and the one chunk sent: nothing was waited for.
      expect(read, path).toBeLessThanOrEqual(stalledHead(path).length + firstChunk.length);
      await vi.waitFor(() => expect(site.closed(upload.clientPort()), path).toBe(true), answerWait);
      upload.socket.destroy();
    }
  });

  it("50 stalled uploads of 1 MB each: each refused after its first reads, and no memory kept", async () => {
    const piece = framedChunk(Buffer.alloc(16 * 1024, "x"));
    collectGarbage();
    const before = process.memoryUsage().arrayBuffers;
    const uploads = Array.from({ length: 50 }, () => {
      const upload = rawRequest(site.port, stalledHead(`${teamApiPrefix}/images`));
      let answered = false;
      void upload.firstBytes.then(() => (answered = true));
      // As much as the connection takes, up to 1 MB, then nothing more: a stalled upload.
      let sent = 0;
      const more = () => {
        while (!answered && sent < 64 && upload.socket.write(piece)) sent += 1;
      };
      upload.socket.on("drain", more);
      more();
      return { ...upload, answered: () => answered };
    });
    try {
      await vi.waitFor(() => expect(uploads.every((u) => u.answered())).toBe(true), answerWait);
      for (const upload of uploads) expect(parseAnswer(await upload.answer).status).toBe(401);
      await vi.waitFor(
        () => expect(uploads.every((u) => site.closed(u.clientPort()))).toBe(true),
        answerWait,
      );
      // What Node takes from a connection in one or two reads; never the 12 MB the upload limit allows.
      for (const upload of uploads)
        expect(site.bytesReadFrom(upload.clientPort())).toBeLessThan(256 * 1024);
      collectGarbage();
      // 50 MB were sent: a fraction of that is what the test process itself allocates meanwhile.
      expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(16 * 1024 * 1024);
    } finally {
      for (const upload of uploads) upload.socket.destroy();
    }
  });
});
