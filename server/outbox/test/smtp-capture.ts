import type { AddressInfo } from "node:net";
import PostalMime, { type Email } from "postal-mime";
import { SMTPServer } from "smtp-server";

export interface CapturedMail {
  /** Envelope recipients as the SMTP client gave them. */
  to: string[];
  raw: string;
  parsed: Email;
}

export interface SmtpCapture {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  messages: CapturedMail[];
  /** How many connections clients have opened so far. */
  connections(): number;
  /** Resolves with the first received mail (now or later) that matches. */
  waitFor(match: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  /** While true, every mail is refused with a temporary error (an SMTP outage). */
  setRefusing(refusing: boolean): void;
  close(): Promise<void>;
}

export interface SmtpCaptureOptions {
  /**
   * Runs before each mail is accepted, after its data arrived: a slow mail server (the client
   * waits for the answer until this resolves).
   */
  beforeAccept?: () => Promise<void> | void;
}

/** A real SMTP server in the test process; received mail is parsed with postal-mime. */
export async function startSmtpCapture(options: SmtpCaptureOptions = {}): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const waiters = new Set<() => void>();
  let refusing = false;
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => void accept());
      const accept = async () => {
        await options.beforeAccept?.();
        if (refusing) {
          const error = new Error("Mailbox temporarily unavailable") as Error & {
            responseCode: number;
          };
          error.responseCode = 451;
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        PostalMime.parse(raw)
          .then((parsed) => {
            messages.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              raw,
              parsed,
            });
            for (const wake of waiters) wake();
            callback();
          })
          .catch((error: Error) => callback(error));
      };
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    connections: () => connections,
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`no matching mail within ${timeoutMs} ms (${messages.length} received)`),
          );
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    setRefusing(value) {
      refusing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: CapturedMail, prefix: string): string {
  const text = mail.parsed.text ?? "";
  const link = text.match(/https?:\/\/[^\s<>"')]+/g)?.find((url) => url.startsWith(prefix));
  if (!link) throw new Error(`no link starting with ${prefix} in:\n${text}`);
  return link;
}
