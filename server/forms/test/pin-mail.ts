import type { Db } from "../../db/schema.ts";
import type { Outbox } from "../../outbox/outbox.ts";
import { queuedMailsTo } from "../../outbox/test/queued.ts";

/** The PIN and link from the newest mail to `to` in the outbox. */
export async function pinMailTo(source: { db: Db; outbox: Outbox }, to: string) {
  const [row] = await queuedMailsTo(source, to);
  if (!row) throw new Error(`no mail to ${to}`);
  const pin = /PIN: (\d{4})/.exec(row.text)?.[1];
  const link = /https?:\/\/\S+\/_form\/form-transmit\S+/.exec(row.text)?.[0];
  if (!pin || !link) throw new Error(`no PIN mail in:\n${row.text}`);
  return { pin, link, subject: row.subject, text: row.text };
}
