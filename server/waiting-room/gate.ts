import { randomBytes } from "node:crypto";
import type { HubId } from "../../core/content/common.ts";
import type { Locale } from "../../core/locale.ts";
import { takeTurns } from "../db/turns.ts";
import { hubSiteUrl, pageLink } from "../outbox/links.ts";
import { requestedMailTransaction, type TooManyMails } from "../outbox/requested-mail.ts";
import { refusedFor, type Result } from "../result.ts";
import { gateConfirmMail } from "./gate-mail.ts";
import { goodPlace, insertEntry, networkFull, networkTurn } from "./places.ts";
import {
  cookieExpiry,
  noRoom,
  scope,
  type JoinRefusal,
  type PlaceCookie,
  type RoomContext,
  type RoomRequest,
} from "./room-context.ts";
import { queuedPackage } from "./rooms.ts";

/**
 * A confirm link that does not give a place: `unknown` (no such link), `address-taken` (the
 * address holds another place in this sale), or the room took no more places meanwhile.
 */
export type ConfirmRefusal =
  "unknown" | "address-taken" | "off" | "not-open" | "sold-out" | "network-full";

/**
 * The e-mail gate's first step: the address a visitor entered gets a confirm link, and the
 * device a cookie naming the place that the confirmation will make (it is not in the queue
 * before). A device with a good place keeps it and gets no mail. Only a keyed hash of the
 * address is stored; the mail counts against the inbox's hourly budget like every mail a
 * visitor asks for.
 */
export async function requestGate(
  ctx: RoomContext,
  request: RoomRequest & { clientAddress: string; email: string; locale: Locale },
): Promise<Result<JoinRefusal, { cookie: PlaceCookie }, TooManyMails>> {
  const { db, clock, config, content, mail, cookies, snapshots } = ctx;
  const now = clock.now();
  const found = await scope(ctx, request, now);
  if (!found.ok) return noRoom(found.view);
  const { sale, room } = found.scope;
  if (!room.email_gate_at) return refusedFor("off");
  const expiresAt = cookieExpiry(sale, now);
  const { claim, good } = await goodPlace(ctx, request, sale, now);
  if (good) return { ok: true, cookie: { value: request.cookie!, expiresAt } };
  const key = ctx.networkKeyOf(request.clientAddress);
  const pkg = queuedPackage(content, request.hubId, request.ticketShopId, request.packageId)!;
  // A device that entered an address before keeps the place id its cookie names.
  const pending =
    claim &&
    (await db
      .selectFrom("waiting_room_gate")
      .select("entry_id")
      .where("room", "=", sale.room)
      .where("entry_id", "=", claim.entryId)
      .executeTakeFirst());
  const entryId = pending ? pending.entry_id : randomBytes(16).toString("hex");
  const linkId = randomBytes(16).toString("hex");
  const link = pageLink(hubSiteUrl(config, request.hubId), `/ticket/order/${pkg.ticketShopId}`, {
    package: pkg.id,
    confirm: linkId,
  });
  const site = content[request.hubId].hub.signTitle[request.locale];
  const requested = await requestedMailTransaction(
    { db, outbox: mail, clock, config },
    async (trx, requestMail) => {
      // Each address waiting for its confirmation holds a place of the network's cap: else
      // one network would get a place for every address it enters.
      await takeTurns(trx, networkTurn(sale.room, key));
      if (await networkFull(ctx, trx, { room: sale.room, key, now, except: entryId }))
        return refusedFor("network-full");
      await trx
        .insertInto("waiting_room_gate")
        .values({
          id: linkId,
          room: sale.room,
          entry_id: entryId,
          ticket_shop_id: pkg.ticketShopId,
          package_id: pkg.id,
          item_id: pkg.ticketShopItemId,
          network_key: key,
          email_hash: ctx.emailHash(request.email),
          created_at: now.toISOString(),
        })
        .execute();
      await requestMail({
        to: request.email.trim(),
        ...gateConfirmMail(request.locale, site, link),
      });
      return { ok: true as const };
    },
  );
  if (!requested.ok) return requested;
  mail.nudge();
  snapshots.invalidate(sale.room);
  return { ok: true, cookie: { value: cookies.sign(entryId, sale.room, expiresAt), expiresAt } };
}

/**
 * The confirm link of the e-mail gate: its place joins the queue now (in the pre-queue before
 * the sale start, else at the end), bound to the address. An address holds one place per sale;
 * a place whose voucher lapsed lets its address go, so that it can queue again. Answers the
 * place's cookie, for the device the link is opened on.
 */
export async function confirmGate(
  ctx: RoomContext,
  hubId: HubId,
  linkId: string,
): Promise<
  Result<ConfirmRefusal, { cookie: PlaceCookie; ticketShopId: number; packageId: string }>
> {
  const { db, clock, cookies, snapshots } = ctx;
  const now = clock.now();
  const gate = await db
    .selectFrom("waiting_room_gate")
    .selectAll()
    .where("id", "=", linkId)
    .executeTakeFirst();
  if (!gate) return refusedFor("unknown");
  const found = await scope(
    ctx,
    { hubId, ticketShopId: gate.ticket_shop_id, packageId: gate.package_id, cookie: undefined },
    now,
  );
  if (!found.ok) return noRoom(found.view);
  const { sale, room } = found.scope;
  if (gate.room !== sale.room) return refusedFor("unknown");
  const placed = await db.transaction().execute(async (trx) => {
    // The network's cap, again: its other places may have come meanwhile, and the address may
    // have been entered before they did (its hold over).
    await takeTurns(trx, networkTurn(sale.room, gate.network_key));
    const known = await trx
      .selectFrom("waiting_room_entries")
      .select("id")
      .where("id", "=", gate.entry_id)
      .executeTakeFirst();
    const cap = { room: sale.room, key: gate.network_key, now, except: gate.entry_id };
    if (!known && (await networkFull(ctx, trx, cap))) return "network-full";
    // Addresses of spent places (voucher lapsed) may queue again.
    await trx
      .updateTable("waiting_room_entries")
      .set({ email_hash: null })
      .where("room", "=", sale.room)
      .where("email_hash", "=", gate.email_hash)
      .where((eb) =>
        eb.or([eb("lapsed_at", "is not", null), eb("valid_until", "<=", now.toISOString())]),
      )
      .execute();
    // Insert first, then read who holds the address: a check before the insert would let two
    // confirmations at once both insert, and the second hit the unique index.
    await insertEntry(
      trx,
      {
        id: gate.entry_id,
        room,
        sale,
        ticketShopId: gate.ticket_shop_id,
        packageId: gate.package_id,
        itemId: gate.item_id,
        networkKey: gate.network_key,
        emailHash: gate.email_hash,
      },
      now,
    );
    const holder = await trx
      .selectFrom("waiting_room_entries")
      .select("id")
      .where("room", "=", sale.room)
      .where((eb) => eb.or([eb("email_hash", "=", gate.email_hash), eb("id", "=", gate.entry_id)]))
      .executeTakeFirstOrThrow();
    if (holder.id !== gate.entry_id) return "address-taken";
    await trx
      .updateTable("waiting_room_gate")
      .set({ confirmed_at: now.toISOString() })
      .where("entry_id", "=", gate.entry_id)
      .where("room", "=", sale.room)
      .where("confirmed_at", "is", null)
      .execute();
    return "placed";
  });
  if (placed !== "placed") return refusedFor(placed);
  snapshots.invalidate(sale.room);
  const expiresAt = cookieExpiry(sale, now);
  return {
    ok: true,
    cookie: { value: cookies.sign(gate.entry_id, sale.room, expiresAt), expiresAt },
    ticketShopId: gate.ticket_shop_id,
    packageId: gate.package_id,
  };
}
