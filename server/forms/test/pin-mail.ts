import type { Db } from "../../db/schema.ts";
import type { Outbox } from "../../outbox/outbox.ts";
import { queuedMailsTo } from "../../outbox/test/queued.ts";

/** The PIN and link from the newest PIN mail to `to` in the outbox (a receipt may follow it). */
export async function pinMailTo(source: { db: Db; outbox: Outbox }, to: string) {
  const rows = await queuedMailsTo(source, to);
  if (rows.length === 0) throw new Error(`no mail to ${to}`);
  for (const row of rows) {
    const pin = /PIN: (\d{4})/.exec(row.text)?.[1];
    const link = /https?:\/\/\S+\/_form\/form-transmit\S+/.exec(row.text)?.[0];
    if (pin && link) return { pin, link, subject: row.subject, text: row.text };
  }
  throw new Error(`no PIN mail in:\n${rows.map((row) => row.text).join("\n\n")}`);
}
