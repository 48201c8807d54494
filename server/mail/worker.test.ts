import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import PostalMime from "postal-mime";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { allDatabaseKinds, databaseKinds, type TestDatabase } from "../db/test/databases.ts";
import { enqueueMail, type OutgoingMail } from "./outbox.ts";
import { startSmtpCapture, type SmtpCapture } from "./test/smtp-capture.ts";
import { fileTransport, smtpTransport } from "./transports.ts";
import { createMailWorker, retryDelay, type MailWorkerOptions } from "./worker.ts";

const silent = { log: () => {}, error: () => {} };

function mail(to: string, extra: Partial<OutgoingMail> = {}): OutgoingMail {
  return {
    to,
    subject: `Hallo ${to}`,
    text: `Text für ${to}: https://example.org/x?id=1`,
    html: `<p>HTML für ${to}</p>`,
    ...extra,
  };
}

describe("retryDelay", () => {
  it("doubles per attempt up to the cap, with bounded jitter", () => {
    const mid = () => 0.5;
    expect(retryDelay(1, 1000, 60_000, mid)).toBe(1000);
    expect(retryDelay(2, 1000, 60_000, mid)).toBe(2000);
    expect(retryDelay(5, 1000, 60_000, mid)).toBe(16_000);
    expect(retryDelay(20, 1000, 60_000, mid)).toBe(60_000);
    expect(retryDelay(3, 1000, 60_000, () => 0)).toBe(3200);
    expect(retryDelay(3, 1000, 60_000, () => 1)).toBe(4800);
  });
});

describe.each(allDatabaseKinds)("mail outbox and worker on %s", (kind) => {
  let test: TestDatabase;
  let smtp: SmtpCapture;
  let realNow = Date.now();
  const clock = () => new Date(realNow);
  const options = (extra: Partial<MailWorkerOptions> = {}): MailWorkerOptions => ({
    db: test.db,
    transport: smtpTransport(smtp.url),
    defaultFrom: "PamperPlay <noreply@pamperplay.example>",
    now: clock,
    log: silent,
    baseDelayMs: 1000,
    ...extra,
  });

  beforeAll(async () => {
    test = await databaseKinds[kind]();
    smtp = await startSmtpCapture();
  });
  afterAll(async () => {
    await smtp.close();
    await test.dispose();
  });
  beforeEach(async () => {
    await test.db.deleteFrom("mail_outbox").execute();
    smtp.messages.length = 0;
    smtp.setRefusing(false);
    // Rows are stamped with the machine's time; the worker's clock starts a little later.
    realNow = Date.now() + 1000;
  });

  it("sends a queued mail over SMTP with sender, Reply-To and both bodies, then marks it sent", async () => {
    await enqueueMail(test.db, mail("a@example.org", { replyTo: "guest@example.org" }));
    const worker = createMailWorker(options());
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    const received = await smtp.waitFor((m) => m.to.includes("a@example.org"));
    expect(received.parsed.subject).toBe("Hallo a@example.org");
    expect(received.parsed.from?.address).toBe("noreply@pamperplay.example");
    expect(received.parsed.replyTo?.[0]?.address).toBe("guest@example.org");
    expect(received.parsed.text).toContain("https://example.org/x?id=1");
    expect(received.parsed.html).toContain("<p>HTML für a@example.org</p>");
    expect(received.parsed.messageId).toMatch(/^<[0-9a-f]{32}@pamperplay\.example>$/);
    const row = await test.db.selectFrom("mail_outbox").selectAll().executeTakeFirstOrThrow();
    expect(row.sent_at).not.toBeNull();
    expect(row.lease_owner).toBeNull();
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
  });

  it("queues nothing when the triggering transaction rolls back", async () => {
    await expect(
      test.db.transaction().execute(async (trx) => {
        await enqueueMail(trx, mail("rolled-back@example.org"));
        throw new Error("the row that triggers the mail failed");
      }),
    ).rejects.toThrow();
    const rows = await test.db.selectFrom("mail_outbox").selectAll().execute();
    expect(rows).toEqual([]);
  });

  it("survives an SMTP outage: retries with growing delays, then delivers", async () => {
    await enqueueMail(test.db, mail("outage@example.org"));
    const worker = createMailWorker(options());
    smtp.setRefusing(true);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
    let row = await test.db.selectFrom("mail_outbox").selectAll().executeTakeFirstOrThrow();
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/451|temporarily/i);
    const firstDelay = Date.parse(row.next_attempt_at) - realNow;
    expect(firstDelay).toBeGreaterThanOrEqual(800);
    expect(firstDelay).toBeLessThanOrEqual(1200);

    // Not due yet: nothing happens.
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
    realNow += 1500;
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
    row = await test.db.selectFrom("mail_outbox").selectAll().executeTakeFirstOrThrow();
    expect(row.attempts).toBe(2);
    expect(Date.parse(row.next_attempt_at) - realNow).toBeGreaterThanOrEqual(1600);

    smtp.setRefusing(false);
    realNow += 3000;
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.messages.map((m) => m.to)).toEqual([["outage@example.org"]]);
  });

  it("gives up after maxAttempts and keeps the row, marked failed", async () => {
    await enqueueMail(test.db, mail("never@example.org"));
    const worker = createMailWorker(options({ maxAttempts: 2 }));
    smtp.setRefusing(true);
    await worker.runOnce();
    realNow += 5000;
    await worker.runOnce();
    const row = await test.db.selectFrom("mail_outbox").selectAll().executeTakeFirstOrThrow();
    expect(row.failed_at).not.toBeNull();
    realNow += 60_000;
    smtp.setRefusing(false);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
  });

  it("two instances working the same outbox send every mail exactly once", async () => {
    const addresses = Array.from({ length: 12 }, (_, i) => `twice-${i}@example.org`);
    for (const to of addresses) await enqueueMail(test.db, mail(to));
    const first = createMailWorker(options({ batchSize: 12 }));
    const second = createMailWorker(options({ batchSize: 12 }));
    const results = await Promise.all([first.runOnce(), second.runOnce()]);
    expect(results[0]!.sent + results[1]!.sent).toBe(12);
    expect(smtp.messages.map((m) => m.to[0]).sort()).toEqual([...addresses].sort());
  });

  it("a row claimed by a crashed instance is sent once its lease has expired", async () => {
    await enqueueMail(test.db, mail("crash@example.org"));
    await test.db
      .updateTable("mail_outbox")
      .set({
        lease_owner: "crashed-instance",
        lease_until: new Date(realNow + 60_000).toISOString(),
      })
      .execute();
    const worker = createMailWorker(options());
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
    realNow += 61_000;
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
  });

  it("the polling worker picks up mail on its own and stops cleanly", async () => {
    const worker = createMailWorker(options({ now: () => new Date(), pollMs: 20 }));
    worker.start();
    await enqueueMail(test.db, mail("polled@example.org"));
    await smtp.waitFor((m) => m.to.includes("polled@example.org"), 5000);
    await worker.stop();
  });

  it("without SMTP writes each mail as an .eml file and logs its links", async () => {
    const dir = mkdtempSync(join(tmpdir(), "outbox-"));
    const lines: string[] = [];
    try {
      await enqueueMail(test.db, mail("file@example.org"));
      const worker = createMailWorker(
        options({ transport: fileTransport(join(dir, "outbox"), (line) => lines.push(line)) }),
      );
      expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
      const files = readdirSync(join(dir, "outbox"));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const parsed = await PostalMime.parse(readFileSync(join(dir, "outbox", files[0]!)));
      expect(parsed.to?.[0]?.address).toBe("file@example.org");
      expect(parsed.text).toContain("https://example.org/x?id=1");
      expect(lines.join("\n")).toContain("https://example.org/x?id=1");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
