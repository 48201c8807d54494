import { afterEach, describe, expect, it } from "vitest";
import type { PageHandler } from "../app.ts";
import { parseAnswer, rawRequest } from "../test/raw-http.ts";
import { consoleForBlock } from "../test/console-capture.ts";
import { testServicesForBlock } from "../test/services.ts";
import { siteServerForBlock } from "../test/site-server.ts";

/** Stands in for React Router: the page shows the address it was asked for. */
const addressPage: PageHandler = async (request) =>
  new Response(`page for ${request.url}`, { headers: { "content-type": "text/plain" } });

describe("a request target in absolute form with a user and password", () => {
  const setup = testServicesForBlock();
  const site = siteServerForBlock(setup, addressPage);
  const output = consoleForBlock();
  afterEach(() => {
    const logged = output.logged();
    expect(logged).not.toContain("secret-password");
  });

  const ask = async (request: string) => {
    const exchange = rawRequest(site.port, request);
    try {
      return parseAnswer(await exchange.firstBytes.then(() => exchange.answer));
    } finally {
      exchange.socket.destroy();
    }
  };

  it("a page is answered as its path, on the host the target names", async () => {
    const answer = await ask(
      "GET http://someone:secret-password@hamburg.localhost:3000/start?lang=en HTTP/1.1\r\n" +
        "Host: localhost:3000\r\nConnection: close\r\n\r\n",
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toBe("page for http://hamburg.localhost:3000/start?lang=en");
  });

  it("an API call is answered as its path: the postcard's own 400 for an empty card", async () => {
    const answer = await ask(
      "POST http://someone:secret-password@localhost:3000/api/contact/postcard HTTP/1.1\r\n" +
        "Host: localhost:3000\r\nAccept-Language: en\r\nContent-Type: application/json\r\n" +
        "Content-Length: 2\r\nConnection: close\r\n\r\n{}",
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      code: 400,
      msg: expect.stringMatching(/^Invalid input: /),
    });
  });
});
