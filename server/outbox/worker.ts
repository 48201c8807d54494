import { randomBytes } from "node:crypto";
import type { Selectable, Updateable } from "kysely";
import type { Db, MailOutboxTable, OutboxChannel } from "../db/schema.ts";
import { takeLease } from "../db/lease.ts";
import { retryDelay } from "../jobs/retry.ts";
import type { Outbox } from "./outbox.ts";
import type { MailTransport } from "./mail-transports.ts";

/** Sends the outbox's messages of one channel other than mail (server/outbox/telegram-transport.ts). */
export interface ChannelTransport {
  /** Resolves once the channel accepted the message; throws otherwise, at the latest after maxSendMs. */
  send(message: { id: number; to: string; body: Record<string, unknown> }): Promise<void>;
  readonly maxSendMs: number;
}

/** A failure after which the far side named when to try again (e.g. HTTP 429's retry_after). */
export class RetryLaterError extends Error {
  readonly retryAfterMs: number;
  constructor(message: string, retryAfterMs: number) {
    super(message);
    this.retryAfterMs = retryAfterMs;
  }
}

export interface MailWorkerOptions {
  db: Db;
  /** Where features queue mail; it holds the key to the bodies. */
  outbox: Outbox;
  transport: MailTransport;
  /** Transports of the other channels; a message for a channel without one fails and is retried. */
  channels?: Partial<Record<Exclude<OutboxChannel, "mail">, ChannelTransport>>;
  /** Sender for mails that do not name one (config MAIL_FROM). */
  defaultFrom: string;
  /**
   * How long a row belongs to this worker from the moment it claims it; longer than one send can
   * take (the transport's maxSendMs). Default: twice that.
   */
  leaseMs?: number;
  batchSize?: number;
  /** Delay before the first retry; doubles with every failure up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** After this many failures the row is marked failed (and kept for the operator). */
  maxAttempts?: number;
  /** Sent rows (addresses and subjects, no bodies) are deleted after this long. */
  keepSentMs?: number;
  /** Real time; the app clock may be pinned by APP_NOW. */
  now?: () => Date;
  log?: Pick<Console, "log" | "error">;
}

export interface MailWorker {
  /** Queues a mail in the caller's transaction (Outbox.enqueue). */
  enqueue: Outbox["enqueue"];
  /** One round: claims due mails and tries to send each. */
  runOnce(): Promise<{ sent: number; failed: number }>;
  /** Deletes sent rows (addresses and subjects, no bodies) older than keepSentMs. */
  purgeSent(): Promise<void>;
  /** Closes the transport's connections (at shutdown, after the delivery job has stopped). */
  close(): void;
}

/** How often the mail delivery job looks at the outbox when nobody nudged it. */
export const mailPollMs = 1000;

/**
 * What features send mail through: enqueue in the transaction that records what happened, then
 * nudge() after the commit, which runs the delivery job now instead of at its next poll.
 */
export interface MailQueue {
  enqueue: Outbox["enqueue"];
  nudge(): void;
}

function domainOf(address: string): string {
  const match = /@([^\s>]+)>?\s*$/.exec(address);
  return match?.[1] ?? "localhost";
}

/** The worker's options, resolved, and its name on the leases it takes. */
type Delivery = Required<MailWorkerOptions> & { owner: string };

/** The row's lease from now on, or null when another worker holds it or it is done. */
function claim({ db, now, leaseMs, owner }: Delivery, id: number): Promise<string | null> {
  return takeLease(now(), leaseMs, (until, nowIso) =>
    db
      .updateTable("mail_outbox")
      .set({ lease_owner: owner, lease_until: until })
      .where("id", "=", id)
      .where("sent_at", "is", null)
      .where("failed_at", "is", null)
      .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", nowIso)]))
      .executeTakeFirst(),
  );
}

/** Records the outcome only while this worker's lease is the row's lease (compare-and-set). */
async function settle(
  { db, owner }: Delivery,
  id: number,
  leaseUntil: string,
  outcome: Updateable<MailOutboxTable>,
): Promise<boolean> {
  const result = await db
    .updateTable("mail_outbox")
    .set({ ...outcome, lease_owner: null, lease_until: null })
    .where("id", "=", id)
    .where("lease_owner", "=", owner)
    .where("lease_until", "=", leaseUntil)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

function send(
  { channels, outbox, transport, defaultFrom }: Delivery,
  row: Selectable<MailOutboxTable>,
): Promise<void> {
  if (row.channel !== "mail") {
    const channel = channels[row.channel];
    if (!channel) throw new Error(`the channel ${row.channel} is not set up`);
    return channel.send({ id: row.id, to: row.to_address, body: outbox.messageBodyOf(row) });
  }
  const from = row.from_address ?? defaultFrom;
  return transport.send({
    id: row.id,
    messageId: `<${row.message_key}@${domainOf(from)}>`,
    from,
    to: row.to_address,
    replyTo: row.reply_to,
    listUnsubscribe: row.list_unsubscribe,
    subject: row.subject,
    ...outbox.bodyOf(row),
    date: new Date(row.created_at),
  });
}

/** Claims one due row and tries to send it: whether it went, failed, or was another's (null). */
async function deliver(delivery: Delivery, id: number): Promise<"sent" | "failed" | null> {
  const { db, now, maxAttempts, baseDelayMs, maxDelayMs, log } = delivery;
  const leaseUntil = await claim(delivery, id);
  if (!leaseUntil) return null;
  const row = await db
    .selectFrom("mail_outbox")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  const error = await Promise.resolve()
    .then(() => send(delivery, row))
    .then(
      () => null,
      (reason: unknown) => (reason instanceof Error ? reason : new Error(String(reason))),
    );
  const attempts = row.attempts + 1;
  if (!error) {
    // The body goes at once: PINs and card links must not wait in the database for the purge.
    const settled = await settle(delivery, id, leaseUntil, {
      sent_at: now().toISOString(),
      body_encrypted: null,
      last_error: null,
      attempts,
    });
    if (!settled) log.error(`Mail ${id}: sent after its lease ended; it may arrive twice`);
    return "sent";
  }
  // Never the body: it may hold links that act on someone's behalf.
  const reason = error.message.slice(0, 500);
  const giveUp = attempts >= maxAttempts;
  // Never sooner than the far side asked for.
  const wait = Math.max(
    retryDelay(attempts, baseDelayMs, maxDelayMs),
    error instanceof RetryLaterError ? error.retryAfterMs : 0,
  );
  const retryAt = new Date(now().getTime() + wait);
  const settled = await settle(delivery, id, leaseUntil, {
    attempts,
    last_error: reason,
    next_attempt_at: retryAt.toISOString(),
    failed_at: giveUp ? now().toISOString() : null,
  });
  // A lost lease leaves the row, its retry count and its log line to the worker holding it.
  if (settled) {
    log.error(
      giveUp
        ? `Mail ${id}: giving up after ${attempts} attempts: ${reason}`
        : `Mail ${id}: attempt ${attempts} failed, retrying at ${retryAt.toISOString()}: ${reason}`,
    );
  }
  return "failed";
}

async function round(delivery: Delivery): Promise<{ sent: number; failed: number }> {
  const nowIso = delivery.now().toISOString();
  const due = await delivery.db
    .selectFrom("mail_outbox")
    .select("id")
    .where("sent_at", "is", null)
    .where("failed_at", "is", null)
    .where("next_attempt_at", "<=", nowIso)
    .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", nowIso)]))
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(delivery.batchSize)
    .execute();
  const counts = { sent: 0, failed: 0 };
  for (const { id } of due) {
    const outcome = await deliver(delivery, id);
    if (outcome) counts[outcome] += 1;
  }
  return counts;
}

/**
 * Sends what Outbox.enqueue queued. Each row is claimed right before its send, with a lease from that
 * moment that outlasts the send (compare-and-set on lease_until), so several server instances on
 * one PostgreSQL never send a row at the same time, however long a batch takes. A worker that
 * crashes mid-send leaves a lease that expires, and another round picks the row up again; a send
 * that outlived its lease (a stalled process) leaves the row to whoever holds it now. Delivery is
 * therefore at least once; the Message-ID stays the same across attempts.
 */
export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { transport, channels = {} } = options;
  const delivery: Delivery = {
    ...options,
    channels,
    leaseMs:
      options.leaseMs ??
      2 * Math.max(transport.maxSendMs, ...Object.values(channels).map((c) => c.maxSendMs)),
    batchSize: options.batchSize ?? 20,
    baseDelayMs: options.baseDelayMs ?? 30_000,
    maxDelayMs: options.maxDelayMs ?? 3_600_000,
    maxAttempts: options.maxAttempts ?? 30,
    keepSentMs: options.keepSentMs ?? 7 * 86_400_000,
    now: options.now ?? (() => new Date()),
    log: options.log ?? console,
    owner: randomBytes(8).toString("hex"),
  };
  if (delivery.leaseMs <= transport.maxSendMs) {
    throw new Error(
      `mail lease (${delivery.leaseMs} ms) must outlast one send (${transport.maxSendMs} ms)`,
    );
  }
  let running: Promise<{ sent: number; failed: number }> | undefined;

  function runOnce(): Promise<{ sent: number; failed: number }> {
    // One round at a time per worker; a caller during a round waits for it, then runs its own.
    const previous = running ?? Promise.resolve({ sent: 0, failed: 0 });
    const next = previous.catch(() => undefined).then(() => round(delivery));
    running = next;
    // Bookkeeping only: the round's failure is the caller's to handle, and this chain must not
    // turn it into a second, unhandled rejection (which ended the process in a database stall).
    const forget = () => {
      if (running === next) running = undefined;
    };
    next.then(forget, forget);
    return next;
  }

  return {
    runOnce,
    enqueue: options.outbox.enqueue,
    async purgeSent() {
      await delivery.db
        .deleteFrom("mail_outbox")
        .where(
          "sent_at",
          "<",
          new Date(delivery.now().getTime() - delivery.keepSentMs).toISOString(),
        )
        .execute();
    },
    close: () => transport.close(),
  };
}
