import type { Db } from "../../db/schema.ts";

/** The PIN and link from the newest mail to `to` in the outbox. */
export async function pinMailTo(db: Db, to: string) {
  const row = await db
    .selectFrom("mail_outbox")
    .select(["text_body", "subject"])
    .where("to_address", "=", to)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  const pin = /PIN: (\d{4})/.exec(row.text_body)?.[1];
  const link = /https?:\/\/\S+\/_form\/form-transmit\S+/.exec(row.text_body)?.[0];
  if (!pin || !link) throw new Error(`no PIN mail in:\n${row.text_body}`);
  return { pin, link, subject: row.subject, text: row.text_body };
}
