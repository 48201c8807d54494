import type { WaitListEntryView } from "../../core/api/wait-list-link.ts";
import { hubIds, type HubId } from "../../core/content/common.ts";
import type { ContentStore } from "../../core/content/store.ts";
import { wallClockAt } from "../../core/time.ts";
import type { Clock } from "../clock.ts";
import type { Db } from "../db/schema.ts";
import { rejoinUntil } from "./leaving.ts";
import { packageTitles } from "./names.ts";
import { entryWithList, placeOf } from "./place.ts";

/**
 * A person's place as the page behind their mail's link shows it: unconfirmed, in line (which
 * place), served (until when the voucher holds), or left (until when they may go back). Reads
 * only: opening a link changes nothing. A closed list's people are deleted: unknown.
 */
export async function entryView(
  { db, clock, content }: { db: Db; clock: Clock; content: ContentStore },
  id: string,
): Promise<WaitListEntryView> {
  const entry = await entryWithList(db, id);
  const hubId = hubIds.find((hub): hub is HubId => hub === entry?.hub_id);
  if (!entry || entry.closed_at || !hubId) return { kind: "unknown" };
  const zone = content[hubId].hub.timeZone;
  const facts = {
    title: packageTitles(content, hubId, entry.package_id),
    voucherHours: entry.voucher_hours,
  };
  if (entry.left_at) {
    const until = rejoinUntil(entry.left_at);
    const open = until.getTime() > clock.now().getTime();
    return { ...facts, kind: "left", rejoinUntil: open ? wallClockAt(until, zone) : null };
  }
  if (!entry.confirmed_at) return { ...facts, kind: "unconfirmed" };
  if (entry.served_at) {
    const voucher = await db
      .selectFrom("wait_list_vouchers")
      .select("valid_until")
      .where("entry_id", "=", id)
      .orderBy("id", "desc")
      .executeTakeFirst();
    const voucherUntil = voucher ? wallClockAt(new Date(voucher.valid_until), zone) : null;
    return { ...facts, kind: "served", voucherUntil };
  }
  const place = await placeOf(db, { ...entry, confirmed_at: entry.confirmed_at });
  return { ...facts, kind: "in-line", place };
}
