import { request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import { forTheBlock } from "../test/block.ts";
import { consoleForBlock } from "../test/console-capture.ts";
import { pageBuild } from "../test/page-build.ts";
import { testServicesForBlock } from "../test/services.ts";
import { startSiteServer } from "../test/site-server.ts";

/** Sends exactly these headers (fetch would not let a test choose the Host). */
function send(
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: "127.0.0.1", port, path, method: options.method ?? "GET", headers: options.headers },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}

/** Hostile requests for pages, on the wire to the site's own server with the built pages. */
describe("hostile requests for pages", () => {
  const setup = testServicesForBlock();
  const site = forTheBlock(async () => {
    const { pages, options } = await pageBuild();
    return startSiteServer(setup, pages, options);
  });
  const log = consoleForBlock();

  it("the language switch answers what is not a form with 400 and returns only to our own site", async () => {
    const msg = "The request is not a valid form.";
    for (const [type, body] of [
      ["application/json", '{"locale":"en"}'],
      ["multipart/form-data; boundary=x", "garbage"],
      ["text/plain", "locale=en"],
    ]) {
      for (const path of ["/locale", "/locale.data"]) {
        const answer = await send(site.port, path, {
          method: "POST",
          headers: {
            host: `localhost:${site.port}`,
            "content-type": type!,
            "accept-language": "en",
          },
          body,
        });
        expect(answer.status, `${path} ${type}`).toBe(400);
        // A data request gets the same answer in React Router's encoding.
        if (path === "/locale") expect(JSON.parse(answer.body)).toEqual({ code: 400, msg });
        else expect(answer.body).toContain(msg);
      }
    }
    const sneaky = await send(site.port, "/locale", {
      method: "POST",
      headers: {
        host: `localhost:${site.port}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "locale=en&redirectTo=%2F%09%2Fevil.example",
    });
    expect(sneaky.status).toBe(302);
    expect(sneaky.headers.location).toBe("/start");
  });

  it("a method no page accepts gets 405 and leaves nothing in the log", async () => {
    for (let i = 0; i < 5; i++) {
      const answer = await send(site.port, `/newsletter/${"x".repeat(8000)}`, {
        method: "DELETE",
        headers: { host: `localhost:${site.port}` },
      });
      expect(answer.status).toBe(405);
    }
    expect(log.logged()).toBe("");
  });

  it("link previews name our own site whatever Host the request names, and pages are not shared", async () => {
    const answer = await send(site.port, "/newsletter/muc2025.1", {
      headers: { host: "evil.example" },
    });
    expect(answer.status).toBe(200);
    const image = /<meta property="og:image" content="([^"]+)"/.exec(answer.body)?.[1];
    // The site's own address: PUBLIC_URL's scheme and port on the city's host name.
    const { port } = new URL(setup.services.config.PUBLIC_URL);
    expect(image).toMatch(new RegExp(`^http://munich\\.localhost:${port}/`));
    expect(answer.body).not.toContain("evil.example");
    expect(answer.headers["cache-control"]).toBe("private, no-cache");
  });

  it("a LOCALE cookie that is not valid percent-encoding still gets the page", async () => {
    const answer = await send(site.port, "/start", {
      headers: { host: `localhost:${site.port}`, cookie: "LOCALE=%E0", "accept-language": "en" },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<html lang="en"');
  });
});
