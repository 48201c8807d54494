import type { Transaction } from "kysely";
import type { Clock } from "../clock.ts";
import type { Database, Db } from "../db/schema.ts";
import type { Trx } from "./deps.ts";

/** The team member who changed a list (the audit log). */
export interface TeamMember {
  id: string;
  name: string;
}

/**
 * Who gives tickets back when the shop's cancellations bring them, and takes them off when the
 * shop sold them before a voucher could hold them (the audit log).
 */
export const shopReturns: TeamMember = { id: "ticket-shop", name: "Ticket shop" };

/** Who closes a list once its season's party is over (the audit log). */
export const seasonOver: TeamMember = { id: "season-over", name: "Season over" };

/** Notes a change of a list in its audit log. */
export const audit = (clock: Clock, trx: Trx, list: string, by: TeamMember, change: object) =>
  trx
    .insertInto("wait_list_audit")
    .values({
      list,
      at: clock.now().toISOString(),
      by_id: by.id,
      by_name: by.name,
      change_json: JSON.stringify(change),
    })
    .execute();

/**
 * A change of a list with its audit entry, in one transaction; a change answering null logs
 * nothing. Answers whether it changed.
 */
export const logged = (
  { db, clock }: { db: Db; clock: Clock },
  list: string,
  by: TeamMember,
  change: (trx: Transaction<Database>) => Promise<object | null>,
) =>
  db.transaction().execute(async (trx) => {
    const done = await change(trx);
    if (done) await audit(clock, trx, list, by, done);
    return done !== null;
  });
