import type { AddressInfo, Socket } from "node:net";
import { createApp, siteFastLane, type AppOptions, type PageHandler } from "../app.ts";
import { siteServer } from "../http/node-server.ts";
import { forTheBlock } from "./block.ts";
import type { TestSetup } from "./services.ts";

/**
 * The app on a real local port behind the site's own Node server (server/http/node-server.ts),
 * with its fast lane, as main.ts runs it, for tests about what travels on the wire: it counts the bytes it read from
 * each connection and the requests still being handled.
 */
export async function startSiteServer(
  setup: Pick<TestSetup, "services">,
  pages?: PageHandler,
  options?: AppOptions,
) {
  const app = createApp(setup.services, pages, options);
  let handling = 0;
  const server = siteServer(
    async (request) => {
      handling += 1;
      try {
        return await app.fetch(request);
      } finally {
        handling -= 1;
      }
    },
    setup.services.config.READ_TIMEOUT_MS,
    siteFastLane(setup.services),
  );
  const connections = new Map<number, Socket>();
  server.on("connection", (socket: Socket) => {
    if (socket.remotePort !== undefined) connections.set(socket.remotePort, socket);
  });
  const connection = (clientPort: number | undefined) => {
    const socket = connections.get(clientPort ?? -1);
    if (!socket) throw new Error(`no connection from port ${clientPort}`);
    return socket;
  };
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    /** Bytes the server took in from the client on `clientPort`. */
    bytesReadFrom(clientPort: number | undefined) {
      return connection(clientPort).bytesRead;
    },
    /** Whether the server has closed its connection to the client on `clientPort`. */
    closed(clientPort: number | undefined) {
      return connection(clientPort).destroyed;
    },
    /** No request is being handled any more (the app returned, or threw, for every one). */
    idle: () => handling === 0,
    async dispose() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The site server for the enclosing describe block (see forTheBlock), on the block's services. */
export function siteServerForBlock(
  setup: Pick<TestSetup, "services">,
  pages?: PageHandler,
  options?: AppOptions,
) {
  return forTheBlock(() => startSiteServer(setup, pages, options));
}
