import { connect, type Socket } from "node:net";

/** One piece of a body sent with `Transfer-Encoding: chunked`. */
export const framedChunk = (data: Buffer) =>
  Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from("\r\n")]);

/** A request written byte by byte on a plain socket, and what comes back on it. */
export interface RawExchange {
  socket: Socket;
  /** The client's port, which the server sees as its peer's (known once connected). */
  clientPort: () => number | undefined;
  /** Everything the server sent until it closed the connection (or the client ended it). */
  answer: Promise<string>;
  /** Resolves with the answer's first bytes as soon as any arrive. */
  firstBytes: Promise<string>;
}

/**
 * Writes a request head and the first parts of its body on a plain socket, then waits: unless
 * the caller writes more, only an answer given before the rest of the body can arrive.
 */
export function rawRequest(port: number, head: string, first: Buffer[] = []): RawExchange {
  const socket = connect(port, "127.0.0.1");
  let clientPort: number | undefined;
  socket.once("connect", () => (clientPort = socket.localPort));
  let received = "";
  let onFirst: (text: string) => void = () => {};
  const firstBytes = new Promise<string>((resolve) => (onFirst = resolve));
  const answer = new Promise<string>((resolve, reject) => {
    socket.on("data", (data) => {
      received += data.toString("latin1");
      onFirst(received);
    });
    socket.on("end", () => resolve(received));
    socket.on("close", () => resolve(received));
    socket.on("error", (error) => (received ? resolve(received) : reject(error)));
  });
  socket.write(head);
  for (const part of first) socket.write(part);
  return { socket, clientPort: () => clientPort, answer, firstBytes };
}

/** The answer to a request whose body is never completed (see rawRequest). */
export function answerToPartialBody(port: number, head: string, first: Buffer[]) {
  return rawRequest(port, head, first).answer;
}

/** Status, headers (lower-case names) and body (as UTF-8) of an answer read by rawRequest. */
export function parseAnswer(raw: string) {
  const [head = "", body = ""] = raw.split("\r\n\r\n");
  const [statusLine = "", ...lines] = head.split("\r\n");
  const headers = new Map(
    lines.map((line) => {
      const index = line.indexOf(":");
      return [line.slice(0, index).toLowerCase(), line.slice(index + 1).trim()] as const;
    }),
  );
  const text = Buffer.from(body, "latin1").toString("utf8");
  return { status: Number(statusLine.split(" ")[1]), headers, body: text };
}
