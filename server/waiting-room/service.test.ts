import { sql } from "kysely";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { allDatabaseKinds } from "../db/test/databases.ts";
import { untilWaitingForLocks } from "../db/test/locks.ts";
import { testServicesForBlock } from "../test/services.ts";
import { admitNext } from "./admission.ts";
import { drawOrder, seedHash } from "./draw.ts";
import type { RoomRequest } from "./room-context.ts";

/** Munich's sale starts 15 June 2025 at 18:00 in Munich (16:00 UTC); the room opens 17:30. */
const saleStart = new Date("2025-06-15T16:00:00Z");
const minuteMs = 60_000;
const at = (minutesFromStart: number) =>
  new Date(saleStart.getTime() + minutesFromStart * minuteMs);

describe.each(allDatabaseKinds)("the waiting room on %s", (kind) => {
  // The shop's answers are not reused: the tests change its quotas between runs.
  const setup = testServicesForBlock({
    kind,
    now: "2025-06-15T17:40:00+02:00",
    env: { PRETIX_CACHE_MS: "0" },
  });
  const room = () => setup.services.waitingRoom;
  const db = () => setup.services.db;
  let client = 0;

  beforeEach(async () => {
    setup.clock.set(at(-20));
    await db().deleteFrom("waiting_room_entries").execute();
    await db().deleteFrom("waiting_rooms").execute();
    // What this instance remembers of the rooms just deleted.
    room().snapshots.invalidate(`munich@${saleStart.toISOString()}`);
    for (const event of setup.services.simulatedShop!.events)
      for (const quota of event.quotas) quota.paid_orders = 0;
    setup.services.simulatedShop!.vouchers.clear();
  });

  const request = (cookie?: string): RoomRequest => ({
    hubId: "munich",
    ticketShopId: 0,
    packageId: "single-pamperplay",
    cookie,
  });
  /** A join from a new device and network. */
  async function join(cookie?: string, clientAddress = `198.51.100.${(client += 1) % 250}`) {
    const joined = await room().join({ ...request(cookie), clientAddress });
    if (!joined.ok) throw new Error(`join refused: ${joined.reason}`);
    return joined.cookie.value;
  }
  const view = (cookie?: string) => room().view(request(cookie));
  /** The rate the team set, so that tests know how many are due. */
  const setRate = (perMinute: number) =>
    db().updateTable("waiting_rooms").set({ rate_per_minute: perMinute }).execute();

  it("is not open before its opening time, and lets people in from then on", async () => {
    setup.clock.set(at(-31));
    expect(await view()).toMatchObject({ kind: "not-open", opensAt: at(-30).toISOString() });
    setup.clock.set(at(-30));
    const before = await view();
    expect(before).toMatchObject({ kind: "open", seed: null });
    const cookie = await join();
    expect(await view(cookie)).toMatchObject({
      kind: "pre-queue",
      saleStart: saleStart.toISOString(),
    });
  });

  it("takes the rush of joins without reading the queue again for each one", async () => {
    expect(await view(await join())).toMatchObject({ kind: "pre-queue" });
    const reads = vi.spyOn(db(), "selectFrom");
    const cookies = [await join(), await join(), await join()];
    for (const cookie of cookies) expect(await view(cookie)).toMatchObject({ kind: "pre-queue" });
    // The queue is read with its room; a join only counts its network's places.
    expect(reads.mock.calls.filter(([table]) => table === "waiting_rooms")).toEqual([]);
    reads.mockRestore();
  });

  it("gives the same device the same place, and a forged or foreign cookie nothing", async () => {
    const cookie = await join();
    expect(await join(cookie)).toBe(cookie);
    expect(await db().selectFrom("waiting_room_entries").select("id").execute()).toHaveLength(1);
    const forged = cookie.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    expect(await view(forged)).toMatchObject({ kind: "open" });
    // The same cookie for Essen's sale names no place there.
    expect(
      await room().view({ ...request(cookie), hubId: "essen", ticketShopId: 1 }),
    ).not.toMatchObject({ kind: "pre-queue" });
  });

  it("draws the pre-queue by the published seed and queues late arrivals in arrival order", async () => {
    const early = [];
    for (let i = 0; i < 8; i += 1) {
      setup.clock.set(at(-20 + i * 2));
      early.push(await join());
    }
    const hashBefore = (await view(early[0])) as { seedHash: string; seed: string | null };
    expect(hashBefore.seed).toBeNull();
    setup.clock.set(at(0.5));
    const late = [await join(), await join(), await join()];
    const ids = (
      await db().selectFrom("waiting_room_entries").select(["id", "seq"]).orderBy("seq").execute()
    ).map((row) => row.id);
    const views = await Promise.all([...early, ...late].map((cookie) => view(cookie)));
    const seed = (views[0] as { seed: string }).seed;
    expect(seedHash(seed)).toBe(hashBefore.seedHash);
    const places = views.map((v) => (v as { place: number }).place);
    // The pre-queue's places are the published seed's order of its ids …
    const drawn = drawOrder(seed, ids.slice(0, 8));
    expect(places.slice(0, 8)).toEqual(ids.slice(0, 8).map((id) => drawn.indexOf(id) + 1));
    // … and those who came after the start follow, first come first served.
    expect(places.slice(8)).toEqual([9, 10, 11]);
    expect(views[10]).toMatchObject({ kind: "queued", place: 11, passed: 0 });
  });

  it("admits each person exactly once and in order, with ten admitters racing", async () => {
    for (let i = 0; i < 40; i += 1) await join();
    await setRate(12);
    const order = (
      await db()
        .selectFrom("waiting_room_entries")
        .select("id")
        .orderBy("lane")
        .orderBy("draw_key")
        .orderBy("seq")
        .execute()
    ).map((row) => row.id);
    const roomKey = `munich@${saleStart.toISOString()}`;
    const admittedBy: number[] = [];
    for (const minutes of [0, 1, 2, 3, 4]) {
      const now = at(minutes);
      const counts = await Promise.all(
        Array.from({ length: 10 }, () =>
          admitNext(db(), { room: roomKey, now, rate: 12, voucherMinutes: 15 }),
        ),
      );
      admittedBy.push(counts.reduce((a, b) => a + b, 0));
    }
    // 12 per minute, the first at once: 1, then 13, 25, 37, then the last 3.
    expect(admittedBy).toEqual([1, 12, 12, 12, 3]);
    const rows = await db()
      .selectFrom("waiting_room_entries")
      .select(["id", "admitted_at", "voucher_code"])
      .execute();
    const admittedAt = new Map(rows.map((row) => [row.id, row.admitted_at!]));
    expect(rows.every((row) => row.admitted_at && row.voucher_code)).toBe(true);
    expect(new Set(rows.map((row) => row.voucher_code)).size).toBe(40);
    const times = order.map((id) => admittedAt.get(id)!);
    expect(times).toEqual([...times].sort());
    const state = await db()
      .selectFrom("waiting_rooms")
      .select("admissions")
      .executeTakeFirstOrThrow();
    expect(Number(state.admissions)).toBe(40);
  });

  // Only PostgreSQL has other connections: one instance's push holds its claim's row locks.
  it.runIf(kind === "postgres")(
    "leaves vouchers another instance is claiming to that one, without waiting for it",
    async () => {
      for (let i = 0; i < 5; i += 1) await join();
      await setRate(60);
      setup.clock.set(at(1));
      const roomKey = `munich@${saleStart.toISOString()}`;
      await admitNext(db(), { room: roomKey, now: at(1), rate: 60, voucherMinutes: 15 });
      await db()
        .transaction()
        .execute(async (trx) => {
          // The other instance's claim, not yet committed when this instance's job runs: the
          // job passes over the rows it holds (waiting on them row by row is how two instances
          // deadlocked) and finishes while the claim is still open.
          await trx
            .updateTable("waiting_room_entries")
            .set({ push_until: at(1.5).toISOString() })
            .where("admitted_at", "is not", null)
            .execute();
          await room().tick();
        });
      expect([...setup.services.simulatedShop!.vouchers.values()].flat()).toEqual([]);
    },
  );

  it("sends the admitted to the shop with a voucher for their package, valid 15 minutes", async () => {
    const cookie = await join();
    setup.clock.set(at(0));
    await room().tick();
    const admitted = await view(cookie);
    expect(admitted).toMatchObject({ kind: "admitted", validUntil: at(15).toISOString() });
    const { shopUrl } = admitted as { shopUrl: string };
    const code = new URL(shopUrl).searchParams.get("voucher");
    expect(new URL(shopUrl).pathname).toMatch(/\/redeem$/);
    const [voucher] = setup.services.simulatedShop!.vouchers.get("pamperplay-munich-2025")!;
    expect(voucher).toMatchObject({
      code,
      max_usages: 1,
      item: 2,
      block_quota: true,
      valid_until: at(15).toISOString(),
    });
  });

  it("passes a lapsed place to the next person, and a rejoin goes to the end", async () => {
    await view(); // the room is set up
    await setRate(1);
    await db().updateTable("waiting_rooms").set({ voucher_minutes: 1 }).execute();
    // After the start: first come, first served.
    setup.clock.set(at(0));
    const [first, second, third, fourth] = [await join(), await join(), await join(), await join()];
    await room().tick();
    expect(await view(first)).toMatchObject({ kind: "admitted", validUntil: at(1).toISOString() });
    // One number: the first went in, so the second is next (no. 1), not "no. 2, none ahead".
    expect(await view(second)).toMatchObject({ kind: "queued", place: 1, passed: 1 });
    setup.clock.set(at(1));
    await room().tick();
    // One a minute, and the unused voucher's admission on top.
    expect(await view(first)).toMatchObject({ kind: "lapsed" });
    expect(await view(second)).toMatchObject({ kind: "admitted" });
    expect(await view(third)).toMatchObject({ kind: "admitted" });
    expect(await view(fourth)).toMatchObject({ kind: "queued", place: 1, passed: 3 });
    // A join with the lapsed place's cookie is a new place at the end.
    const again = await join(first);
    expect(again).not.toBe(first);
    expect(await view(again)).toMatchObject({ kind: "queued", place: 2, passed: 3 });
  });

  it("closes when sold out: the waiting see it, nobody else is admitted", async () => {
    await join();
    await setRate(1);
    setup.clock.set(at(0));
    await room().tick();
    const [first, second] = [await join(), await join()];
    setup.clock.set(at(1));
    await room().tick();
    for (const quota of setup.services.simulatedShop!.events[0]!.quotas)
      quota.paid_orders = quota.size ?? 0;
    setup.clock.set(at(5));
    await room().tick();
    expect(await view(second)).toEqual({ kind: "sold-out" });
    expect(await view(first)).toMatchObject({ kind: "admitted" });
    const admitted = await db()
      .selectFrom("waiting_room_entries")
      .select("id")
      .where("admitted_at", "is not", null)
      .execute();
    expect(admitted).toHaveLength(2);
  });

  it("never holds more tickets with vouchers than the shop has left: the rest wait, and are admitted when a voucher lapses", async () => {
    await view(); // the room is set up
    await setRate(60);
    await db().updateTable("waiting_rooms").set({ voucher_minutes: 1 }).execute();
    const shop = setup.services.simulatedShop!;
    const quota = shop.events[0]!.quotas.find((candidate) => candidate.id === 2)!;
    quota.paid_orders = quota.size! - 2;
    setup.clock.set(at(0));
    const people = [await join(), await join(), await join()];
    setup.clock.set(at(1));
    await room().tick();
    // Two vouchers hold the two tickets; the shop is not sold beyond its quota.
    expect(shop.vouchers.get("pamperplay-munich-2025")).toHaveLength(2);
    const views = await Promise.all(people.map((cookie) => view(cookie)));
    expect(views.map((seen) => seen.kind)).toEqual(["admitted", "admitted", "queued"]);
    expect(views.slice(0, 2)).toEqual([
      expect.objectContaining({ shopUrl: expect.stringMatching(/\/redeem\?voucher=/) }),
      expect.objectContaining({ shopUrl: expect.stringMatching(/\/redeem\?voucher=/) }),
    ]);
    // Every ticket is held, none sold: the room stays open and the third waits, not "sold out".
    setup.clock.set(at(1.5));
    await room().tick();
    expect(await db().selectFrom("waiting_rooms").select("closed_at").executeTakeFirst()).toEqual({
      closed_at: null,
    });
    expect(await view(people[2])).toMatchObject({ kind: "queued", place: 1, passed: 2 });
    expect(shop.vouchers.get("pamperplay-munich-2025")).toHaveLength(2);
    // The first buys; the second's voucher lapses unused, and its ticket goes to the third.
    const [firstCode] = shop.vouchers.get("pamperplay-munich-2025")!.map((voucher) => voucher.code);
    const bought = await shop.fetch(
      "http://localhost:3000/simulated-shop/pamperplay/pamperplay-munich-2025/checkout",
      { method: "POST", body: new URLSearchParams({ item_2: "1", voucher: firstCode! }) },
    );
    expect(bought.status).toBe(200);
    setup.clock.set(at(2));
    await room().tick();
    const states = await db()
      .selectFrom("waiting_room_entries")
      .select(["voucher_code", "redeemed_at", "lapsed_at", "voucher_created_at"])
      .orderBy("admitted_at")
      .execute();
    expect(states).toEqual([
      expect.objectContaining({ voucher_code: firstCode, redeemed_at: at(2).toISOString() }),
      expect.objectContaining({ redeemed_at: null, lapsed_at: at(2).toISOString() }),
      expect.objectContaining({ lapsed_at: null, voucher_created_at: at(2).toISOString() }),
    ]);
    expect(await view(people[2])).toMatchObject({
      kind: "admitted",
      validUntil: at(3).toISOString(),
    });
    expect(shop.vouchers.get("pamperplay-munich-2025")).toHaveLength(3);
  });

  it("closes only when the shop has sold every ticket: paid and pending orders fill the quotas", async () => {
    await view(); // the room is set up
    await setRate(60);
    const shop = setup.services.simulatedShop!;
    setup.clock.set(at(0));
    const [first, second] = [await join(), await join()];
    // The shop holds its last tickets for carts and other vouchers: nothing free, nothing sold.
    for (const quota of shop.events[0]!.quotas) quota.paid_orders = quota.size ?? 0;
    const pamperPlay = shop.events[0]!.quotas.find((candidate) => candidate.id === 2)!;
    pamperPlay.paid_orders -= 1;
    shop.vouchers.set("pamperplay-munich-2025", [
      {
        id: 1,
        code: "HELD2222HELD3333",
        max_usages: 1,
        redeemed: 0,
        valid_until: at(30).toISOString(),
        block_quota: true,
        allow_ignore_quota: false,
        price_mode: "none",
        value: null,
        item: 2,
        tag: "",
        comment: "",
      },
    ]);
    setup.clock.set(at(1));
    await room().tick();
    expect(await view(first)).toMatchObject({ kind: "queued" });
    // A pending order takes the last ticket: sold out, the room closes.
    pamperPlay.pending_orders = 1;
    setup.clock.set(at(3));
    await room().tick();
    expect(await view(second)).toEqual({ kind: "sold-out" });
    expect(await room().join({ ...request(), clientAddress: "203.0.113.7" })).toEqual({
      ok: false,
      reason: "sold-out",
    });
  });

  it("shows those waiting the sold-out state once the team marks their package sold out", async () => {
    const waiting = await join();
    const pkg = setup.services.content.munich.packages.packages.find(
      (candidate) => candidate.id === "single-pamperplay",
    )!;
    pkg.soldOut = true;
    try {
      expect(await view(waiting)).toEqual({ kind: "sold-out" });
      expect(await view()).toEqual({ kind: "sold-out" });
      expect(await room().join({ ...request(), clientAddress: "203.0.113.9" })).toEqual({
        ok: false,
        reason: "sold-out",
      });
    } finally {
      pkg.soldOut = false;
    }
  });

  it("counts places per client network (IPv6 per /64)", async () => {
    await db().updateTable("waiting_rooms").set({ rate_per_minute: 1 }).execute();
    const joinFrom = (address: string) => room().join({ ...request(), clientAddress: address });
    for (let i = 0; i < 20; i += 1)
      expect((await joinFrom(`2001:db8:1:2::${i + 1}`)).ok).toBe(true);
    expect(await joinFrom("2001:db8:1:2:ffff::1")).toEqual({ ok: false, reason: "network-full" });
    expect((await joinFrom("2001:db8:1:3::1")).ok).toBe(true);
  });

  it("keeps a network to its cap when its devices join at once, on two instances", async () => {
    const other = setup.otherInstance().waitingRoom;
    const joinFrom = (instance: typeof other, n: number) =>
      instance.join({ ...request(), clientAddress: `2001:db8:9:9::${n}` });
    for (let n = 1; n < 20; n += 1) expect((await joinFrom(room(), n)).ok).toBe(true);
    const joins = (): Promise<Awaited<ReturnType<typeof other.join>>[]> =>
      Promise.all([room(), other, room()].map((instance, n) => joinFrom(instance, 100 + n)));
    let answers: ReturnType<typeof joins> | undefined;
    if (kind === "sqlite") answers = joins();
    else
      // Writes wait until all three joins have counted (or wait to count); then they go on.
      await db()
        .transaction()
        .execute(async (trx) => {
          await sql`LOCK TABLE waiting_room_entries IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
          answers = joins();
          await untilWaitingForLocks(db(), 3);
        });
    const reasons = (await answers!).map((answer) => (answer.ok ? "ok" : answer.reason)).sort();
    expect(reasons).toEqual(["network-full", "network-full", "ok"]);
    expect(await db().selectFrom("waiting_room_entries").select("id").execute()).toHaveLength(20);
  });
});
