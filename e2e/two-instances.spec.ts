import { expect, test } from "@playwright/test";
import { randomBytes } from "node:crypto";
import pg from "pg";
import sharp from "sharp";
import { loginCallback } from "../server/auth/test/login-walk.ts";
import {
  createDatabase,
  startTestPostgres,
  type TestPostgres,
} from "../server/db/test/test-postgres.ts";
import { startSmtpCapture, type SmtpCapture } from "../server/outbox/test/smtp-capture.ts";
import { freePort } from "../server/test/free-port.ts";
import { startIdentityProvider, type IdentityProvider } from "./support/identity-provider.ts";
import { siteStartMs, startSite, type Site } from "./support/site.ts";
import { instants } from "./support/test.ts";

/**
 * Two instances of the production build on one PostgreSQL, as behind a load balancer: whatever
 * one instance starts, the other can finish, limits count for both together, and every mail in the
 * shared outbox goes out once.
 */
test.describe.configure({ mode: "serial" });

let postgres: TestPostgres;
let smtp: SmtpCapture;
let provider: IdentityProvider;
let sites: [Site, Site];
let databaseUrl: string;
const postLimit = 4;

test.beforeAll(async () => {
  test.setTimeout(30_000 + 2 * siteStartMs);
  postgres = await startTestPostgres();
  databaseUrl = await createDatabase(postgres.url);
  smtp = await startSmtpCapture();
  const ports = [await freePort(), await freePort()];
  provider = await startIdentityProvider(ports.map((port) => `http://localhost:${port}/auth`));
  // Instances sharing a database share its keys (docs/deploy.md).
  const keys = {
    FORM_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    RESALE_KEY: randomBytes(32).toString("base64"),
  };
  const env = (port: number) => ({
    ...keys,
    PORT: String(port),
    APP_NOW: instants.afterSale,
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtp.url,
    DEV_IDP: "off",
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    RATE_LIMIT_POSTS: String(postLimit),
  });
  // One after the other: the first brings the shared schema up to date.
  const first = await startSite(env(ports[0]!));
  sites = [first, await startSite(env(ports[1]!))];
});

test.afterAll(async () => {
  await Promise.all(sites?.map((site) => site.stop()) ?? []);
  await provider?.stop();
  await smtp?.close();
  await postgres?.stop();
});

const post = (site: Site, path: string, body: object) =>
  fetch(`${site.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

/** A team member's access token: login started on one instance, finished on the other. */
async function teamLogin(startedOn: Site, finishedOn: Site): Promise<string> {
  const { body, jar } = await loginCallback(startedOn.url, "team-member");
  const token = await fetch(`${finishedOn.url}/api/auth/token`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: jar.header() },
    body: JSON.stringify(body),
  });
  expect(token.status).toBe(200);
  const { auth } = (await token.json()) as { auth: { access_token: string } };
  return auth.access_token;
}

test("a login started on one instance completes through the other, and its session works on both", async () => {
  const [a, b] = sites;
  const accessToken = await teamLogin(a, b);
  for (const site of sites) {
    const verify = await fetch(`${site.url}/api/auth/verify`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(verify.status, site.url).toBe(200);
  }
});

test("a post image uploaded through one instance is served by the other", async () => {
  const [a, b] = sites;
  const accessToken = await teamLogin(a, a);
  const image = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: "#3a7bd5" },
  })
    .jpeg()
    .toBuffer();
  const upload = await fetch(`${a.url}/api/admin/images`, {
    method: "POST",
    headers: { authorization: `Bearer ${accessToken}`, "content-type": "image/jpeg" },
    body: new Uint8Array(image),
  });
  expect(upload.status).toBe(200);
  const { src } = (await upload.json()) as { src: string };
  const served = await fetch(`${b.url}${src}`);
  expect(served.status).toBe(200);
  expect(served.headers.get("content-type")).toBe("image/jpeg");
  expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(1200);
  const again = await fetch(`${b.url}${src}`, {
    headers: { "if-none-match": served.headers.get("etag")! },
  });
  expect(again.status).toBe(304);
});

test("a newsletter sign-up through one instance is confirmed through the other", async () => {
  const [a, b] = sites;
  const email = "both-instances@pamperplay.example";
  expect((await post(a, "/api/newsletter/register", { email })).status).toBe(200);
  const mail = await smtp.waitFor((m) => m.to.includes(email));
  const id = /newsletter-confirm\?id=([\w-]+)/.exec(mail.parsed.text ?? "")?.[1];
  expect(id).toBeTruthy();
  const confirmed = await post(b, "/api/newsletter/subscribe", { id });
  expect(confirmed.status).toBe(200);
});

test("a rate limit is reached through both instances together", async () => {
  const [a, b] = sites;
  const card = (n: number) => ({
    email: "limit@pamperplay.example",
    name: "Erika Beispiel",
    message: `Karte ${n}`,
  });
  const statuses: number[] = [];
  for (let n = 0; n < postLimit + 2; n++) {
    statuses.push((await post(n % 2 === 0 ? a : b, "/api/contact/postcard", card(n))).status);
  }
  expect(statuses).toEqual([...Array<number>(postLimit).fill(200), 429, 429]);
});

test("every mail in the shared outbox is delivered exactly once", async () => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Both workers poll the same outbox; wait until it has nothing left to send.
    await expect
      .poll(
        async () =>
          (await client.query("SELECT count(*)::int AS n FROM mail_outbox WHERE sent_at IS NULL"))
            .rows[0].n,
        { timeout: 20_000 },
      )
      .toBe(0);
    const queued = (await client.query("SELECT count(*)::int AS n FROM mail_outbox")).rows[0].n;
    expect(queued).toBeGreaterThan(0);
    const ids = smtp.messages.map((m) => m.parsed.messageId);
    expect(ids).toHaveLength(queued);
    expect(new Set(ids).size).toBe(ids.length);
  } finally {
    await client.end();
  }
});
