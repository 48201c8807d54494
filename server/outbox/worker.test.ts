import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import PostalMime from "postal-mime";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { allDatabaseKinds, databaseKinds, type DatabaseKind } from "../db/test/databases.ts";
import { forTheBlock } from "../test/block.ts";
import { createOutbox, type OutgoingMail } from "./outbox.ts";
import { startSmtpCapture, type SmtpCaptureOptions } from "./test/smtp-capture.ts";
import { fileTransport, smtpTransport, type MailTransport } from "./mail-transports.ts";
import { createScheduler } from "../jobs/scheduler.ts";
import { createMailWorker, type MailWorker, type MailWorkerOptions } from "./worker.ts";

const silent = { log: () => {}, error: () => {} };
const outbox = createOutbox(randomBytes(32), "organiser@pamperplay.example");

function mail(to: string, extra: Partial<OutgoingMail> = {}): OutgoingMail {
  return {
    to,
    subject: `Hallo ${to}`,
    text: `Text für ${to}: https://example.org/x?id=1`,
    html: `<p>HTML für ${to}</p>`,
    ...extra,
  };
}

/**
 * A database of `kind` and a mail server for the enclosing block, both emptied before each test;
 * `transport()` is an SMTP transport to that server, closed after the test (it keeps its
 * connection open, and the server waits for open connections when it closes).
 */
function outboxBed(kind: DatabaseKind, smtpOptions?: SmtpCaptureOptions) {
  const bed = forTheBlock(async () => {
    const database = await databaseKinds[kind]();
    const smtp = await startSmtpCapture(smtpOptions);
    const dispose = async () => {
      await smtp.close();
      await database.dispose();
    };
    return { db: database.db, smtp, dispose };
  });
  const opened: MailTransport[] = [];
  beforeEach(async () => {
    await bed.db.deleteFrom("mail_outbox").execute();
    bed.smtp.messages.length = 0;
    bed.smtp.setRefusing(false);
  });
  afterEach(() => {
    for (const transport of opened.splice(0)) transport.close();
  });
  const transport = () => {
    const opening = smtpTransport(bed.smtp.url);
    opened.push(opening);
    return opening;
  };
  return { bed, transport };
}

describe.each(allDatabaseKinds)("mail outbox and worker on %s", (kind) => {
  const { bed, transport } = outboxBed(kind);
  let realNow = Date.now();
  const clock = () => new Date(realNow);
  const options = (extra: Partial<MailWorkerOptions> = {}): MailWorkerOptions => ({
    db: bed.db,
    outbox,
    transport: transport(),
    defaultFrom: "PamperPlay <noreply@pamperplay.example>",
    now: clock,
    log: silent,
    baseDelayMs: 1000,
    ...extra,
  });

  beforeEach(() => {
    // Rows are stamped with the machine's time; the worker's clock starts a little later.
    realNow = Date.now() + 1000;
  });

  it("sends a queued mail over SMTP with sender, Reply-To and both bodies, then marks it sent", async () => {
    await outbox.enqueue(bed.db, mail("a@example.org", { replyTo: "guest@example.org" }));
    const worker = createMailWorker(options());
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    const received = await bed.smtp.waitFor((m) => m.to.includes("a@example.org"));
    expect(received.parsed.subject).toBe("Hallo a@example.org");
    expect(received.parsed.from?.address).toBe("noreply@pamperplay.example");
    expect(received.parsed.replyTo?.[0]?.address).toBe("guest@example.org");
    expect(received.parsed.text).toContain("https://example.org/x?id=1");
    expect(received.parsed.html).toContain("<p>HTML für a@example.org</p>");
    expect(received.parsed.messageId).toMatch(/^<[0-9a-f]{32}@pamperplay\.example>$/);
    const row = await bed.db.selectFrom("mail_outbox").selectAll().executeTakeFirstOrThrow();
    expect(row.sent_at).not.toBeNull();
    expect(row.lease_owner).toBeNull();
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
  });

  it("gives a mail that asks for a reply the organiser as Reply-To, unless the sender names who answers; others none", async () => {
    await outbox.enqueue(bed.db, mail("asks@example.org", { invitesReply: true }));
    await outbox.enqueue(
      bed.db,
      mail("team@example.org", { invitesReply: true, replyTo: "guest@example.org" }),
    );
    await outbox.enqueue(bed.db, mail("plain@example.org"));
    const worker = createMailWorker(options());
    expect(await worker.runOnce()).toEqual({ sent: 3, failed: 0 });
    const replyTo = async (to: string) =>
      (await bed.smtp.waitFor((m) => m.to.includes(to))).parsed.replyTo?.map((a) => a.address);
    expect(await replyTo("asks@example.org")).toEqual(["organiser@pamperplay.example"]);
    expect(await replyTo("team@example.org")).toEqual(["guest@example.org"]);
    expect(await replyTo("plain@example.org")).toBeUndefined();
  });

  it("queues nothing when the triggering transaction rolls back", async () => {
    await expect(
      bed.db.transaction().execute(async (trx) => {
        await outbox.enqueue(trx, mail("rolled-back@example.org"));
        throw new Error("the row that triggers the mail failed");
      }),
    ).rejects.toThrow();
    const rows = await bed.db.selectFrom("mail_outbox").selectAll().execute();
    expect(rows).toEqual([]);
  });

  it("survives an SMTP outage: retries with growing delays, then delivers", async () => {
    await outbox.enqueue(bed.db, mail("outage@example.org"));
    const worker = createMailWorker(options());
    bed.smtp.setRefusing(true);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
    let row = await bed.db.selectFrom("mail_outbox").selectAll().executeTakeFirstOrThrow();
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/451|temporarily/i);
    const firstDelay = Date.parse(row.next_attempt_at) - realNow;
    expect(firstDelay).toBeGreaterThanOrEqual(800);
    expect(firstDelay).toBeLessThanOrEqual(1200);

    // Not due yet: nothing happens.
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
    realNow += 1500;
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
    row = await bed.db.selectFrom("mail_outbox").selectAll().executeTakeFirstOrThrow();
    expect(row.attempts).toBe(2);
    expect(Date.parse(row.next_attempt_at) - realNow).toBeGreaterThanOrEqual(1600);

    bed.smtp.setRefusing(false);
    realNow += 3000;
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(bed.smtp.messages.map((m) => m.to)).toEqual([["outage@example.org"]]);
  });

  it("sends a round of mails over one connection, and a later round after an outage", async () => {
    const addresses = ["one@example.org", "two@example.org", "three@example.org"];
    for (const to of addresses) await outbox.enqueue(bed.db, mail(to));
    const worker = createMailWorker(options());
    const before = bed.smtp.connections();
    expect(await worker.runOnce()).toEqual({ sent: 3, failed: 0 });
    expect(bed.smtp.connections() - before).toBe(1);

    // A refused mail does not cost the connection; the next one still goes through it.
    bed.smtp.setRefusing(true);
    await outbox.enqueue(bed.db, mail("refused@example.org"));
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
    bed.smtp.setRefusing(false);
    realNow += 1500;
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(bed.smtp.messages.map((m) => m.to[0])).toEqual([...addresses, "refused@example.org"]);
    expect(bed.smtp.connections() - before).toBe(1);
  });

  it("gives up after maxAttempts and keeps the row, marked failed", async () => {
    await outbox.enqueue(bed.db, mail("never@example.org"));
    const worker = createMailWorker(options({ maxAttempts: 2 }));
    bed.smtp.setRefusing(true);
    await worker.runOnce();
    realNow += 5000;
    await worker.runOnce();
    const row = await bed.db.selectFrom("mail_outbox").selectAll().executeTakeFirstOrThrow();
    expect(row.failed_at).not.toBeNull();
    realNow += 60_000;
    bed.smtp.setRefusing(false);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
  });

  it("two instances working the same outbox send every mail exactly once", async () => {
    const addresses = Array.from({ length: 12 }, (_, i) => `twice-${i}@example.org`);
    for (const to of addresses) await outbox.enqueue(bed.db, mail(to));
    const first = createMailWorker(options({ batchSize: 12 }));
    const second = createMailWorker(options({ batchSize: 12 }));
    const results = await Promise.all([first.runOnce(), second.runOnce()]);
    expect(results[0]!.sent + results[1]!.sent).toBe(12);
    expect(bed.smtp.messages.map((m) => m.to[0]).sort()).toEqual([...addresses].sort());
  });

  it("a row claimed by a crashed instance is sent once its lease has expired", async () => {
    await outbox.enqueue(bed.db, mail("crash@example.org"));
    await bed.db
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

  it("as a scheduled job, a nudge sends the mail and closing waits for the round", async () => {
    const worker = createMailWorker(options({ now: () => new Date() }));
    const jobs = createScheduler();
    // A pause no test outlasts: only the nudge can send the mail.
    const delivery = jobs.schedule({
      name: "Mail delivery",
      everyMs: 3_600_000,
      run: worker.runOnce,
    });
    jobs.start();
    await outbox.enqueue(bed.db, mail("polled@example.org"));
    delivery.runSoon();
    await bed.smtp.waitFor((m) => m.to.includes("polled@example.org"), 5000);
    await jobs.close();
  });

  it("without SMTP writes each mail as an .eml file and logs its links", async () => {
    const dir = mkdtempSync(join(tmpdir(), "outbox-"));
    const lines: string[] = [];
    try {
      await outbox.enqueue(bed.db, mail("file@example.org"));
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

describe("two instances on one PostgreSQL with a slow mail server", () => {
  const leaseMs = 120_000;
  // Both instances' clock; only the mail server moves it: each accepted mail takes a quarter of a
  // lease, so a batch of 20 takes five leases, whatever the machine's speed.
  let clockNow = 0;
  const clock = () => new Date(clockNow);
  let duringSend = async () => {};

  const { bed, transport } = outboxBed("postgres", {
    beforeAccept: async () => {
      clockNow += leaseMs / 4;
      // Really slow too, so the other instance's queries run in between.
      await new Promise((resolve) => setTimeout(resolve, 2));
      await duringSend();
    },
  });
  beforeEach(() => {
    duringSend = async () => {};
  });
  const worker = (log: MailWorkerOptions["log"] = silent) =>
    createMailWorker({
      db: bed.db,
      outbox,
      transport: transport(),
      defaultFrom: "PamperPlay <noreply@pamperplay.example>",
      now: clock,
      log,
      leaseMs,
      batchSize: 20,
    });

  it("delivers every one of 40 mails exactly once", async () => {
    const addresses = Array.from({ length: 40 }, (_, i) => `slow-${i}@example.org`);
    for (const to of addresses) await outbox.enqueue(bed.db, mail(to));
    clockNow = Date.now() + 1000;
    const unsent = async () =>
      (await bed.db.selectFrom("mail_outbox").select("id").where("sent_at", "is", null).execute())
        .length;
    // Each instance polls on its own, as two server processes do.
    const poll = async (instance: MailWorker) => {
      for (let round = 0; round < 40 && (await unsent()) > 0; round++) await instance.runOnce();
    };
    await Promise.all([poll(worker()), poll(worker())]);
    const received = bed.smtp.messages.map((m) => m.to[0]!);
    expect(received.length).toBe(40);
    expect([...new Set(received)].sort()).toEqual([...addresses].sort());
  });

  it("a send that outlived its lease leaves the row to the instance that holds it now", async () => {
    await outbox.enqueue(bed.db, mail("late@example.org"));
    clockNow = Date.now() + 1000;
    // While the mail server dawdles, the lease runs out and another instance claims the row.
    duringSend = async () => {
      clockNow += leaseMs;
      await bed.db
        .updateTable("mail_outbox")
        .set({ lease_owner: "other-instance", lease_until: clock().toISOString() })
        .execute();
    };
    const errors: string[] = [];
    const late = worker({ log: () => {}, error: (line: string) => errors.push(line) });
    expect(await late.runOnce()).toEqual({ sent: 1, failed: 0 });
    const row = await bed.db.selectFrom("mail_outbox").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ sent_at: null, attempts: 0, lease_owner: "other-instance" });
    expect(errors.join("\n")).toMatch(/sent after its lease ended/);
  });
});
