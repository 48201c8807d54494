import { createApp } from "../../app.ts";
import type { DatabaseKind } from "../../db/test/databases.ts";
import { startSmtpCapture } from "../../mail/test/smtp-capture.ts";
import { testServices } from "../../test/services.ts";

/**
 * The whole app in-process for API tests, with a real SMTP server receiving its mail. The mail
 * worker does not poll: `deliver()` runs one round and returns when the mails are accepted.
 */
export async function visitorTestApp(
  options: { kind?: DatabaseKind; now?: string; env?: Record<string, string> } = {},
) {
  const smtp = await startSmtpCapture();
  const { services, clock, dispose } = await testServices({
    kind: options.kind,
    now: options.now,
    env: { SMTP_URL: smtp.url, RATE_LIMIT_POSTS: "1000", ...options.env },
  });
  const app = createApp(services);
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(path, {
      method: "POST",
      body: typeof body === "string" ? body : JSON.stringify(body),
      headers: { "Content-Type": "application/json", ...headers },
    });
  const get = (path: string, headers: Record<string, string> = {}) =>
    app.request(path, { headers });
  return {
    app,
    services,
    clock,
    smtp,
    post,
    get,
    deliver: () => services.mail.runOnce(),
    dispose: async () => {
      await dispose();
      await smtp.close();
    },
  };
}

export type VisitorTestApp = Awaited<ReturnType<typeof visitorTestApp>>;
