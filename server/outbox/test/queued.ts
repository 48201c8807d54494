import type { Db } from "../../db/schema.ts";
import type { Outbox } from "../outbox.ts";

/** Queued mails to `to`, newest first, with the text and HTML the worker would send. */
export async function queuedMailsTo(source: { db: Db; outbox: Outbox }, to: string) {
  const rows = await source.db
    .selectFrom("mail_outbox")
    .selectAll()
    .where("to_address", "=", to)
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({ ...row, ...source.outbox.bodyOf(row) }));
}
