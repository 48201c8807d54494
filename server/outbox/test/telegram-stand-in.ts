import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A message the stand-in accepted, as the channel would show it. */
export interface ChannelPostSeen {
  chatId: string;
  method: "sendMessage" | "sendPhoto";
  text: string;
  photo?: string;
}

type Failure = { kind: "flood"; retryAfter: number } | { kind: "down" };

/**
 * A local stand-in for Telegram's Bot API (https://core.telegram.org/bots/api), enough for the
 * site's channel posts: `POST /bot<token>/sendMessage` and `/sendPhoto` with a JSON body, answering
 * `{ ok: true, result: Message }`, or `{ ok: false, error_code, description }` for a wrong token
 * (401), an unknown chat or empty text (400), an unknown method (404), and, when told to,
 * flood control (429 with `parameters.retry_after`) or an outage (502 without a Bot API answer).
 */
export async function startBotApiStandIn({ token, chatId }: { token: string; chatId: string }) {
  const posts: ChannelPostSeen[] = [];
  const failures: Failure[] = [];
  let messageId = 0;

  const reply = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const refuse = (res: ServerResponse, code: number, description: string, extra = {}) =>
    reply(res, code, { ok: false, error_code: code, description, ...extra });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(req.url ?? "");
    if (!match || req.method !== "POST") return refuse(res, 404, "Not Found");
    if (match[1] !== token) return refuse(res, 401, "Unauthorized");
    const method = match[2];
    if (method !== "sendMessage" && method !== "sendPhoto") return refuse(res, 404, "Not Found");
    const failure = failures.shift();
    if (failure?.kind === "down") {
      res.writeHead(502, { "content-type": "text/html" });
      return res.end("<html>Bad Gateway</html>");
    }
    if (failure?.kind === "flood") {
      return refuse(res, 429, `Too Many Requests: retry after ${failure.retryAfter}`, {
        parameters: { retry_after: failure.retryAfter },
      });
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
    } catch {
      return refuse(res, 400, "Bad Request: can't parse JSON");
    }
    if (String(body.chat_id) !== chatId) return refuse(res, 400, "Bad Request: chat not found");
    const text = method === "sendMessage" ? body.text : (body.caption ?? "");
    if (typeof text !== "string" || (method === "sendMessage" && text.trim() === "")) {
      return refuse(res, 400, "Bad Request: message text is empty");
    }
    if (method === "sendPhoto" && typeof body.photo !== "string") {
      return refuse(res, 400, "Bad Request: there is no photo in the request");
    }
    const seen: ChannelPostSeen = { chatId, method, text };
    if (method === "sendPhoto") seen.photo = body.photo as string;
    posts.push(seen);
    messageId += 1;
    const chat = { id: -1001234567890, type: "channel", title: "Fictional channel" };
    const date = Math.floor(Date.now() / 1000);
    const result =
      method === "sendMessage"
        ? { message_id: messageId, chat, date, text }
        : {
            message_id: messageId,
            chat,
            date,
            caption: text,
            photo: [{ file_id: `photo${messageId}` }],
          };
    return reply(res, 200, { ok: true, result });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => refuse(res, 500, "Internal Server Error"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    posts,
    /** The next sends fail as told, one failure per send. */
    fail: (...next: Failure[]) => failures.push(...next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type BotApiStandIn = Awaited<ReturnType<typeof startBotApiStandIn>>;
