import { beforeEach, describe, expect, it } from "vitest";
import { allDatabaseKinds } from "../db/test/databases.ts";
import { listScope } from "./lists.ts";
import { waitListBed } from "./test/wait-list-bed.ts";

const hourMs = 3_600_000;
const packageId = "single-pamperplay";
const team = { id: "team-1", name: "Alex" };

describe.each(allDatabaseKinds)("the wait list on %s", (kind) => {
  // Munich after its sale start; a low budget of mails per inbox, as in production.
  const { t, pkg, join, entryIdIn, inLine, voucherMailsTo } = waitListBed(packageId, {
    kind,
    env: { RATE_LIMIT_MAILS: "4" },
  });
  const waitList = () => t.services.waitList;
  const db = () => t.services.db;

  beforeEach(() => {
    for (const list of t.services.simulatedShop!.vouchers.values()) list.splice(0);
  });

  const release = (count: number) => waitList().release("munich", packageId, count, team);

  it("lines people up in the order they confirm, and only the confirmed count", async () => {
    expect((await join("late@example.org")).ok).toBe(true);
    const lateId = entryIdIn(await t.lastMailTo("late@example.org"), "confirm");
    const first = await inLine();
    const second = await inLine();
    expect([first.place, second.place]).toEqual([1, 2]);
    // Entered first, confirmed last: third in line.
    expect(await waitList().confirm(lateId)).toMatchObject({ ok: true, place: 3 });
    // Confirming again keeps the place.
    expect(await waitList().confirm(first.id)).toMatchObject({ ok: true, place: 1 });
    expect(await waitList().figures("munich")).toContainEqual(
      expect.objectContaining({ packageId, waiting: 3, unconfirmed: 0 }),
    );
  });

  it("shows the team the lists of sold-out packages only, and of those already used", async () => {
    const shown = async () =>
      (await waitList().figures("munich")).map((list) => list.packageId).sort();
    // Only this package is sold out: the others, the free DiaperDinner reservation too, have none.
    expect(await shown()).toEqual([packageId]);
    await inLine();
    // Back on sale (a returned ticket): its list still holds someone, so it stays.
    pkg().soldOut = false;
    expect(await shown()).toEqual([packageId]);
  });

  it("takes no one on the list of a package that is not sold out", async () => {
    pkg().soldOut = false;
    expect(await join("early@example.org")).toEqual({ ok: false, reason: "not-sold-out" });
  });

  it("sends a released ticket to the next confirmed person only, as a single-use shop voucher", async () => {
    expect((await join("unconfirmed@example.org")).ok).toBe(true);
    const first = await inLine();
    const second = await inLine();
    expect((await release(1)).ok).toBe(true);
    await waitList().tick();

    const [mail] = await voucherMailsTo(first.email);
    expect(mail).toBeDefined();
    expect(await voucherMailsTo(second.email)).toEqual([]);
    expect(await voucherMailsTo("unconfirmed@example.org")).toEqual([]);
    const code = /Gutscheincode\s+([A-Z2-9]{16})/.exec(mail!.parsed.text ?? "")?.[1];
    const [voucher] = t.services.simulatedShop!.vouchers.get("pamperplay-munich-2025")!;
    expect(voucher).toMatchObject({
      code,
      max_usages: 1,
      block_quota: true,
      item: pkg().ticketShopItemId,
    });
    expect(mail!.parsed.text).toContain(`/redeem?voucher=${code}`);
    // Valid for the default 24 hours, in Munich's time.
    expect(mail!.parsed.text).toContain("21.06.2025, 12:00 Uhr");
    expect(entryIdIn(mail!, "leave")).toBe(first.id);
    // The second is first in line now.
    expect(await waitList().confirm(second.id)).toMatchObject({ ok: true, place: 1 });
  });

  it("names in the voucher mail the package, its day and price, the voucher's end and what to do, in the person's language", async () => {
    const german = await inLine();
    const english = "fan-en@example.org";
    expect((await join(english, packageId, "en")).ok).toBe(true);
    expect((await waitList().confirm(entryIdIn(await t.lastMailTo(english), "confirm"))).ok).toBe(
      true,
    );
    expect((await release(2)).ok).toBe(true);
    await waitList().tick();
    await t.deliver();

    const [de] = await voucherMailsTo(german.email);
    expect(de!.parsed.subject).toBe(
      "Ein Ticket für dich: Einzelticket PamperPlay – kaufen bis 21.06.2025, 12:00 Uhr",
    );
    const deText = (de!.parsed.text ?? "").replace(/\s+/g, " ");
    expect(deText).toContain("Ticket: Einzelticket PamperPlay");
    expect(deText).toContain("Für: Samstag, 11.10.2025");
    expect(deText).toContain("Preis: 27,00 €");
    expect(deText).toContain("Gutschein gilt bis: 21.06.2025, 12:00 Uhr");
    expect(deText).toContain("schließe die Bestellung bis 21.06.2025, 12:00 Uhr ab");

    const [en] = t.smtp.messages.filter(
      (mail) => mail.to.includes(english) && mail.parsed.subject?.startsWith("A ticket for you"),
    );
    expect(en!.parsed.subject).toBe(
      "A ticket for you: Single Ticket PamperPlay – buy by 21 June 2025, 12:00",
    );
    const enText = (en!.parsed.text ?? "").replace(/\s+/g, " ");
    expect(enText).toContain("For: Saturday 11 October 2025");
    expect(enText).toContain("Price: EUR 27.00");
    expect(enText).toContain("complete the order by 21 June 2025, 12:00");
  });

  it("gives each released ticket to one person once, with two instances racing", async () => {
    const people = [];
    for (let i = 0; i < 4; i += 1) people.push(await inLine());
    expect((await release(2)).ok).toBe(true);
    // A second server on the same database, as behind a load balancer, with its own shop stand-in.
    const other = t.otherInstance();
    const { list } = await db().selectFrom("wait_lists").select("list").executeTakeFirstOrThrow();
    const now = t.clock.now();
    const offered = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? other : t.services).waitList.offerNext(list, now),
      ),
    );
    expect(offered.reduce((sum, count) => sum + count, 0)).toBe(2);
    // Creating the vouchers in the shop and mailing them, racing too.
    await Promise.all([waitList().tick(), other.waitList.tick(), waitList().tick()]);
    const vouchers = await db().selectFrom("wait_list_vouchers").selectAll().execute();
    expect(vouchers).toHaveLength(2);
    expect(new Set(vouchers.map((voucher) => voucher.entry_id))).toEqual(
      new Set([people[0]!.id, people[1]!.id]),
    );
    for (const person of people.slice(0, 2))
      expect(await voucherMailsTo(person.email)).toHaveLength(1);
    for (const person of people.slice(2)) expect(await voucherMailsTo(person.email)).toEqual([]);
    const inShops = [t.services, other].flatMap(
      (instance) => instance.simulatedShop!.vouchers.get("pamperplay-munich-2025") ?? [],
    );
    expect(inShops.map((voucher) => voucher.code).sort()).toEqual(
      vouchers.map((voucher) => voucher.code).sort(),
    );
  });

  it("passes a voucher unused in time on to the next, and keeps a redeemed one", async () => {
    const people = [];
    for (let i = 0; i < 3; i += 1) people.push(await inLine());
    expect((await release(2)).ok).toBe(true);
    await waitList().tick();
    const shopVouchers = t.services.simulatedShop!.vouchers.get("pamperplay-munich-2025")!;
    expect(shopVouchers).toHaveLength(2);
    // The second person bought their ticket; the first let the voucher lapse.
    shopVouchers[1]!.redeemed = 1;
    t.clock.advance(24 * hourMs - 2000);
    await waitList().tick();
    expect(await voucherMailsTo(people[2]!.email)).toEqual([]);
    t.clock.advance(2000);
    await waitList().tick();
    expect(await voucherMailsTo(people[2]!.email)).toHaveLength(1);
    expect(await waitList().figures("munich")).toContainEqual(
      expect.objectContaining({ packageId, released: 2, vouchersSent: 3, redeemed: 1, lapsed: 1 }),
    );
  });

  it("keeps to the mails per inbox and hour, across the site's flows", async () => {
    const email = "busy@example.org";
    expect(
      (await t.services.newsletter.register({ email, hubId: "munich", locale: "de" })).ok,
    ).toBe(true);
    for (let i = 0; i < 3; i += 1) expect((await join(email)).ok).toBe(true);
    expect(await join(email)).toMatchObject({ ok: false, reason: "too-many-mails" });
    t.clock.advance(hourMs);
    expect((await join(email)).ok).toBe(true);
  });

  /** One more in line who reads English, and one who never confirms; the English address. */
  async function englishInLineAndOneUnconfirmed() {
    const english = "english@example.org";
    expect((await join(english, packageId, "en")).ok).toBe(true);
    await waitList().confirm(entryIdIn(await t.lastMailTo(english), "confirm"));
    expect((await join("unconfirmed@example.org")).ok).toBe(true);
    return english;
  }

  it("closes a season's list: those in line are told in their language, every address is deleted, and it can open again", async () => {
    const german = await inLine();
    const english = await englishInLineAndOneUnconfirmed();
    await t.deliver();
    t.smtp.messages.splice(0);

    expect((await waitList().close("munich", packageId, team)).ok).toBe(true);
    expect(await db().selectFrom("wait_list_entries").selectAll().execute()).toEqual([]);
    await t.deliver();
    expect(t.smtp.messages.map((mail) => [mail.to.join(), mail.parsed.subject]).sort()).toEqual([
      [english, "The wait list for Single Ticket PamperPlay is closed"],
      [german.email, "Die Warteliste für Einzelticket PamperPlay ist geschlossen"],
    ]);
    expect(await join("after@example.org")).toEqual({ ok: false, reason: "closed" });
    expect(await waitList().view("munich", packageId)).toMatchObject({ closed: true });

    expect((await waitList().reopen("munich", packageId, team)).ok).toBe(true);
    expect(await waitList().view("munich", packageId)).toMatchObject({ closed: false });
    expect((await join("after@example.org")).ok).toBe(true);
    const audit = await db()
      .selectFrom("wait_list_audit")
      .select(["by_name", "change_json"])
      .orderBy("id")
      .execute();
    expect(audit).toEqual([
      { by_name: "Alex", change_json: JSON.stringify({ close: true, deleted: 3, told: 2 }) },
      { by_name: "Alex", change_json: JSON.stringify({ reopen: true }) },
    ]);
  });

  it("closes a season's list by itself once the party is over: each person in line told once, every address deleted", async () => {
    const served = await inLine();
    const german = await inLine();
    const english = await englishInLineAndOneUnconfirmed();
    expect((await release(1)).ok).toBe(true);
    await waitList().tick();
    expect(await voucherMailsTo(served.email)).toHaveLength(1);
    t.smtp.messages.splice(0);
    const other = t.otherInstance();

    // During the party the list stays open.
    t.clock.set(new Date("2025-10-11T20:00:00+02:00"));
    expect(await waitList().closeEndedSeasons()).toBe(0);
    // The morning after the weekend, two servers' jobs run at once, twice each.
    t.clock.set(new Date("2025-10-13T10:00:00+02:00"));
    const closed = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        (i % 2 ? other : t.services).waitList.closeEndedSeasons(),
      ),
    );
    expect(closed.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await db().selectFrom("wait_list_entries").selectAll().execute()).toEqual([]);
    expect(await db().selectFrom("wait_list_vouchers").select("entry_id").execute()).toEqual([
      { entry_id: null },
    ]);
    expect(await db().selectFrom("wait_lists").select("closed_at").execute()).toEqual([
      { closed_at: "2025-10-13T08:00:00.000Z" },
    ]);
    const closedMails = async () => {
      await t.deliver();
      return t.smtp.messages.map((mail) => [mail.to.join(), mail.parsed.subject]).sort();
    };
    expect(await closedMails()).toEqual([
      [english, "The wait list for Single Ticket PamperPlay is closed"],
      [german.email, "Die Warteliste für Einzelticket PamperPlay ist geschlossen"],
    ]);
    const audit = await db()
      .selectFrom("wait_list_audit")
      .select(["by_id", "by_name", "change_json"])
      .orderBy("id")
      .execute();
    expect(audit.filter((entry) => entry.by_id === "season-over")).toEqual([
      {
        by_id: "season-over",
        by_name: "Season over",
        change_json: JSON.stringify({ close: true, deleted: 4, told: 2 }),
      },
    ]);

    // Later runs find nothing more to close, and send nothing.
    t.clock.advance(hourMs);
    expect(await waitList().closeEndedSeasons()).toBe(0);
    expect(await closedMails()).toHaveLength(2);
  });

  it("keeps the people in line on their list, and tells no one, when the sale start is corrected before the party", async () => {
    const waiting = await inLine();
    const [list] = await db().selectFrom("wait_lists").select("list").execute();
    const munich = t.services.content.munich;
    const { hub } = munich;
    // The team moves the sale start by a day (a content change replaces the hub's object): the
    // content alone now makes another key for the package's list.
    munich.hub = { ...hub, ticketSaleStart: { ...hub.ticketSaleStart!, day: 16 } };
    try {
      expect(listScope(t.services.content, "munich", packageId, t.clock.now())?.list).not.toBe(
        list!.list,
      );
      t.smtp.messages.splice(0);
      expect(await waitList().closeEndedSeasons()).toBe(0);
      await t.deliver();
      expect(t.smtp.messages).toEqual([]);

      // The season's list is still theirs: a newcomer lines up behind them, the team's screen
      // counts both, and the next ticket released reaches the one who waited first.
      const newcomer = await inLine();
      expect(newcomer.place).toBe(2);
      expect(await db().selectFrom("wait_lists").select(["list", "closed_at"]).execute()).toEqual([
        { list: list!.list, closed_at: null },
      ]);
      const [figures] = (await waitList().figures("munich")).filter(
        (entry) => entry.packageId === packageId,
      );
      expect(figures).toMatchObject({ waiting: 2, closed: false });
      expect((await release(1)).ok).toBe(true);
      await waitList().tick();
      expect(await voucherMailsTo(waiting.email)).toHaveLength(1);
      expect(await voucherMailsTo(newcomer.email)).toEqual([]);
    } finally {
      munich.hub = hub;
    }
  });

  it("stays closed when the team closed it and the sale start is corrected afterwards", async () => {
    await inLine();
    expect((await waitList().close("munich", packageId, team)).ok).toBe(true);
    const munich = t.services.content.munich;
    const { hub } = munich;
    munich.hub = { ...hub, ticketSaleStart: { ...hub.ticketSaleStart!, day: 16 } };
    try {
      expect(await waitList().view("munich", packageId)).toMatchObject({ closed: true });
      expect(await join("late@example.org")).toMatchObject({ ok: false, reason: "closed" });
    } finally {
      munich.hub = hub;
    }
  });

  it("keeps the list when the party and its sale start move, past the end first announced", async () => {
    const waiting = await inLine();
    const [list] = await db().selectFrom("wait_lists").select("list").execute();
    const munich = t.services.content.munich;
    const { hub, events } = munich;
    const week = <D extends { day: number }>(date: D) => ({ ...date, day: date.day + 7 });
    // The sale start moves with it, so the content alone makes another key.
    munich.hub = {
      ...hub,
      nextParty: { ...hub.nextParty!, start: week(hub.nextParty!.start) },
      ticketSaleStart: { ...hub.ticketSaleStart!, day: 16 },
    };
    munich.events = {
      ...events,
      parties: events.parties.map((party) => ({ ...party, date: week(party.date) })),
    };
    try {
      expect(await waitList().view("munich", packageId)).toMatchObject({ closed: false });
      // Three days after the party's first date: the moved party is still ahead.
      const first = hub.nextParty!.start;
      t.clock.set(new Date(Date.UTC(first.year, first.month - 1, first.day + 3, 12)));
      expect(await waitList().closeEndedSeasons()).toBe(0);
      const newcomer = await inLine();
      expect(newcomer.place).toBe(2);
      expect(await db().selectFrom("wait_lists").select("list").execute()).toEqual([
        { list: list!.list },
      ]);
      expect(
        await db().selectFrom("wait_list_entries").select("email").orderBy("seq").execute(),
      ).toEqual([{ email: waiting.email }, { email: newcomer.email }]);
    } finally {
      munich.hub = hub;
      munich.events = events;
    }
  });

  it("starts the next season with a new list once the party is over", async () => {
    await inLine();
    const [old] = await db().selectFrom("wait_lists").select("list").execute();
    const munich = t.services.content.munich;
    const { hub, events } = munich;
    const weekend = hub.nextParty!.start;
    // A year on: the party long over and closed by the season's end, the content announces the
    // next weekend and its sale start.
    t.clock.set(new Date(Date.UTC(weekend.year + 1, 0, 10, 12)));
    expect(await waitList().closeEndedSeasons()).toBe(1);
    const nextYear = <D extends { year: number }>(date: D) => ({ ...date, year: date.year + 1 });
    munich.hub = {
      ...hub,
      ticketSaleStart: { ...hub.ticketSaleStart!, year: weekend.year + 1, month: 1, day: 5 },
      nextParty: { ...hub.nextParty!, start: nextYear(weekend) },
    };
    munich.events = {
      ...events,
      parties: events.parties.map((party) => ({ ...party, date: nextYear(party.date) })),
    };
    try {
      const scope = listScope(t.services.content, "munich", packageId, t.clock.now());
      expect(scope?.list).not.toBe(old!.list);
      const next = await inLine();
      expect(next.place).toBe(1);
      expect(
        await db().selectFrom("wait_lists").select("list").where("closed_at", "is", null).execute(),
      ).toEqual([{ list: scope!.list }]);
    } finally {
      munich.hub = hub;
      munich.events = events;
    }
  });

  it("tells the list's page how long its vouchers hold a ticket", async () => {
    expect(await waitList().view("munich", packageId)).toEqual({ closed: false, voucherHours: 24 });
    expect((await waitList().setVoucherHours("munich", packageId, 48, team)).ok).toBe(true);
    expect(await waitList().view("munich", packageId)).toEqual({ closed: false, voucherHours: 48 });
  });
});
