import { randomBytes } from "node:crypto";
import type { Transaction } from "kysely";
import type { HubId } from "../../core/content/common.ts";
import type { ContentStore } from "../../core/content/store.ts";
import { formatDateTime } from "../../core/format.ts";
import { isLocale, type Locale } from "../../core/locale.ts";
import { hubSaleAt } from "../../core/ticket-sale.ts";
import { wallClockAt } from "../../core/time.ts";
import type { Clock } from "../clock.ts";
import type { Config } from "../config.ts";
import type { Database, Db } from "../db/schema.ts";
import { requestedMailTransaction, type WithinMailBudget } from "../outbox/requested-mail.ts";
import type { MailQueue } from "../outbox/worker.ts";
import { refusedFor, succeeded, type Result } from "../result.ts";
import {
  TicketShopRefusedError,
  TicketShopUnavailableError,
  type ShopVouchers,
} from "../tickets/shop-port.ts";
import { voucherCode } from "../waiting-room/service.ts";
import {
  defaultVoucherHours,
  ensureList,
  inSeason,
  listScope,
  voucherTag,
  type ListScope,
} from "./lists.ts";
import { entryView } from "./entry-view.ts";
import { forgetLeavers, forgetLeftEntry, leaveList, rejoinList } from "./leaving.ts";
import {
  waitListAlreadyInLineMail,
  waitListClosedMail,
  waitListConfirmMail,
  waitListVoucherMail,
} from "./mails.ts";
import { entryLinks, packageTitles, siteName } from "./names.ts";
import { placeOf } from "./place.ts";

export interface WaitListDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, "RATE_LIMIT_MAILS" | "PUBLIC_URL" | "HUB_HOSTS" | "DEFAULT_HUB">;
  content: ContentStore;
  ticketShop: ShopVouchers;
  mail: MailQueue;
}

/** An instance's claim on creating a voucher in the shop and mailing it; another takes over after. */
const pushClaimMs = 60_000;

/**
 * A voucher this close to its end may already be void in the shop (its own clock, the call's
 * time): counting the shop's returns, it counts as lapsed.
 */
const endingMarginMs = 60_000;

/**
 * Who gives tickets back when the shop's cancellations bring them, and takes them off when the
 * shop sold them before a voucher could hold them (the audit log).
 */
const shopReturns: TeamMember = { id: "ticket-shop", name: "Ticket shop" };

/** Who closes a list once its season's party is over (the audit log). */
const seasonOver: TeamMember = { id: "season-over", name: "Season over" };

export type JoinRefusal = "unknown-package" | "not-sold-out" | "closed";
/** A release of more tickets than the shop has free: how many it has. */
export type ShopShort = { reason: "shop-short"; left: number };
/** A place in line: 1 is next; null once the voucher was sent (out of line). */
export type PlaceResult = Result<
  "unknown" | "closed" | "left",
  { place: number | null; packageId: string }
>;

/** The team member who changed a list (the audit log). */
export interface TeamMember {
  id: string;
  name: string;
}

/** One list as the team sees it. */
export interface WaitListFigures {
  packageId: string;
  ticketShopId: number;
  voucherHours: number;
  closed: boolean;
  /** Confirmed people still in line. */
  waiting: number;
  /** Entered, not confirmed. */
  unconfirmed: number;
  released: number;
  vouchersSent: number;
  redeemed: number;
  lapsed: number;
}

type Trx = Db | Transaction<Database>;

/** The list's vouchers not lapsed: each holds one of its released tickets. */
async function vouchersHolding(trx: Trx, list: string) {
  const held = await trx
    .selectFrom("wait_list_vouchers")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("list", "=", list)
    .where("lapsed_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(held.n);
}

/**
 * The wait lists of sold-out packages (docs/decisions/0046-wait-list.md): double opt-in, a
 * place in line, tickets the team releases offered one by one as single-use shop vouchers, a
 * voucher unused in time passing to the next in line, and leaving that can be undone for a day.
 */
export function waitListService({ db, clock, config, content, ticketShop, mail }: WaitListDeps) {
  const site = (hubId: HubId, locale: Locale) => siteName(content, hubId, locale);
  const packageTitle = (hubId: HubId, packageId: string, locale: Locale) =>
    packageTitles(content, hubId, packageId)[locale];
  const links = (hubId: HubId, id: string) => entryLinks(config, hubId, id);
  const localeOf = (value: string): Locale => (isLocale(value) ? value : "de");
  const hubOf = (list: { hub_id: string }) => list.hub_id as HubId;

  /** The list of a package in this city, if it has one this season. */
  const scopeOf = async (hubId: HubId, packageId: string) => {
    const now = clock.now();
    const scope = listScope(content, hubId, packageId, now);
    return scope && inSeason(db, scope, now);
  };

  async function entryWithList(trx: Trx, id: string) {
    return trx
      .selectFrom("wait_list_entries")
      .innerJoin("wait_lists", "wait_lists.list", "wait_list_entries.list")
      .select([
        "wait_list_entries.seq",
        "wait_list_entries.list",
        "wait_list_entries.email",
        "wait_list_entries.confirmed_at",
        "wait_list_entries.served_at",
        "wait_list_entries.left_at",
        "wait_lists.hub_id",
        "wait_lists.package_id",
        "wait_lists.closed_at",
      ])
      .where("wait_list_entries.id", "=", id)
      .executeTakeFirst();
  }

  /**
   * Puts an address on a sold-out package's list, unconfirmed, and mails the confirmation link
   * (an address already in line gets its place instead). The same answer either way; or
   * `too-many-mails` (nothing changed) when the inbox has had its mails for the hour.
   */
  async function join(input: {
    hubId: HubId;
    packageId: string;
    email: string;
    locale: Locale;
  }): Promise<Result<JoinRefusal> | WithinMailBudget> {
    const now = clock.now();
    const scope = await scopeOf(input.hubId, input.packageId);
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
        const facts = {
          site: site(scope.hubId, locale),
          packageTitle: packageTitle(scope.hubId, scope.packageId, locale),
          leaveUrl: links(scope.hubId, entry.id).leave,
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
                confirmUrl: links(scope.hubId, entry.id).confirm,
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
  async function confirm(id: string): Promise<PlaceResult> {
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

  const audit = (trx: Trx, list: string, by: TeamMember, change: object) =>
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

  /** A change of a list with its audit entry, in one transaction; a change answering null logs nothing. */
  const logged = (
    list: string,
    by: TeamMember,
    change: (trx: Transaction<Database>) => Promise<object | null>,
  ) =>
    db.transaction().execute(async (trx) => {
      const done = await change(trx);
      if (done) await audit(trx, list, by, done);
      return done !== null;
    });

  /**
   * A team action on a package's list this season; the list is made if it has none yet. Only
   * reopening acts on a closed list (and does nothing on an open one).
   */
  async function teamChange(
    hubId: HubId,
    packageId: string,
    by: TeamMember,
    change: (trx: Transaction<Database>, scope: ListScope) => Promise<object | null>,
    { reopening = false } = {},
  ): Promise<Result<"unknown-package" | "closed">> {
    const scope = await scopeOf(hubId, packageId);
    if (!scope) return refusedFor("unknown-package");
    const list = await ensureList(db, scope, clock.now());
    if (list.closed_at && !reopening) return refusedFor("closed");
    if (!list.closed_at && reopening) return succeeded;
    await logged(scope.list, by, (trx) => change(trx, scope));
    return succeeded;
  }

  /**
   * The team gives `count` tickets back to the list: the next in line get vouchers. Each voucher
   * holds a ticket of the shop's quota, so the shop must have them free now (`shop-short` says
   * how many it has, e.g. before the team raised the quota there); one bought there meanwhile
   * is taken back by the job (withdrawUnheld). A shop that does not answer refuses too.
   */
  async function release(
    hubId: HubId,
    packageId: string,
    count: number,
    by: TeamMember,
  ): Promise<Result<"unknown-package" | "closed" | "shop-unreachable", object, ShopShort>> {
    const scope = await scopeOf(hubId, packageId);
    if (!scope) return refusedFor("unknown-package");
    let left: number | null;
    try {
      left = await ticketShop.ticketsLeft(scope.ticketShopId, scope.itemId);
    } catch (error) {
      if (!(error instanceof TicketShopUnavailableError)) throw error;
      return refusedFor("shop-unreachable");
    }
    if (left !== null && left < count) return refusedFor("shop-short", { left });
    return teamChange(hubId, packageId, by, async (trx) => {
      // A new version: a count of the shop's returns made before it no longer applies.
      await trx
        .updateTable("wait_lists")
        .set((eb) => ({
          released: eb("released", "+", count),
          version: eb("version", "+", 1),
        }))
        .where("list", "=", scope.list)
        .execute();
      return { release: count };
    });
  }

  /** How long the list's vouchers hold their ticket (from the next voucher on). */
  const setVoucherHours = (hubId: HubId, packageId: string, hours: number, by: TeamMember) =>
    teamChange(hubId, packageId, by, async (trx, scope) => {
      await trx
        .updateTable("wait_lists")
        .set({ voucher_hours: hours })
        .where("list", "=", scope.list)
        .execute();
      return { voucherHours: hours };
    });

  /**
   * Closes the list: the people still in line told so by mail in their language, and every
   * address on it deleted. Compare-and-set on `closed_at`: however many close it at once, one
   * does, and each person gets one mail. Answers the audit's change, or null when it was closed.
   */
  async function closeList(
    trx: Transaction<Database>,
    { list, hubId, packageId }: Pick<ListScope, "list" | "hubId" | "packageId">,
  ) {
    const won = await trx
      .updateTable("wait_lists")
      .set({ closed_at: clock.now().toISOString() })
      .where("list", "=", list)
      .where("closed_at", "is", null)
      .executeTakeFirst();
    if (Number(won.numUpdatedRows) !== 1) return null;
    const inLine = await trx
      .selectFrom("wait_list_entries")
      .select(["email", "locale"])
      .where("list", "=", list)
      .where("confirmed_at", "is not", null)
      .where("served_at", "is", null)
      .where("left_at", "is", null)
      .execute();
    for (const entry of inLine) {
      const locale = localeOf(entry.locale);
      await mail.enqueue(trx, {
        to: entry.email,
        ...waitListClosedMail(locale, {
          site: site(hubId, locale),
          packageTitle: packageTitle(hubId, packageId, locale),
        }),
      });
    }
    const removed = await trx
      .deleteFrom("wait_list_entries")
      .where("list", "=", list)
      .executeTakeFirst();
    await trx
      .updateTable("wait_list_vouchers")
      .set({ entry_id: null })
      .where("list", "=", list)
      .execute();
    return { close: true, deleted: Number(removed.numDeletedRows), told: inLine.length };
  }

  /** The team closes the season's list (closeList). */
  async function close(hubId: HubId, packageId: string, by: TeamMember) {
    const closed = await teamChange(hubId, packageId, by, closeList);
    if (closed.ok) mail.nudge();
    return closed;
  }

  /**
   * The season job's run (every instance, the one scheduler): once a city's party is over, each
   * of its open lists is closed as the team closes one, logged as "Season over". Only then: a
   * list that is not its package's list by the content's key may be the same season under a
   * corrected sale start (inSeason keeps it theirs), and its people must not be told it closed.
   * Answers how many this run closed.
   */
  async function closeEndedSeasons(): Promise<number> {
    const now = clock.now();
    const open = await db
      .selectFrom("wait_lists")
      .select(["list", "hub_id", "package_id"])
      .where("closed_at", "is", null)
      .execute();
    let closed = 0;
    for (const row of open) {
      const list = { list: row.list, hubId: hubOf(row), packageId: row.package_id };
      if (hubSaleAt(content[list.hubId], now).state !== "over") continue;
      if (await logged(list.list, seasonOver, (trx) => closeList(trx, list))) closed += 1;
    }
    if (closed > 0) mail.nudge();
    return closed;
  }

  /** The list takes people again (from an empty line: closing deleted the addresses). */
  const reopen = (hubId: HubId, packageId: string, by: TeamMember) =>
    teamChange(
      hubId,
      packageId,
      by,
      async (trx, scope) => {
        await trx
          .updateTable("wait_lists")
          .set({ closed_at: null })
          .where("list", "=", scope.list)
          .execute();
        return { reopen: true };
      },
      { reopening: true },
    );

  /** What the list's page says of it: closed or not, and how long a voucher holds its ticket. */
  async function view(hubId: HubId, packageId: string) {
    const scope = await scopeOf(hubId, packageId);
    const list = scope
      ? await db
          .selectFrom("wait_lists")
          .select(["closed_at", "voucher_hours"])
          .where("list", "=", scope.list)
          .executeTakeFirst()
      : undefined;
    return {
      closed: Boolean(list?.closed_at),
      voucherHours: list?.voucher_hours ?? defaultVoucherHours,
    };
  }

  /** Every package's list of the city this season. */
  const seasonScopes = async (hubId: HubId) => {
    const scopes = await Promise.all(
      content[hubId].packages.packages.map((pkg) => scopeOf(hubId, pkg.id)),
    );
    return scopes.filter((scope) => scope !== null);
  };

  /**
   * The city's lists this season with their figures: the sold-out packages' (empty ones too),
   * and any other that was used (it may hold people until its tickets are gone again). A package
   * on sale, or a free reservation with seats left, has no list to show.
   */
  async function figures(hubId: HubId): Promise<WaitListFigures[]> {
    const seasons = await seasonScopes(hubId);
    const keys = seasons.map((scope) => scope.list);
    if (keys.length === 0) return [];
    const [lists, entries, vouchers] = await Promise.all([
      db.selectFrom("wait_lists").selectAll().where("list", "in", keys).execute(),
      db
        .selectFrom("wait_list_entries")
        .select(["list", "confirmed_at", "served_at"])
        .where("list", "in", keys)
        .where("left_at", "is", null)
        .execute(),
      db
        .selectFrom("wait_list_vouchers")
        .select(["list", "redeemed_at", "lapsed_at"])
        .where("list", "in", keys)
        .execute(),
    ]);
    const scopes = seasons.filter(
      (scope) => scope.soldOut || lists.some((row) => row.list === scope.list),
    );
    return scopes.map((scope) => {
      const list = lists.find((row) => row.list === scope.list);
      const mine = entries.filter((entry) => entry.list === scope.list);
      const sent = vouchers.filter((voucher) => voucher.list === scope.list);
      return {
        packageId: scope.packageId,
        ticketShopId: scope.ticketShopId,
        voucherHours: list?.voucher_hours ?? defaultVoucherHours,
        closed: Boolean(list?.closed_at),
        waiting: mine.filter((entry) => entry.confirmed_at && !entry.served_at).length,
        unconfirmed: mine.filter((entry) => !entry.confirmed_at).length,
        released: Number(list?.released ?? 0),
        vouchersSent: sent.length,
        redeemed: sent.filter((voucher) => voucher.redeemed_at).length,
        lapsed: sent.filter((voucher) => voucher.lapsed_at).length,
      };
    });
  }

  /** The latest changes of the city's lists this season, newest first (the team's log). */
  async function changes(hubId: HubId, limit = 20) {
    const keys = (await seasonScopes(hubId)).map((scope) => scope.list);
    if (keys.length === 0) return [];
    const rows = await db
      .selectFrom("wait_list_audit")
      .innerJoin("wait_lists", "wait_lists.list", "wait_list_audit.list")
      .select([
        "wait_list_audit.at",
        "wait_list_audit.by_id",
        "wait_list_audit.by_name",
        "wait_list_audit.change_json",
        "wait_lists.package_id",
      ])
      .where("wait_list_audit.list", "in", keys)
      .orderBy("wait_list_audit.id", "desc")
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      at: row.at,
      byId: row.by_id,
      by: row.by_name,
      packageId: row.package_id,
      change: JSON.parse(row.change_json) as Record<string, number | boolean>,
    }));
  }

  /** Who is on a package's list, in line order (confirmed first), for the team's export. */
  async function entries(hubId: HubId, packageId: string) {
    const scope = await scopeOf(hubId, packageId);
    if (!scope) return [];
    const rows = await db
      .selectFrom("wait_list_entries")
      .select(["email", "locale", "joined_at", "confirmed_at", "served_at"])
      .where("list", "=", scope.list)
      .where("left_at", "is", null)
      .orderBy("served_at", "desc")
      .orderBy("confirmed_at")
      .orderBy("seq")
      .execute();
    // Confirmed and waiting first, in line; then those served; the unconfirmed last.
    const rank = (row: (typeof rows)[number]) =>
      row.confirmed_at === null ? 2 : row.served_at === null ? 0 : 1;
    return rows
      .map((row, index) => ({ row, index }))
      .sort((a, b) => rank(a.row) - rank(b.row) || a.index - b.index)
      .map(({ row }, index) => ({
        place: rank(row) === 0 ? index + 1 : null,
        email: row.email,
        locale: row.locale,
        joinedAt: row.joined_at,
        confirmedAt: row.confirmed_at,
        servedAt: row.served_at,
      }));
  }

  /**
   * Offers the released tickets that no live voucher holds to the next confirmed people in line,
   * exactly once however many workers run it at once: in one transaction it reads the list's
   * `version`, picks the next people and advances `version` only if it is unchanged
   * (compare-and-set, as the waiting room's admission). A loser changes nothing.
   */
  async function offerNext(list: string, now: Date): Promise<number> {
    return db.transaction().execute(async (trx) => {
      const state = await trx
        .selectFrom("wait_lists")
        .select(["released", "version", "voucher_hours", "closed_at"])
        .where("list", "=", list)
        .executeTakeFirst();
      if (!state || state.closed_at) return 0;
      const free = Number(state.released) - (await vouchersHolding(trx, list));
      if (free <= 0) return 0;
      const next = await trx
        .selectFrom("wait_list_entries")
        .select("id")
        .where("list", "=", list)
        .where("confirmed_at", "is not", null)
        .where("served_at", "is", null)
        .where("left_at", "is", null)
        .orderBy("confirmed_at")
        .orderBy("seq")
        .limit(free)
        .execute();
      if (next.length === 0) return 0;
      const won = await trx
        .updateTable("wait_lists")
        .set({ version: Number(state.version) + 1 })
        .where("list", "=", list)
        .where("version", "=", state.version)
        .executeTakeFirst();
      if (Number(won.numUpdatedRows) !== 1) return 0;
      const validUntil = new Date(now.getTime() + state.voucher_hours * 3_600_000).toISOString();
      for (const { id } of next) {
        await trx
          .updateTable("wait_list_entries")
          .set({ served_at: now.toISOString() })
          .where("id", "=", id)
          .execute();
        await trx
          .insertInto("wait_list_vouchers")
          .values({
            list,
            entry_id: id,
            code: voucherCode(),
            offered_at: now.toISOString(),
            valid_until: validUntil,
          })
          .execute();
      }
      return next.length;
    });
  }

  /**
   * The shop refused a voucher. When it has fewer tickets left than this run's vouchers not yet
   * in it need (bought in the shop before a voucher could hold them), those vouchers are
   * withdrawn while this run's claim on them holds: their people are back at their places in
   * line (they were never mailed a voucher), and the tickets gone come off the list's released
   * ones, logged by the ticket shop. The next run offers what is left to the first in line. Any
   * other refusal stands.
   */
  async function withdrawUnheld(
    list: { list: string; ticket_shop_id: number; item_id: number },
    owner: string,
    unheld: readonly { id: number }[],
    refusal: TicketShopRefusedError,
  ): Promise<void> {
    const left = await ticketShop.ticketsLeft(list.ticket_shop_id, list.item_id);
    if (left === null || left >= unheld.length) throw refusal;
    await logged(list.list, shopReturns, async (trx) => {
      // A new version first: it holds the list's row to the end (PostgreSQL), so a release
      // meanwhile is not lost, and a count of the list's tickets read before no longer applies.
      await trx
        .updateTable("wait_lists")
        .set((eb) => ({ version: eb("version", "+", 1) }))
        .where("list", "=", list.list)
        .execute();
      const withdrawn = await trx
        .deleteFrom("wait_list_vouchers")
        .where(
          "id",
          "in",
          unheld.map((voucher) => voucher.id),
        )
        .where("push_owner", "=", owner)
        .where("mailed_at", "is", null)
        .returning("entry_id")
        .execute();
      if (withdrawn.length === 0) return null;
      const entryIds = withdrawn.flatMap((voucher) => voucher.entry_id ?? []);
      if (entryIds.length > 0)
        await trx
          .updateTable("wait_list_entries")
          .set({ served_at: null })
          .where("id", "in", entryIds)
          .execute();
      const { released } = await trx
        .selectFrom("wait_lists")
        .select("released")
        .where("list", "=", list.list)
        .executeTakeFirstOrThrow();
      // Never fewer than the vouchers still out hold.
      const kept = Math.max(
        Number(released) - Math.max(0, withdrawn.length - left),
        await vouchersHolding(trx, list.list),
      );
      await trx
        .updateTable("wait_lists")
        .set({ released: kept })
        .where("list", "=", list.list)
        .execute();
      return { withdrawn: withdrawn.length, gone: Number(released) - kept };
    });
  }

  /**
   * Vouchers offered but not yet in the shop: claimed with a lease, created with the waiting
   * room's call (single-use, bound to the product, holding a ticket of its quota), then mailed in
   * the transaction that marks them done. A crash between the shop's answer and the mark leaves
   * the lease to lapse; the retry creates only the missing codes. A voucher the shop refuses for
   * want of tickets is withdrawn (withdrawUnheld).
   */
  async function pushVouchers(
    list: {
      list: string;
      hub_id: string;
      package_id: string;
      ticket_shop_id: number;
      item_id: number;
    },
    now: Date,
  ) {
    const owner = randomBytes(16).toString("hex");
    const claimable = db
      .selectFrom("wait_list_vouchers")
      .select("id")
      .where("list", "=", list.list)
      .where("mailed_at", "is", null)
      .where("lapsed_at", "is", null)
      .limit(100);
    // The lease's conditions are on the update itself: PostgreSQL checks them again on a row that
    // a racing claim changed meanwhile, so only one of them wins it.
    const claimed = await db
      .updateTable("wait_list_vouchers")
      .set((eb) => ({
        push_owner: owner,
        push_until: new Date(now.getTime() + pushClaimMs).toISOString(),
        attempts: eb("attempts", "+", 1),
      }))
      .where("id", "in", claimable)
      .where("mailed_at", "is", null)
      .where((eb) =>
        eb.or([eb("push_until", "is", null), eb("push_until", "<", now.toISOString())]),
      )
      .returning(["id", "code", "valid_until", "entry_id"])
      .execute();
    if (claimed.length === 0) return;
    try {
      for (const [index, voucher] of claimed.entries()) {
        try {
          // One voucher a call: pretix checks each voucher of a batch against the quota as it
          // was before the batch, so a batch could hold more tickets than the shop has left.
          await ticketShop.createVouchers(list.ticket_shop_id, [
            {
              code: voucher.code,
              itemId: list.item_id,
              validUntil: new Date(voucher.valid_until),
              tag: voucherTag(list.list),
            },
          ]);
        } catch (error) {
          if (!(error instanceof TicketShopRefusedError)) throw error;
          await withdrawUnheld(list, owner, claimed.slice(index), error);
          return;
        }
        await mailVoucher(list, owner, voucher, now);
      }
    } finally {
      mail.nudge();
    }
  }

  /** A voucher now in the shop goes to its person, marked in the same transaction. */
  async function mailVoucher(
    list: { list: string; hub_id: string; package_id: string; ticket_shop_id: number },
    owner: string,
    voucher: { id: number; code: string; valid_until: string; entry_id: string | null },
    now: Date,
  ) {
    const hubId = hubOf(list);
    const timeZone = content[hubId].hub.timeZone;
    const redeemUrl = await ticketShop.redeemUrl(list.ticket_shop_id, voucher.code);
    await db.transaction().execute(async (trx) => {
      // Marked only while this run's claim holds: a voucher is never mailed twice.
      const marked = await trx
        .updateTable("wait_list_vouchers")
        .set({ mailed_at: now.toISOString() })
        .where("id", "=", voucher.id)
        .where("push_owner", "=", owner)
        .where("mailed_at", "is", null)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1 || !voucher.entry_id || !redeemUrl) return;
      const entry = await trx
        .selectFrom("wait_list_entries")
        .select(["email", "locale"])
        .where("id", "=", voucher.entry_id)
        .where("left_at", "is", null)
        .executeTakeFirst();
      if (!entry) return;
      const locale = localeOf(entry.locale);
      const leaveUrl = links(hubId, voucher.entry_id).leave;
      await mail.enqueue(trx, {
        to: entry.email,
        listUnsubscribe: leaveUrl,
        ...waitListVoucherMail(locale, {
          site: site(hubId, locale),
          packageTitle: packageTitle(hubId, list.package_id, locale),
          leaveUrl,
          code: voucher.code,
          redeemUrl,
          validUntil: formatDateTime(wallClockAt(new Date(voucher.valid_until), timeZone), locale),
        }),
      });
    });
  }

  /** Vouchers past their validity: the shop's redeemed ones are noted, the others lapse. */
  async function lapseVouchers(list: { list: string; ticket_shop_id: number }, now: Date) {
    const expired = await db
      .selectFrom("wait_list_vouchers")
      .select("id")
      .where("list", "=", list.list)
      .where("valid_until", "<=", now.toISOString())
      .where("redeemed_at", "is", null)
      .where("lapsed_at", "is", null)
      .execute();
    if (expired.length === 0) return;
    const redeemed = [
      ...(await ticketShop.redeemedCodes(list.ticket_shop_id, voucherTag(list.list))),
    ];
    if (redeemed.length > 0)
      await db
        .updateTable("wait_list_vouchers")
        .set({ redeemed_at: now.toISOString() })
        .where("list", "=", list.list)
        .where("code", "in", redeemed)
        .where("redeemed_at", "is", null)
        .execute();
    await db
      .updateTable("wait_list_vouchers")
      .set({ lapsed_at: now.toISOString() })
      .where("list", "=", list.list)
      .where("valid_until", "<=", now.toISOString())
      .where("redeemed_at", "is", null)
      .where("lapsed_at", "is", null)
      .execute();
  }

  /**
   * The job's run (every instance, the one scheduler): per open list with tickets released, the
   * lapsed vouchers go back, the next in line get theirs, and the shop and the mails follow. A
   * shop that does not answer throws: the scheduler tries again with back-off.
   */
  async function tick(): Promise<void> {
    const now = clock.now();
    const lists = await db
      .selectFrom("wait_lists")
      .selectAll()
      .where("closed_at", "is", null)
      .where("released", ">", 0)
      .execute();
    // A list the shop refuses (other than for a ticket sold before its voucher could hold it,
    // which withdrawUnheld settles) holds up no other; the run still fails, for the log and the
    // back-off.
    let failure: { error: unknown } | undefined;
    for (const list of lists) {
      try {
        await lapseVouchers(list, now);
        await offerNext(list.list, now);
        await pushVouchers(list, now);
      } catch (error) {
        failure ??= { error };
      }
    }
    if (failure) throw failure.error;
  }

  /**
   * Tickets the shop has again for a sold-out package (cancellations) that the list does not
   * account for yet are released to it, as many as people wait, exactly once however many
   * instances ask at once (compare-and-set on `version`, which every change of the list's tickets
   * advances). The shop's figure already leaves out the vouchers that hold a ticket there; the
   * list accounts for its tickets without a voucher and its vouchers not yet in the shop.
   */
  async function takeReturnsOf(
    list: {
      list: string;
      ticket_shop_id: number;
      item_id: number;
      released: number;
      version: number;
    },
    now: Date,
  ): Promise<number> {
    const count = (query: ReturnType<typeof vouchersOf>) =>
      query
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.n));
    const vouchersOf = () =>
      db
        .selectFrom("wait_list_vouchers")
        .where("list", "=", list.list)
        .where("lapsed_at", "is", null);
    // Read before the shop is asked: what changes meanwhile can only make the count smaller.
    const [live, inShop, waiting] = await Promise.all([
      count(vouchersOf()),
      count(
        vouchersOf()
          .where("mailed_at", "is not", null)
          .where((eb) =>
            eb.or([
              eb("redeemed_at", "is not", null),
              eb("valid_until", ">", new Date(now.getTime() + endingMarginMs).toISOString()),
            ]),
          ),
      ),
      db
        .selectFrom("wait_list_entries")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .where("list", "=", list.list)
        .where("confirmed_at", "is not", null)
        .where("served_at", "is", null)
        .where("left_at", "is", null)
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.n)),
    ]);
    const left = await ticketShop.ticketsLeft(list.ticket_shop_id, list.item_id);
    if (left === null) return 0;
    const released = Number(list.released);
    const returned = Math.min(left - (released - inShop), waiting - (released - live));
    if (returned <= 0) return 0;
    return db.transaction().execute(async (trx) => {
      const won = await trx
        .updateTable("wait_lists")
        .set({ released: released + returned, version: Number(list.version) + 1 })
        .where("list", "=", list.list)
        .where("version", "=", list.version)
        .where("closed_at", "is", null)
        .executeTakeFirst();
      if (Number(won.numUpdatedRows) !== 1) return 0;
      await audit(trx, list.list, shopReturns, { returned });
      return returned;
    });
  }

  /**
   * The returns job's run (every instance, the one scheduler): each open list of a sold-out
   * package with people in line asks the shop for tickets that came back. A shop that does not
   * answer throws: the scheduler tries again with back-off. Answers how many were taken.
   */
  async function takeReturns(): Promise<number> {
    const now = clock.now();
    const lists = await db
      .selectFrom("wait_lists")
      .selectAll()
      .where("closed_at", "is", null)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom("wait_list_entries")
            .select("wait_list_entries.id")
            .whereRef("wait_list_entries.list", "=", "wait_lists.list")
            .where("wait_list_entries.confirmed_at", "is not", null)
            .where("wait_list_entries.served_at", "is", null)
            .where("wait_list_entries.left_at", "is", null),
        ),
      )
      .execute();
    let taken = 0;
    for (const list of lists) {
      const scope = await scopeOf(hubOf(list), list.package_id);
      if (scope?.list === list.list && scope.soldOut) taken += await takeReturnsOf(list, now);
    }
    return taken;
  }

  return {
    join,
    confirm,
    /** The leave and rejoin pages' buttons, and what the pages show (leaving.ts, entry-view.ts). */
    leave: (id: string) => leaveList({ db, clock, content, config, mail }, id),
    rejoin: (id: string) => rejoinList({ db, clock }, id),
    entry: (id: string) => entryView({ db, clock, content }, id),
    /** The job that deletes for good the addresses that left more than a day ago. */
    forgetLeavers: () => forgetLeavers({ db, clock }),
    release,
    setVoucherHours,
    close,
    reopen,
    view,
    figures,
    changes,
    entries,
    offerNext,
    tick,
    takeReturns,
    closeEndedSeasons,
  };
}

export type WaitListService = ReturnType<typeof waitListService>;
