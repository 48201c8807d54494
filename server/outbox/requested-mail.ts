import type { Transaction } from "kysely";
import type { Clock } from "../clock.ts";
import type { Config } from "../config.ts";
import { countHit } from "../db/hit-counts.ts";
import type { Database, Db } from "../db/schema.ts";
import { refusedFor, type Refused, type Result } from "../result.ts";
import { mailboxKey } from "./mailbox.ts";
import type { OutgoingMail, Outbox } from "./outbox.ts";

const hourMs = 3_600_000;

/**
 * The refusal of a mail someone asked for on the site because its inbox has had its hourly
 * budget. The API answers 429 in the visitor's language: the count covers mails anyone asked for,
 * so the answer tells nothing about whether the address is subscribed or has offered a ticket
 * (docs/decisions/0013-mails-per-recipient.md).
 */
export interface TooManyMails {
  reason: "too-many-mails";
  retryAfterSeconds: number;
}

/** What a call answers that mails the address a visitor typed. */
export type WithinMailBudget<Data extends object = object> = Result<never, Data, TooManyMails>;

/** Thrown to roll the transaction back; never leaves requestedMailTransaction. */
class BudgetSpent extends Error {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super("mail budget of this recipient spent");
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface MailBudget {
  db: Db;
  outbox: Pick<Outbox, "enqueue">;
  clock: Clock;
  config: Pick<Config, "RATE_LIMIT_MAILS">;
}

/** Queues a mail a visitor asked for, within the transaction `work` runs in. */
export type RequestMail = (mail: OutgoingMail) => Promise<void>;

/**
 * Runs `work` in one transaction, in which `requestMail` queues mails that a visitor's request
 * sends to the address they typed (confirmation links, PINs): at most RATE_LIMIT_MAILS per inbox
 * and hour, across every flow and city and across instances (counted in the database). When the
 * budget is spent nothing of the transaction is kept and the answer is `too-many-mails`.
 */
export async function requestedMailTransaction<T>(
  { db, outbox, clock, config }: MailBudget,
  work: (trx: Transaction<Database>, requestMail: RequestMail) => Promise<T>,
): Promise<T | Refused<never, TooManyMails>> {
  try {
    return await db.transaction().execute((trx) =>
      work(trx, async (mail) => {
        const now = clock.now();
        const count = await countHit(trx, `mail:${mailboxKey(mail.to)}`, hourMs, now);
        if (count.hits > config.RATE_LIMIT_MAILS) {
          const resetMs = count.resetTime.getTime() - now.getTime();
          throw new BudgetSpent(Math.ceil(resetMs / 1000));
        }
        await outbox.enqueue(trx, mail);
      }),
    );
  } catch (error) {
    if (!(error instanceof BudgetSpent)) throw error;
    return refusedFor("too-many-mails", { retryAfterSeconds: error.retryAfterSeconds });
  }
}
