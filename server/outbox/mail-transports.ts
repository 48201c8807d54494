import { renameSync } from "node:fs";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { within } from "../deadline.ts";
import { privateFolder, writePrivateFile } from "../private-files.ts";

/** One mail as the worker hands it to a transport. */
export interface MailMessage {
  /** The outbox row id, for file names and logs. */
  id: number;
  messageId: string;
  from: string;
  to: string;
  replyTo: string | null;
  listUnsubscribe: string | null;
  subject: string;
  text: string;
  html: string;
  date: Date;
}

export interface MailTransport {
  /**
   * Resolves once the mail is accepted (by the SMTP server, or on disk); throws otherwise, at the
   * latest after maxSendMs.
   */
  send(message: MailMessage): Promise<void>;
  /** The longest one send takes before it gives up; the worker's lease on a mail outlasts it. */
  readonly maxSendMs: number;
  close(): void;
}

function nodemailerFields(message: MailMessage) {
  return {
    messageId: message.messageId,
    from: message.from,
    to: message.to,
    replyTo: message.replyTo ?? undefined,
    list: message.listUnsubscribe ? { unsubscribe: message.listUnsubscribe } : undefined,
    subject: message.subject,
    text: message.text,
    html: message.html,
    date: message.date,
  };
}

/** SMTP through nodemailer (SMTP_URL, e.g. smtps://user:password@mail.example.org). */
export function smtpTransport(
  url: string,
  logError: (line: string) => void = (line) => console.error(line),
): MailTransport {
  // nodemailer's timeouts end a dead connection; its socket timeout counts idle time only, so a
  // server that answers byte by byte is cut off by the overall limit (maxSendMs).
  // The worker sends one mail after another, so one pooled connection carries a whole round: a
  // list closing or a newsletter costs one TLS handshake and greeting, not one per mail. It is
  // closed once idle for idleTimeout, and a dropped one is opened again for the next mail.
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 1,
    idleTimeout: 15_000,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  // A connection's failure reaches the send that used it; one between sends must not end the process.
  transporter.on("error", (error) => logError(`SMTP connection: ${error.message}`));
  const maxSendMs = 60_000;
  return {
    maxSendMs,
    async send(message) {
      await within(maxSendMs, transporter.sendMail(nodemailerFields(message)), "SMTP delivery");
    },
    close: () => transporter.close(),
  };
}

const urlPattern = /https?:\/\/[^\s<>"')]+/g;

/**
 * Links in a mail's text, for the log of the file transport. Secrets stay in the mail file:
 * a PIN and the hotel's one-time card link never reach the log.
 */
export function linksIn(text: string): string[] {
  const links = (text.match(urlPattern) ?? []).map((link) =>
    link.replace(/([?&]pin=)[^&#]*/i, "$1****").replace(/(\/_form\/card\/)[^/?#]+/, "$1****"),
  );
  return [...new Set(links)];
}

/**
 * Without SMTP each mail becomes an .eml file in `dir` (DATA_DIR/outbox), and its links are
 * logged, so the whole site works on a laptop. Written to a temporary name and renamed, so a
 * reader never sees half a file.
 */
export function fileTransport(
  dir: string,
  log: (line: string) => void = (line) => console.log(line),
): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    maxSendMs: 10_000,
    async send(message) {
      privateFolder(dir);
      const info = await within(
        10_000,
        composer.sendMail(nodemailerFields(message)),
        "Writing the mail",
      );
      const stamp = message.date.toISOString().replace(/[-:.]/g, "");
      const file = join(dir, `${stamp}-${message.id}.eml`);
      writePrivateFile(`${file}.tmp`, info.message as Buffer);
      renameSync(`${file}.tmp`, file);
      const links = linksIn(message.text);
      log(
        `Mail ${message.id} written to ${file}${links.length ? ` — links: ${links.join(" ")}` : ""}`,
      );
    },
    close: () => composer.close(),
  };
}
