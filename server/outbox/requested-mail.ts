import type { Transaction } from "kysely";
import type { Clock } from "../clock.ts";
import type { Config } from "../config.ts";
import { countHit } from "../db/hit-counts.ts";
import type { Database } from "../db/schema.ts";
import { mailboxKey } from "./mailbox.ts";
import type { OutgoingMail, Outbox } from "./outbox.ts";

const hourMs = 3_600_000;

/**
 * Refuses a mail someone asked for on the site because its inbox has had its hourly budget. The
 * API answers 429 in the visitor's language: the count covers mails anyone asked for, so the
 * answer tells nothing about whether the address is subscribed or has offered a ticket
 * (docs/decisions/0013-mails-per-recipient.md).
 */
export class MailBudgetSpentError extends Error {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super("mail budget of this recipient spent");
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface MailBudget {
  clock: Clock;
  config: Pick<Config, "RATE_LIMIT_MAILS">;
}

/**
 * Queues a mail that a visitor's request sends to the address they typed (confirmation links,
 * PINs): at most RATE_LIMIT_MAILS per inbox and hour, across every flow and city and across
 * instances (counted in the database, within the caller's transaction). Throws
 * MailBudgetSpentError when the budget is spent, which rolls the caller's transaction back.
 */
export async function enqueueRequestedMail(
  outbox: Pick<Outbox, "enqueue">,
  trx: Transaction<Database>,
  mail: OutgoingMail,
  { clock, config }: MailBudget,
): Promise<void> {
  const now = clock.now();
  const count = await countHit(trx, `mail:${mailboxKey(mail.to)}`, hourMs, now);
  if (count.hits > config.RATE_LIMIT_MAILS) {
    throw new MailBudgetSpentError(Math.ceil((count.resetTime.getTime() - now.getTime()) / 1000));
  }
  await outbox.enqueue(trx, mail);
}
