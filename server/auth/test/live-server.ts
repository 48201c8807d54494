import { getRequestListener } from "@hono/node-server";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createApp } from "../../app.ts";
import type { DatabaseKind } from "../../db/test/databases.ts";
import { testServices } from "../../test/services.ts";

/**
 * The app on a real local port: the development identity provider needs Node's request objects,
 * and the site talks to it over HTTP exactly as it would to a real provider.
 */
export async function startLiveServer(
  options: { kind?: DatabaseKind; now?: string; env?: Record<string, string> } = {},
) {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  const setup = await testServices({
    kind: options.kind,
    now: options.now,
    env: { PUBLIC_URL: url, DEV_IDP: "on", ...options.env },
  });
  server.on("request", getRequestListener(createApp(setup.services).fetch));
  return {
    url,
    ...setup,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await setup.dispose();
    },
  };
}
