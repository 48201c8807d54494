import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect } from "vitest";
import { createApp, siteFastLane } from "../app.ts";
import { siteServer } from "../http/node-server.ts";
import { parseAnswer, rawRequest } from "./raw-http.ts";
import type { TestSetup } from "./services.ts";

export interface Exchange {
  /** Request header lines; `Host: localhost:3000` unless one is given. */
  headers?: string[];
  method?: string;
  /** Whether the fast lane answers it by itself (else it must leave it to the app). */
  fast?: boolean;
}

/**
 * For the enclosing describe block: the block's services behind two servers on real ports, the
 * app alone and the site with its fast lane in front (http/fast-lane.ts). `bothAlike` sends a
 * request to both and checks that the same arrives on the wire: status, body and headers (but
 * the date and the policy's nonce, which differ on every answer).
 */
export function laneComparisonForBlock(setup: TestSetup) {
  let appCalls = 0;
  const servers: { port: number; close: () => Promise<void> }[] = [];

  beforeAll(async () => {
    const app = createApp(setup.services);
    const fetch = (request: Request) => {
      appCalls += 1;
      return app.fetch(request);
    };
    for (const lane of [undefined, siteFastLane(setup.services)]) {
      const server = siteServer(fetch, setup.services.config.READ_TIMEOUT_MS, lane);
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      servers.push({
        port: (server.address() as AddressInfo).port,
        close: () => new Promise((resolve) => server.close(() => resolve())),
      });
    }
  });
  afterAll(async () => {
    for (const server of servers.splice(0)) await server.close();
  });

  async function answer(port: number, target: string, headers: string[], method: string) {
    const head = [`${method} ${target} HTTP/1.1`, "Connection: close", ...headers, "", ""];
    const answered = parseAnswer(await rawRequest(port, head.join("\r\n")).answer);
    const got = answered.headers;
    got.delete("date");
    const policy = got.get("content-security-policy");
    if (policy) got.set("content-security-policy", policy.replace(/'nonce-[^']+'/, "'nonce-…'"));
    return { ...answered, headers: Object.fromEntries([...got].sort()) };
  }

  return {
    /** The answer, once the app's and the fast lane's are known to be the same. */
    async bothAlike(target: string, { headers = [], method = "GET", fast = true }: Exchange = {}) {
      const withHost = headers.some((line) => /^host:/i.test(line))
        ? headers
        : ["Host: localhost:3000", ...headers];
      const [plain, lane] = servers;
      const byApp = await answer(plain!.port, target, withHost, method);
      const before = appCalls;
      const byLane = await answer(lane!.port, target, withHost, method);
      expect(byLane, target).toEqual(byApp);
      expect(appCalls - before, `${target}: asked the app`).toBe(fast ? 0 : 1);
      return byApp;
    },
  };
}
