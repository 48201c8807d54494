import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { allDatabaseKinds } from "../db/test/databases.ts";
import { testServicesForBlock } from "../test/services.ts";
import { countedShop } from "../tickets/test/counted-shop.ts";
import { waitingRoom } from "./service.ts";
import { fillPreQueue, munichRoom, munichSaleStart } from "./test/queue.ts";

const at = (seconds: number) => new Date(munichSaleStart.getTime() + seconds * 1000);

/**
 * What the waiting room's admission job costs the shop on sale day, counted call by call: pretix
 * Hosted allows 360 calls a minute for the whole organizer account (doc/api/ratelimit.rst), and
 * the job runs every second on every instance.
 */
describe.each(allDatabaseKinds)("the admission job's calls to the shop on %s", (kind) => {
  const setup = testServicesForBlock({ kind, now: "2025-06-15T17:40:00+02:00" });

  /** One pretix for two instances, each with its own adapter (and its own memory of answers). */
  function twoInstances() {
    const { config, content, db, mail } = setup.services;
    const counted = countedShop(config, content, {
      clock: setup.clock,
      cacheMs: config.PRETIX_CACHE_MS,
    });
    const instance = () =>
      waitingRoom({
        db,
        clock: setup.clock,
        config,
        content,
        mail,
        formKey: randomBytes(32),
        log: { error: () => {} },
        ticketShop: counted.adapter(setup.clock),
      });
    return { stand: counted.stand, calls: counted.calls, instances: [instance(), instance()] };
  }

  /** How many places were admitted so far, and how many of them let their voucher lapse. */
  async function counts() {
    const rows = await setup.services.db
      .selectFrom("waiting_room_entries")
      .select(["admitted_at", "redeemed_at", "lapsed_at"])
      .execute();
    return {
      admitted: rows.filter((row) => row.admitted_at !== null).length,
      redeemed: rows.filter((row) => row.redeemed_at !== null).length,
      lapsed: rows.filter((row) => row.lapsed_at !== null).length,
    };
  }

  it("stays within its budget every minute: 2,000 waiting, two instances, vouchers lapsing", async () => {
    const { db } = setup.services;
    const { stand, calls, instances } = twoInstances();
    const [one, two] = instances;
    // The room is set up at the first look. The team admits 120 a minute with vouchers of two
    // minutes (the default 15 would take the test a quarter of an hour to reach the lapses;
    // a minute's vouchers cost the same calls whatever their length).
    setup.clock.set(at(-20 * 60));
    const room = await munichRoom(one!, db, { rate_per_minute: 120, voucher_minutes: 2 });
    // 150 tickets of each of the sale's three products; 2,000 in the pre-queue, for each alike.
    const event = stand.events[0]!;
    const products = [1, 2, 3];
    const packages = ["cuddle-package", "single-pamperplay", "single-baby-brunch"];
    for (const quota of event.quotas) if (products.includes(quota.id)) quota.size = 150;
    await fillPreQueue(
      db,
      room.seed,
      2000,
      products.map((itemId, n) => ({ packageId: packages[n]!, itemId })),
      at(-600),
    );

    // From 18:00 to 18:06 both instances run the job every second; two of three admitted buy
    // within the minute, the third lets the voucher lapse.
    const perMinute: number[] = [];
    const admittedBy: number[] = [];
    const lapsedBy: number[] = [];
    const decided = new Set<string>();
    for (let minute = 0; minute < 6; minute += 1) {
      const before = calls.length;
      for (let second = 0; second < 60; second += 1) {
        setup.clock.set(at(minute * 60 + second));
        await one!.tick();
        setup.clock.set(at(minute * 60 + second + 0.5));
        await two!.tick();
      }
      perMinute.push(calls.length - before);
      const { admitted, lapsed } = await counts();
      admittedBy.push(admitted);
      lapsedBy.push(lapsed);
      for (const voucher of stand.vouchers.get(event.slug) ?? []) {
        if (decided.has(voucher.code)) continue;
        decided.add(voucher.code);
        if (decided.size % 3 === 0) continue;
        voucher.redeemed = 1;
        event.quotas.find((quota) => quota.id === voucher.item)!.paid_orders += 1;
      }
    }
    console.log(`shop calls a minute from 18:00: ${perMinute.join(" ")}`);
    console.log(`admitted by the end of each minute: ${admittedBy.join(" ")}`);
    console.log(`lapsed by the end of each minute: ${lapsedBy.join(" ")}`);

    const kinds = Map.groupBy(calls, (call) => call.split("?")[0]);
    console.log([...kinds].map(([kind, made]) => `${kind} ${made.length}`).join(", "));

    // Every minute within 20 calls, of pretix's 360 for the whole account.
    expect(Math.max(...perMinute)).toBeLessThanOrEqual(20);
    // Admission went on at the team's rate while tickets were free: 120 a minute; then every
    // ticket was held or sold, and each lapsed voucher's ticket went to the next in line.
    expect(admittedBy.slice(0, 3)).toEqual([120, 240, 360]);
    expect(admittedBy.slice(3).map((n, minute) => n - lapsedBy[minute + 3]!)).toEqual([
      450, 450, 450,
    ]);
    // Never more vouchers than the shop had tickets.
    for (const itemId of products) {
      const quota = event.quotas.find((candidate) => candidate.id === itemId)!;
      const held = (stand.vouchers.get(event.slug) ?? []).filter(
        (voucher) =>
          voucher.item === itemId &&
          voucher.redeemed === 0 &&
          Date.parse(voucher.valid_until!) > setup.clock.now().getTime(),
      );
      expect(quota.paid_orders + held.length).toBeLessThanOrEqual(150);
    }
    // Each minute's used vouchers were learned from the shop once, when that minute's lapsed.
    const { admitted, redeemed, lapsed } = await counts();
    expect(redeemed).toBeGreaterThan(0);
    expect(lapsed).toBeGreaterThan(0);
    expect(admitted).toBeGreaterThan(450);
    const listings = calls.filter((call) => call.startsWith("GET vouchers"));
    expect(listings.length).toBeLessThanOrEqual(admittedBy.length * 2);
  }, 300_000);
});
