import { beforeEach, expect } from "vitest";
import { createApp } from "../app.ts";
import { startSmtpCapture } from "../outbox/test/smtp-capture.ts";
import { forTheBlock } from "./block.ts";
import { pageBuild } from "./page-build.ts";
import { testServices, type TestServicesOptions } from "./services.ts";

type Headers = Record<string, string>;

/** A JSON POST as the pages send it; a string body goes as it is (for malformed input). */
export function postJson(
  app: { request: (path: string, init: RequestInit) => Response | Promise<Response> },
  path: string,
  body: unknown,
  headers: Headers = {},
): Promise<Response> {
  return Promise.resolve(
    app.request(path, {
      method: "POST",
      body: typeof body === "string" ? body : JSON.stringify(body),
      headers: { "Content-Type": "application/json", ...headers },
    }),
  );
}

/** A refusal of the API: the status, and the body `{ code: status, msg }` with a matching msg. */
export async function expectApiError(response: Response, status: number, pattern: RegExp) {
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual({ code: status, msg: expect.stringMatching(pattern) });
}

export interface TestAppOptions extends TestServicesOptions {
  /** With the pages and files of the production build (only in the build project's files). */
  pages?: boolean;
}

/**
 * The whole app in-process for API tests, with a real SMTP server receiving its mail. The mail
 * worker does not poll: `deliver()` runs one round and returns when the mails are accepted.
 */
export async function startTestApp(options: TestAppOptions = {}) {
  const smtp = await startSmtpCapture();
  const { services, clock, dispose, otherInstance } = await testServices({
    kind: options.kind,
    connection: options.connection,
    now: options.now,
    env: { SMTP_URL: smtp.url, RATE_LIMIT_POSTS: "1000", ...options.env },
  });
  const build = options.pages ? await pageBuild() : undefined;
  const app = createApp(services, build?.pages, build?.options);
  const deliver = () => services.mail.runOnce();
  return {
    app,
    services,
    clock,
    smtp,
    /** A second server on the same database and mail server (testServices' otherInstance). */
    otherInstance,
    post: (path: string, body: unknown, headers: Headers = {}) =>
      postJson(app, path, body, headers),
    get: (path: string, headers: Headers = {}) => app.request(path, { headers }),
    deliver,
    /** The newest mail to `address` after one round of the mail worker. */
    async lastMailTo(address: string) {
      await deliver();
      const mail = smtp.messages.filter((m) => m.to.includes(address)).at(-1);
      if (!mail) throw new Error(`no mail to ${address}`);
      return mail;
    },
    dispose: async () => {
      await dispose();
      await smtp.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** One test app for the enclosing describe block; each test starts with an empty mailbox. */
export function testAppForBlock(options: TestAppOptions = {}): TestApp {
  const app = forTheBlock(() => startTestApp(options));
  beforeEach(() => {
    app.smtp.messages.splice(0);
  });
  return app;
}
