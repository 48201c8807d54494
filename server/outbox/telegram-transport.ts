import { z } from "zod";
import { RetryLaterError, type ChannelTransport } from "./worker.ts";

/** What the outbox keeps for one channel post: its text, and a photo the Bot API fetches. */
export const telegramBodySchema = z.object({
  text: z.string().min(1),
  photoUrl: z.url().optional(),
});
export type TelegramBody = z.infer<typeof telegramBodySchema>;

/** Bot API limits: a message's text, and a photo's caption. */
export const telegramTextMax = 4096;
export const telegramCaptionMax = 1024;

/** The Bot API's answer: `{ ok: true, result }` or `{ ok: false, error_code, description, parameters }`. */
const answerSchema = z.union([
  z.object({ ok: z.literal(true), result: z.unknown() }),
  z.object({
    ok: z.literal(false),
    error_code: z.number().int(),
    description: z.string(),
    parameters: z.object({ retry_after: z.number().int().optional() }).optional(),
  }),
]);

export interface TelegramOptions {
  /** https://api.telegram.org, or a stand-in (TELEGRAM_API_URL). */
  apiUrl: string;
  token: string;
  fetch?: typeof fetch;
}

/**
 * Posts to a Telegram channel through the Bot API (sendMessage, or sendPhoto with the post's
 * image as caption and photo URL): the outbox's transport for the "telegram" channel. Text goes
 * without parse mode, so nothing in it is read as markup. The token is in the URL, as the Bot API
 * wants it: it never goes into an error message or the log.
 */
export function telegramTransport({ apiUrl, token, fetch: fetcher = fetch }: TelegramOptions) {
  const maxSendMs = 30_000;
  const base = `${apiUrl.replace(/\/$/, "")}/bot${token}`;

  async function call(method: string, payload: Record<string, unknown>): Promise<void> {
    let response: Response;
    try {
      response = await fetcher(`${base}/${method}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(maxSendMs),
      });
    } catch (error) {
      // The cause may name the URL, which holds the token: the log sees the kind of failure only.
      throw new Error(`Telegram ${method}: ${(error as Error).name}`, { cause: error });
    }
    const parsed = answerSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success)
      throw new Error(`Telegram ${method}: HTTP ${response.status}, no Bot API answer`);
    const answer = parsed.data;
    if (answer.ok) return;
    const message = `Telegram ${method}: ${answer.error_code} ${answer.description}`;
    const retryAfter = answer.parameters?.retry_after;
    if (retryAfter !== undefined) throw new RetryLaterError(message, retryAfter * 1000);
    throw new Error(message);
  }

  return {
    maxSendMs,
    async send({ to, body }) {
      const { text, photoUrl } = telegramBodySchema.parse(body);
      if (photoUrl && text.length <= telegramCaptionMax) {
        return call("sendPhoto", { chat_id: to, photo: photoUrl, caption: text });
      }
      return call("sendMessage", { chat_id: to, text: text.slice(0, telegramTextMax) });
    },
  } satisfies ChannelTransport;
}
