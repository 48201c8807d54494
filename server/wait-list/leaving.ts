import type { Transaction } from "kysely";
import type { HubId } from "../../core/content/common.ts";
import type { ContentStore } from "../../core/content/store.ts";
import { formatDateTime } from "../../core/format.ts";
import { storedLocale } from "../../core/locale.ts";
import { wallClockAt } from "../../core/time.ts";
import type { Clock } from "../clock.ts";
import type { Config } from "../config.ts";
import type { Database, Db } from "../db/schema.ts";
import type { MailQueue } from "../outbox/worker.ts";
import { refusedFor, succeeded, type Result } from "../result.ts";
import { waitListLeftMail } from "./mails.ts";
import { entryLinks, packageTitles, siteName } from "./names.ts";
import { entryWithList } from "./place.ts";

/** How long someone who left may go back to their place; then the address is deleted. */
export const rejoinMs = 24 * 3_600_000;

export interface LeavingDeps {
  db: Db;
  clock: Clock;
  content: ContentStore;
  config: Pick<Config, "PUBLIC_URL" | "HUB_HOSTS" | "DEFAULT_HUB">;
  mail: MailQueue;
}

/** The end of the day in which someone who left at `leftAt` may go back. */
export const rejoinUntil = (leftAt: string) => new Date(Date.parse(leftAt) + rejoinMs);

/** Deletes entries (their addresses); the vouchers they got keep no link to them. */
async function forget(
  trx: Transaction<Database>,
  entries: (query: Transaction<Database>) => Promise<{ id: string }[]>,
): Promise<number> {
  const ids = (await entries(trx)).map((entry) => entry.id);
  if (ids.length > 0)
    await trx
      .updateTable("wait_list_vouchers")
      .set({ entry_id: null })
      .where("entry_id", "in", ids)
      .execute();
  return ids.length;
}

/**
 * The leave page's button. A confirmed person leaves the line at once (their place counts for no
 * one, the next ticket goes to the next in line) but may go back to it for a day: a mail says
 * how, until when. Unconfirmed, the address had no place and is deleted at once. Leaving twice is
 * fine; a voucher already sent stays valid (the shop holds it).
 */
export async function leaveList(deps: LeavingDeps, id: string): Promise<Result<"unknown">> {
  const { db, clock, content, config, mail } = deps;
  const now = clock.now();
  const left = await db.transaction().execute(async (trx): Promise<Result<"unknown">> => {
    const entry = await entryWithList(trx, id);
    if (!entry) return refusedFor("unknown");
    if (entry.left_at) return succeeded;
    if (!entry.confirmed_at) {
      await forget(trx, (q) =>
        q.deleteFrom("wait_list_entries").where("id", "=", id).returning("id").execute(),
      );
      return succeeded;
    }
    const marked = await trx
      .updateTable("wait_list_entries")
      .set({ left_at: now.toISOString() })
      .where("id", "=", id)
      .where("left_at", "is", null)
      .executeTakeFirst();
    // Left at the same moment in another tab: that one sends the mail.
    if (Number(marked.numUpdatedRows) !== 1) return succeeded;
    const hubId = entry.hub_id as HubId;
    const locale = storedLocale(entry.locale);
    const until = wallClockAt(rejoinUntil(now.toISOString()), content[hubId].hub.timeZone);
    await mail.enqueue(trx, {
      to: entry.email,
      ...waitListLeftMail(locale, {
        site: siteName(content, hubId, locale),
        packageTitle: packageTitles(content, hubId, entry.package_id)[locale],
        rejoinUrl: entryLinks(config, hubId, id).rejoin,
        until: formatDateTime(until, locale),
      }),
    });
    return succeeded;
  });
  if (left.ok) mail.nudge();
  return left;
}

/**
 * The rejoin page's button: within a day of leaving, back to the old place (the line is the
 * order of confirmation, which leaving kept). `gone`: the day has passed. Being back already is
 * fine.
 */
export async function rejoinList(
  { db, clock }: Pick<LeavingDeps, "db" | "clock">,
  id: string,
): Promise<Result<"unknown" | "gone">> {
  const entry = await db
    .selectFrom("wait_list_entries")
    .select("left_at")
    .where("id", "=", id)
    .executeTakeFirst();
  if (!entry) return refusedFor("unknown");
  if (!entry.left_at) return succeeded;
  if (rejoinUntil(entry.left_at).getTime() <= clock.now().getTime()) return refusedFor("gone");
  await db
    .updateTable("wait_list_entries")
    .set({ left_at: null })
    .where("id", "=", id)
    .where("left_at", "=", entry.left_at)
    .execute();
  return succeeded;
}

/**
 * An address that left a list and joins it again through the form starts anew, at the end of
 * the line (its old place is what the rejoin link is for).
 */
export function forgetLeftEntry(trx: Transaction<Database>, list: string, email: string) {
  return forget(trx, (q) =>
    q
      .deleteFrom("wait_list_entries")
      .where("list", "=", list)
      .where("email", "=", email)
      .where("left_at", "is not", null)
      .returning("id")
      .execute(),
  );
}

/**
 * The job's run (every instance, the one scheduler): deletes for good the addresses that left
 * more than a day ago. The condition is on the delete itself, so a person who went back at the
 * last moment on another instance is not deleted. Answers how many went.
 */
export function forgetLeavers({ db, clock }: Pick<LeavingDeps, "db" | "clock">): Promise<number> {
  const before = new Date(clock.now().getTime() - rejoinMs).toISOString();
  return db
    .transaction()
    .execute((trx) =>
      forget(trx, (q) =>
        q.deleteFrom("wait_list_entries").where("left_at", "<=", before).returning("id").execute(),
      ),
    );
}
