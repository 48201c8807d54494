import { randomBytes } from "node:crypto";
import type { HubId } from "../../core/content/common.ts";
import type { Locale } from "../../core/locale.ts";
import { requestedMailTransaction, type WithinMailBudget } from "../outbox/requested-mail.ts";
import { refusedFor, succeeded, type Result } from "../result.ts";
import type { WaitListDeps } from "./deps.ts";
import { forgetLeftEntry } from "./leaving.ts";
import { ensureList, seasonScope } from "./lists.ts";
import { waitListAlreadyInLineMail, waitListConfirmMail } from "./mails.ts";
import { entryLinks, packageTitles, siteName } from "./names.ts";
import { entryWithList, placeOf } from "./place.ts";

export type JoinRefusal = "unknown-package" | "not-sold-out" | "closed";
/** A place in line: 1 is next; null once the voucher was sent (out of line). */
export type PlaceResult = Result<
  "unknown" | "closed" | "left",
  { place: number | null; packageId: string }
>;

/**
 * Puts an address on a sold-out package's list, unconfirmed, and mails the confirmation link
 * (an address already in line gets its place instead). The same answer either way; or
 * `too-many-mails` (nothing changed) when the inbox has had its mails for the hour.
 */
export async function join(
  deps: WaitListDeps,
  input: { hubId: HubId; packageId: string; email: string; locale: Locale },
): Promise<Result<JoinRefusal> | WithinMailBudget> {
  const { db, clock, config, content, mail } = deps;
  const now = clock.now();
  const scope = await seasonScope(deps, input.hubId, input.packageId);
  if (!scope) return refusedFor("unknown-package");
  if (!scope.soldOut) return refusedFor("not-sold-out");
  const list = await ensureList(db, scope, now);
  if (list.closed_at) return refusedFor("closed");
  const email = input.email.trim().toLowerCase();
  const { locale } = input;
  const joined = await requestedMailTransaction(
    { db, outbox: mail, clock, config },
    async (trx, requestMail) => {
      await forgetLeftEntry(trx, scope.list, email);
      await trx
        .insertInto("wait_list_entries")
        .values({
          id: randomBytes(16).toString("hex"),
          list: scope.list,
          email,
          locale,
          joined_at: now.toISOString(),
        })
        .onConflict((oc) => oc.columns(["list", "email"]).doNothing())
        .execute();
      const entry = await trx
        .selectFrom("wait_list_entries")
        .selectAll()
        .where("list", "=", scope.list)
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
      const links = entryLinks(config, scope.hubId, entry.id);
      const facts = {
        site: siteName(content, scope.hubId, locale),
        packageTitle: packageTitles(content, scope.hubId, scope.packageId)[locale],
        leaveUrl: links.leave,
      };
      const inLine = entry.confirmed_at !== null && entry.served_at === null;
      await requestMail({
        to: email,
        listUnsubscribe: facts.leaveUrl,
        ...(inLine
          ? waitListAlreadyInLineMail(locale, {
              ...facts,
              place: await placeOf(trx, { ...entry, confirmed_at: entry.confirmed_at! }),
            })
          : waitListConfirmMail(locale, {
              ...facts,
              confirmUrl: links.confirm,
            })),
      });
      await trx
        .updateTable("wait_list_entries")
        .set({ locale })
        .where("id", "=", entry.id)
        .execute();
      return succeeded;
    },
  );
  if (joined.ok) mail.nudge();
  return joined;
}

/** The confirm link: from now on the entry has its place in line (confirming twice is fine). */
export async function confirm(
  { db, clock }: Pick<WaitListDeps, "db" | "clock">,
  id: string,
): Promise<PlaceResult> {
  const at = clock.now().toISOString();
  return db.transaction().execute(async (trx): Promise<PlaceResult> => {
    const entry = await entryWithList(trx, id);
    if (!entry) return refusedFor("unknown");
    if (entry.closed_at) return refusedFor("closed");
    // Going back to the place is the rejoin link's, within its day.
    if (entry.left_at) return refusedFor("left");
    const confirmedAt = entry.confirmed_at ?? at;
    if (entry.confirmed_at === null)
      await trx
        .updateTable("wait_list_entries")
        .set({ confirmed_at: at })
        .where("id", "=", id)
        .execute();
    const place =
      entry.served_at === null
        ? await placeOf(trx, { list: entry.list, seq: entry.seq, confirmed_at: confirmedAt })
        : null;
    return { ok: true, place, packageId: entry.package_id };
  });
}
