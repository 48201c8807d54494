import { sql } from "kysely";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { startIdentityProvider } from "./auth/test/identity-provider.ts";
import { loginCallback } from "./auth/test/login-walk.ts";
import { startSmtpCapture } from "./outbox/test/smtp-capture.ts";
import { forTheBlock } from "./test/block.ts";
import { testServices } from "./test/services.ts";
import { startSiteServer } from "./test/site-server.ts";

const postLimit = 4;

/**
 * Two instances on one PostgreSQL, as behind a load balancer, each with its own server and memory
 * (testServices' otherInstance): whatever one instance starts, the other can finish, limits count
 * for both together, and every mail in the shared outbox goes out once.
 */
async function startTwoInstances() {
  const smtp = await startSmtpCapture();
  // The team's identity provider stands apart from the site, as a real one does. Both instances
  // answer for the same public address (PUBLIC_URL), where it sends the team back.
  const provider = await startIdentityProvider(["http://localhost:3000/auth"]);
  const setup = await testServices({
    kind: "postgres",
    env: {
      SMTP_URL: smtp.url,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      RATE_LIMIT_POSTS: String(postLimit),
    },
  });
  // Instances sharing a database share its keys (docs/deploy.md): testServices gives both the same.
  const instances = [setup.services, setup.otherInstance()] as const;
  const servers = [
    await startSiteServer({ services: instances[0] }),
    await startSiteServer({ services: instances[1] }),
  ] as const;
  return {
    smtp,
    instances,
    db: setup.services.db,
    urls: servers.map((server) => `http://localhost:${server.port}`) as [string, string],
    /** One round of both instances' mail workers at once, as their polls may meet. */
    deliverFromBoth: () => Promise.all(instances.map((instance) => instance.mail.runOnce())),
    async dispose() {
      for (const server of servers) await server.dispose();
      await setup.dispose();
      await provider.stop();
      await smtp.close();
    },
  };
}

const post = (url: string, path: string, body: object) =>
  fetch(`${url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("two instances on one PostgreSQL", () => {
  const site = forTheBlock(startTwoInstances);

  /** A team member's access token: login started on one instance, finished on the other. */
  async function teamLogin(startedOn: string, finishedOn: string): Promise<string> {
    const { body, jar } = await loginCallback(startedOn, "team-member");
    const token = await fetch(`${finishedOn}/api/auth/token`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: jar.header() },
      body: JSON.stringify(body),
    });
    expect(token.status).toBe(200);
    const { auth } = (await token.json()) as { auth: { access_token: string } };
    return auth.access_token;
  }

  it("a login started on one instance completes through the other, and its session works on both", async () => {
    const [a, b] = site.urls;
    const accessToken = await teamLogin(a, b);
    for (const url of site.urls) {
      const verify = await fetch(`${url}/api/auth/verify`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(verify.status, url).toBe(200);
    }
  });

  it("a post image uploaded through one instance is served by the other", async () => {
    const [a, b] = site.urls;
    const accessToken = await teamLogin(a, a);
    const image = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: "#3a7bd5" },
    })
      .jpeg()
      .toBuffer();
    const upload = await fetch(`${a}/api/admin/images`, {
      method: "POST",
      headers: { authorization: `Bearer ${accessToken}`, "content-type": "image/jpeg" },
      body: new Uint8Array(image),
    });
    expect(upload.status).toBe(200);
    const { src } = (await upload.json()) as { src: string };
    const served = await fetch(`${b}${src}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(1200);
    const again = await fetch(`${b}${src}`, {
      headers: { "if-none-match": served.headers.get("etag")! },
    });
    expect(again.status).toBe(304);
  });

  it("a newsletter sign-up through one instance is confirmed through the other", async () => {
    const [a, b] = site.urls;
    const email = "both-instances@pamperplay.example";
    expect((await post(a, "/api/newsletter/register", { email })).status).toBe(200);
    await site.deliverFromBoth();
    const mail = await site.smtp.waitFor((m) => m.to.includes(email));
    const id = /newsletter-confirm\?id=([\w-]+)/.exec(mail.parsed.text ?? "")?.[1];
    expect(id).toBeTruthy();
    const confirmed = await post(b, "/api/newsletter/subscribe", { id });
    expect(confirmed.status).toBe(200);
  });

  it("a rate limit is reached through both instances together", async () => {
    const [a, b] = site.urls;
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

  it("every mail in the shared outbox is delivered exactly once", async () => {
    const unsent = async () =>
      Number(
        (
          await sql<{
            n: number;
          }>`SELECT count(*)::int AS n FROM mail_outbox WHERE sent_at IS NULL`.execute(site.db)
        ).rows[0]?.n,
      );
    // Both workers take from the same outbox at the same moment, until it has nothing left.
    for (let round = 0; round < 10 && (await unsent()) > 0; round++) await site.deliverFromBoth();
    expect(await unsent()).toBe(0);
    const queued = Number(
      (await sql<{ n: number }>`SELECT count(*)::int AS n FROM mail_outbox`.execute(site.db))
        .rows[0]?.n,
    );
    expect(queued).toBeGreaterThan(0);
    const ids = site.smtp.messages.map((m) => m.parsed.messageId);
    expect(ids).toHaveLength(queued);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
