import { beforeEach, describe, expect, it, vi } from "vitest";
import { allDatabaseKinds } from "../db/test/databases.ts";
import { createScheduler } from "../jobs/scheduler.ts";
import { TicketShopRefusedError } from "../tickets/shop-port.ts";
import { countedShop } from "../tickets/test/counted-shop.ts";
import { waitListService } from "./service.ts";
import { waitListBed } from "./test/wait-list-bed.ts";

const hourMs = 3_600_000;
// The simulated shop's demo orders SIMA2…SIMA5 hold one ticket each of Munich's first product.
const packageId = "cuddle-package";
const event = "pamperplay-munich-2025";
const base = "http://shop.test/simulated-shop";

describe.each(allDatabaseKinds)("tickets coming back in the shop, on %s", (kind) => {
  const { t, pkg, inLine, voucherMailsTo } = waitListBed(packageId, { kind });
  const db = () => t.services.db;
  /** What the shop adapter and the jobs log. */
  const errors: unknown[][] = [];
  const logs: unknown[][] = [];
  const log = {
    error: (...args: unknown[]) => errors.push(args),
    log: (...args: unknown[]) => logs.push(args),
  };
  /** One shop for every server of the test, as one pretix behind two. */
  let counted: ReturnType<typeof countedShop>;
  const shop = () => counted.stand;
  /** A server's wait lists, talking to that shop. */
  const instance = () =>
    waitListService({
      db: db(),
      clock: t.clock,
      config: t.services.config,
      content: t.services.content,
      mail: t.services.mail,
      ticketShop: counted.shop!,
    });

  beforeEach(() => {
    counted = countedShop(t.services.config, t.services.content, { clock: t.clock, log });
    errors.splice(0);
    logs.splice(0);
  });

  /** Every ticket of the package is sold (the shop was made before the test marked it so). */
  const sellOut = () => {
    const quota = shop().events[0]!.quotas.find((q) => q.id === pkg().ticketShopItemId)!;
    quota.paid_orders = quota.size!;
  };
  /** A customer cancels an order on the simulated shop's page. */
  async function cancelOrder(code: string) {
    const response = await shop().fetch(`${base}/pamperplay/${event}/cancel`, {
      method: "POST",
      body: new URLSearchParams({ order: code }),
    });
    expect(await response.text()).toContain(`Order ${code} is canceled`);
  }
  /** The address of a new person in line for `list`. */
  const joinAndConfirm = async (email?: string, list = packageId) =>
    (await inLine(email, list)).email;
  /**
   * Someone buys a ticket in the shop itself, before any voucher holds it. Since the sale start
   * the simulated shop sells the package only with a voucher: theirs holds no ticket.
   */
  async function buyInShop() {
    const code = "BOUGHTDIRECTLY22";
    const created = await shop().fetch(
      `${base}/api/v1/organizers/pamperplay/events/${event}/vouchers/`,
      {
        method: "POST",
        headers: { Authorization: "Token t", "Content-Type": "application/json" },
        body: JSON.stringify({ code, item: pkg().ticketShopItemId }),
      },
    );
    expect(created.status).toBe(201);
    const bought = await shop().fetch(`${base}/pamperplay/${event}/checkout`, {
      method: "POST",
      body: new URLSearchParams({ [`item_${pkg().ticketShopItemId}`]: "1", voucher: code }),
    });
    expect(await bought.text()).toContain("Simulated order placed");
  }
  /** The people in line as the team's export lists them: place and address. */
  const line = async () =>
    (await t.services.waitList.entries("munich", packageId)).flatMap((entry) =>
      entry.place === null ? [] : [[entry.place, entry.email]],
    );
  const figures = async () =>
    (await t.services.waitList.figures("munich")).find((list) => list.packageId === packageId);
  const auditLog = () =>
    db()
      .selectFrom("wait_list_audit")
      .select(["by_id", "by_name", "change_json"])
      .orderBy("id")
      .execute();

  it("gives a ticket cancelled in the shop to the first in line, once, with two servers asking at once", async () => {
    sellOut();
    const [first, second] = [await joinAndConfirm(), await joinAndConfirm()];
    const [one, two] = [instance(), instance()];
    expect(await one.takeReturns()).toBe(0);

    await cancelOrder("SIMA2");
    const taken = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 ? two : one).takeReturns()),
    );
    expect(taken.reduce((sum, n) => sum + n, 0)).toBe(1);
    await Promise.all([one.tick(), two.tick()]);
    expect(await voucherMailsTo(first!)).toHaveLength(1);
    // The voucher holds the ticket in the shop now: nothing more comes back.
    expect(await Promise.all([one.takeReturns(), two.takeReturns()])).toEqual([0, 0]);
    await one.tick();
    expect(await voucherMailsTo(second!)).toEqual([]);
    expect(shop().vouchers.get(event)).toHaveLength(1);
    expect(
      await db().selectFrom("wait_list_audit").select(["by_name", "change_json"]).execute(),
    ).toEqual([{ by_name: "Ticket shop", change_json: JSON.stringify({ returned: 1 }) }]);
  });

  it("does not count the list's own tickets twice: vouchers out, lapsing, and released tickets", async () => {
    sellOut();
    const people = [];
    for (let i = 0; i < 5; i += 1) people.push(await joinAndConfirm());
    const waitList = instance();
    await cancelOrder("SIMA2");
    await cancelOrder("SIMA3");
    expect(await waitList.takeReturns()).toBe(2);
    // Offered but not yet in the shop: the two tickets are the list's already.
    expect(await waitList.takeReturns()).toBe(0);
    await waitList.tick();
    expect(await waitList.takeReturns()).toBe(0);
    for (const email of people.slice(0, 2)) expect(await voucherMailsTo(email)).toHaveLength(1);

    // Past the vouchers' end the shop sells their tickets again; they are still the list's.
    t.clock.advance(24 * hourMs + 1000);
    expect(await waitList.takeReturns()).toBe(0);
    await waitList.tick();
    for (const email of people.slice(2, 4)) expect(await voucherMailsTo(email)).toHaveLength(1);
    expect(await waitList.takeReturns()).toBe(0);
    expect(await voucherMailsTo(people[4]!)).toEqual([]);
    // One more cancellation is one more ticket.
    await cancelOrder("SIMA4");
    expect(await waitList.takeReturns()).toBe(1);
    await waitList.tick();
    expect(await voucherMailsTo(people[4]!)).toHaveLength(1);
    expect(await waitList.figures("munich")).toContainEqual(
      expect.objectContaining({ packageId, released: 3, vouchersSent: 5, lapsed: 2 }),
    );
  });

  it("takes no more tickets than people wait, and none for a package on sale", async () => {
    sellOut();
    const only = await joinAndConfirm();
    const waitList = instance();
    await cancelOrder("SIMA2");
    await cancelOrder("SIMA3");
    expect(await waitList.takeReturns()).toBe(1);
    await waitList.tick();
    expect(await voucherMailsTo(only)).toHaveLength(1);
    await joinAndConfirm();
    pkg().soldOut = false;
    expect(await waitList.takeReturns()).toBe(0);
  });

  it("puts the first in line back at their place when the ticket that came back is bought in the shop before their voucher holds it", async () => {
    sellOut();
    const [first, second] = [await joinAndConfirm(), await joinAndConfirm()];
    const waitList = instance();
    await cancelOrder("SIMA2");
    expect(await waitList.takeReturns()).toBe(1);
    await buyInShop();

    // The shop refuses the voucher (its ticket is gone): the run still succeeds.
    await expect(waitList.tick()).resolves.toBeUndefined();
    expect(await voucherMailsTo(first)).toEqual([]);
    expect(await line()).toEqual([
      [1, first],
      [2, second],
    ]);
    expect(await figures()).toMatchObject({ waiting: 2, released: 0, vouchersSent: 0 });
    // No voucher of the list in the shop: only the buyer's.
    expect(
      shop()
        .vouchers.get(event)!
        .map((voucher) => voucher.code),
    ).toEqual(["BOUGHTDIRECTLY22"]);
    expect(await auditLog()).toEqual([
      { by_id: "ticket-shop", by_name: "Ticket shop", change_json: '{"returned":1}' },
      { by_id: "ticket-shop", by_name: "Ticket shop", change_json: '{"withdrawn":1,"gone":1}' },
    ]);
    await waitList.tick();
    expect(await waitList.takeReturns()).toBe(0);

    // The next ticket back is the first person's.
    await cancelOrder("SIMA3");
    expect(await waitList.takeReturns()).toBe(1);
    await waitList.tick();
    expect(await voucherMailsTo(first)).toHaveLength(1);
    expect(await voucherMailsTo(second)).toEqual([]);
    expect(await line()).toEqual([[1, second]]);
  });

  it("refuses a team release of more tickets than the shop has free, and says how many it has", async () => {
    sellOut();
    await cancelOrder("SIMA2");
    await joinAndConfirm();
    const waitList = instance();
    const team = { id: "team-1", name: "Alex" };
    expect(await waitList.release("munich", packageId, 2, team)).toEqual({
      ok: false,
      reason: "shop-short",
      left: 1,
    });
    expect(await figures()).toMatchObject({ waiting: 1, released: 0 });
    expect(await auditLog()).toEqual([]);
    expect((await waitList.release("munich", packageId, 1, team)).ok).toBe(true);
  });

  it("sends a team release only as far as the shop's tickets go when one is bought there first", async () => {
    sellOut();
    await cancelOrder("SIMA2");
    await cancelOrder("SIMA3");
    const [first, second] = [await joinAndConfirm(), await joinAndConfirm()];
    const waitList = instance();
    expect(
      (await waitList.release("munich", packageId, 2, { id: "team-1", name: "Alex" })).ok,
    ).toBe(true);
    await buyInShop();

    await expect(waitList.tick()).resolves.toBeUndefined();
    await waitList.tick();
    expect(await voucherMailsTo(first)).toHaveLength(1);
    expect(await voucherMailsTo(second)).toEqual([]);
    expect(await line()).toEqual([[1, second]]);
    expect(await figures()).toMatchObject({ waiting: 1, released: 1, vouchersSent: 1 });
    // The list's one voucher, and the one its ticket's buyer used.
    expect(shop().vouchers.get(event)).toHaveLength(2);
    expect(await auditLog()).toEqual([
      { by_id: "team-1", by_name: "Alex", change_json: '{"release":2}' },
      { by_id: "ticket-shop", by_name: "Ticket shop", change_json: '{"withdrawn":1,"gone":1}' },
    ]);
  });

  it("asks a shop that is down again with back-off, logs it once, and carries on when it answers", async () => {
    sellOut();
    const first = await joinAndConfirm();
    const waitList = instance();
    // The quotas' list is known from an earlier answer; then the shop goes away, and a ticket
    // comes back meanwhile.
    expect(await waitList.takeReturns()).toBe(0);
    counted.state.down = true;
    await cancelOrder("SIMA2");
    const jobs = createScheduler({ log, retry: { baseMs: 20, maxMs: 80 } });
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", record);
    try {
      let runs = 0;
      jobs.schedule({
        name: "Wait list returns",
        everyMs: 50,
        run: () => {
          runs += 1;
          return waitList.takeReturns();
        },
      });
      jobs.start();
      await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(5), { timeout: 30_000 });
      expect(errors).toEqual([
        ["Wait list returns failed:", expect.stringContaining("pretix unreachable")],
      ]);
      counted.state.down = false;
      await vi.waitFor(
        async () =>
          expect(
            Number(
              (await db().selectFrom("wait_lists").select("released").executeTakeFirstOrThrow())
                .released,
            ),
          ).toBe(1),
        { timeout: 30_000 },
      );
    } finally {
      await jobs.close();
      process.off("unhandledRejection", record);
    }
    expect(logs).toContainEqual([
      expect.stringMatching(/^Wait list returns works again after \d+ failed tries$/),
    ]);
    expect(errors).toHaveLength(1);
    expect(unhandled).toEqual([]);
    await waitList.tick();
    expect(await voucherMailsTo(first)).toHaveLength(1);
  });

  it("lets a voucher the shop refuses on one list hold up no other list", async () => {
    const other = t.services.content.munich.packages.packages.find(
      (candidate) => candidate.id === "single-pamperplay",
    )!;
    other.soldOut = true;
    try {
      const refused = await joinAndConfirm();
      const served = await joinAndConfirm(undefined, other.id);
      // The shop has a cuddle package's ticket, yet refuses its voucher for another reason.
      await cancelOrder("SIMA2");
      const shop = counted.shop!;
      const waitList = waitListService({
        db: db(),
        clock: t.clock,
        config: t.services.config,
        content: t.services.content,
        mail: t.services.mail,
        ticketShop: {
          ...shop,
          createVouchers: (ticketShopId, vouchers) =>
            vouchers.some((voucher) => voucher.itemId === pkg().ticketShopItemId)
              ? Promise.reject(
                  new TicketShopRefusedError(
                    403,
                    "You do not have permission to perform this action.",
                  ),
                )
              : shop.createVouchers(ticketShopId, vouchers),
        },
      });
      const team = { id: "team-1", name: "Alex" };
      expect((await waitList.release("munich", packageId, 1, team)).ok).toBe(true);
      expect((await waitList.release("munich", other.id, 1, team)).ok).toBe(true);
      // The run still fails (the scheduler logs it and tries again), after the other lists.
      await expect(waitList.tick()).rejects.toThrow("You do not have permission");
      expect(await voucherMailsTo(served)).toHaveLength(1);
      expect(await voucherMailsTo(refused)).toEqual([]);
      // Tried again, not withdrawn: the voucher stays the first person's.
      expect(await line()).toEqual([]);
      expect(await figures()).toMatchObject({ waiting: 0, released: 1 });
    } finally {
      other.soldOut = false;
    }
  });
});
