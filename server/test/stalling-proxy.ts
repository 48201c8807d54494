import { connect, createServer, type Socket } from "node:net";

/**
 * A TCP proxy on 127.0.0.1 to `targetPort` that can be told to stall: from then on it accepts
 * connections and keeps them open but passes nothing on, like a database server that hangs.
 * Without a target it is stalled from the start.
 */
export async function stallingProxy(targetPort?: number) {
  let stalled = targetPort === undefined;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("error", () => socket.destroy());
    socket.on("close", () => sockets.delete(socket));
  };
  const server = createServer((client) => {
    track(client);
    if (stalled || targetPort === undefined) return;
    const upstream = connect(targetPort, "127.0.0.1");
    track(upstream);
    client.on("data", (chunk) => stalled || upstream.write(chunk));
    upstream.on("data", (chunk) => stalled || client.write(chunk));
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : 0,
    stall() {
      stalled = true;
    },
    async dispose() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
