import { beforeEach, describe, expect, it } from "vitest";
import { allDatabaseKinds } from "../db/test/databases.ts";
import { queuedMailsTo } from "../outbox/test/queued.ts";
import { testServicesForBlock } from "../test/services.ts";
import { teamCall, teamToken } from "../test/team-calls.ts";
import {
  atTheDoor as doorOf,
  countedShop,
  type SimulatedPretix,
} from "../tickets/test/counted-shop.ts";
import { resaleReissues } from "./reissue.ts";
import { createdId, paymentSettings } from "./test/entries.ts";

const event = "pamperplay-munich-2025";

const atTheDoor = (shop: SimulatedPretix, secret: string) => doorOf(shop, event, secret);

describe.each(allDatabaseKinds)("resold tickets re-issued for the buyer on %s", (kind) => {
  const setup = testServicesForBlock({ kind, now: "2025-06-20T12:00:00+02:00" });
  const services = () => setup.services;
  const shop = () => services().simulatedShop!;
  let serial = 0;

  beforeEach(async () => {
    const { db } = services();
    for (const table of ["mail_outbox", "resale_reissues", "resale_matches"] as const)
      await db.deleteFrom(table).execute();
    await db.deleteFrom("resale_offers").execute();
    await db.deleteFrom("resale_requests").execute();
    // Approving matches, which needs the price and the notes the requester's mail states.
    await services().resaleMatching.saveSettings("munich", paymentSettings);
  });

  /** A confirmed offer of the ticket in `orderCode` and a confirmed request, in Munich. */
  async function offerAndRequest(orderCode: string, positionNumber?: number) {
    serial += 1;
    const { resale } = services();
    const offer = createdId(
      await resale.createOffer({
        packageId: "cuddle-package",
        orderCode,
        positionNumber,
        name: "Seller",
        email: `seller${serial}@example.org`,
        iban: "DE89370400440532013000",
        hubId: "munich",
        locale: "de",
      }),
    );
    await resale.confirmOffer(offer);
    const buyer = `buyer${serial}@example.org`;
    const request = createdId(
      await resale.createRequest({
        packageId: "cuddle-package",
        amount: 1,
        email: buyer,
        hubId: "munich",
        locale: "en",
      }),
    );
    await resale.confirmRequest(request);
    return { offer, buyer };
  }

  /** Approved, paired, paid by the buyer, paid out, handed over. */
  async function handOver(offer: string) {
    const { resaleAdmin: desk, resaleMatching: matching, db } = services();
    expect(await desk.advanceOffer("munich", offer, "approved")).toEqual({ ok: true });
    const pair = await db
      .selectFrom("resale_matches")
      .select("id")
      .where("offer_id", "=", offer)
      .executeTakeFirstOrThrow();
    await matching.markPaid("munich", pair.id, setup.clock.now());
    expect(await desk.advanceOffer("munich", offer, "payedOffer")).toEqual({ ok: true });
    expect(await desk.advanceOffer("munich", offer, "payedReceiver")).toEqual({ ok: true });
  }

  const reissueOf = (offer: string) =>
    services()
      .db.selectFrom("resale_reissues")
      .selectAll()
      .where("offer_id", "=", offer)
      .executeTakeFirstOrThrow();

  it("after the handover the seller's code is refused at the door and the buyer's new one admitted", async () => {
    const order = shop()
      .orders.orders.get(event)!
      .find((o) => o.code === "SIMA2")!;
    const sellersSecret = order.positions[0]!.secret;
    const { offer, buyer } = await offerAndRequest("sima2");
    await handOver(offer);
    expect(await reissueOf(offer)).toMatchObject({ status: "waiting", buyer_email: buyer });

    await services().resaleReissues.runOnce();

    expect(await reissueOf(offer)).toMatchObject({ status: "reissued", last_error: null });
    expect(await atTheDoor(shop(), sellersSecret)).toBe("Refused: invalid");
    const buyersSecret = order.positions[0]!.secret;
    expect(buyersSecret).not.toBe(sellersSecret);
    expect(order.email).toBe(buyer);
    expect(order.positions[0]!.attendee_email).toBe(buyer);
    // The shop mailed the buyer the order link with the new ticket.
    expect(shop().orders.mails).toContainEqual({ event, code: "SIMA2", to: buyer });
    expect(await atTheDoor(shop(), buyersSecret)).toBe("Valid: checked in");
  });

  it("a ticket of an order with several goes to an order of its own; the seller keeps the other", async () => {
    const order = shop()
      .orders.orders.get(event)!
      .find((o) => o.code === "SIMA6")!;
    const [kept, sold] = order.positions.map((p) => ({ id: p.id, secret: p.secret }));
    const { offer, buyer } = await offerAndRequest("SIMA6", 2);
    await handOver(offer);
    await services().resaleReissues.runOnce();

    expect(order.positions.map((p) => p.id)).toEqual([kept!.id]);
    const split = shop()
      .orders.orders.get(event)!
      .find((o) => o.positions[0]?.id === sold!.id)!;
    expect(split.code).not.toBe("SIMA6");
    expect(split.email).toBe(buyer);
    expect(order.email).not.toBe(buyer);
    expect(await atTheDoor(shop(), sold!.secret)).toBe("Refused: invalid");
    expect(await atTheDoor(shop(), kept!.secret)).toBe("Valid: checked in");
    expect(await atTheDoor(shop(), split.positions[0]!.secret)).toBe("Valid: checked in");
  });

  it("the team is told the shop does not know the ticket before approving: no pair, no mail to anyone", async () => {
    const { offer, buyer } = await offerAndRequest("ZZZZ9");
    expect(await services().resaleAdmin.advanceOffer("munich", offer, "approved")).toEqual({
      ok: false,
      reason: "ticket-unknown",
      lookup: "unknown-order",
    });
    const several = await offerAndRequest("SIMA7");
    expect(await services().resaleAdmin.advanceOffer("munich", several.offer, "approved")).toEqual({
      ok: false,
      reason: "ticket-unknown",
      lookup: "position-needed",
    });
    const pairs = await services().db.selectFrom("resale_matches").selectAll().execute();
    expect(pairs).toEqual([]);
    expect(await queuedMailsTo(services(), buyer)).toHaveLength(1); // the confirmation only
  });

  describe("with the shop behind a counting connection", () => {
    const counted = () => countedShop(services().config, services().content);

    it("two instances racing for the re-issue make exactly one new secret and one mail", async () => {
      const { offer } = await offerAndRequest("SIMA3");
      await handOver(offer);
      const { stand, calls, reissuer } = counted();
      const { db } = services();
      const workers = [
        resaleReissues({ db, shop: reissuer }),
        resaleReissues({ db, shop: reissuer }),
      ];
      await Promise.all([...workers, ...workers].map((worker) => worker.runOnce()));

      expect(calls.filter((call) => call.endsWith("regenerate_secrets/"))).toHaveLength(1);
      expect(stand.orders.mails.filter((mail) => mail.code === "SIMA3")).toHaveLength(1);
      expect(await reissueOf(offer)).toMatchObject({ status: "reissued", attempts: 1 });
      // Later rounds leave a done re-issue alone.
      await workers[0]!.runOnce();
      expect(calls.filter((call) => call.endsWith("regenerate_secrets/"))).toHaveLength(1);
    });

    it("the team's pair list shows the re-issue waiting with its next try, failed with the shop's reason, and started again by a team member", async () => {
      const { offer } = await offerAndRequest("SIMA5");
      await handOver(offer);
      const reissueListed = async () =>
        (await services().resaleMatching.matches("munich")).find((m) => m.offer._id === offer)!
          .reissue;
      expect(await reissueListed()).toMatchObject({
        status: "waiting",
        attempts: 0,
        lastError: null,
        retried: null,
      });

      const { stand, state, reissuer } = counted();
      const now = new Date(Date.now() + 1000);
      const quiet = { error: () => {}, log: () => {} };
      const worker = resaleReissues({
        db: services().db,
        shop: reissuer,
        now: () => now,
        log: quiet,
      });
      state.down = true;
      await worker.runOnce();
      const waiting = await reissueListed();
      expect(waiting).toMatchObject({ status: "waiting", attempts: 1, doneAt: null });
      expect(waiting!.lastError).toContain("ECONNREFUSED");
      expect(waiting!.nextAttemptAt).toBe((await reissueOf(offer)).next_attempt_at);

      // The shop no longer knows the ticket (cancelled there meanwhile): a refusal, not a retry.
      state.down = false;
      const orders = stand.orders.orders.get(event)!;
      stand.orders.orders.set(
        event,
        orders.filter((o) => o.code !== "SIMA5"),
      );
      const later = new Date(Date.parse(waiting!.nextAttemptAt!) + 1);
      await resaleReissues({
        db: services().db,
        shop: reissuer,
        now: () => later,
        log: quiet,
      }).runOnce();
      const failed = await reissueListed();
      expect(failed).toMatchObject({ status: "failed", attempts: 2, nextAttemptAt: null });
      expect(failed!.lastError).toContain("Not found.");

      // The team starts it again; who did it shows, and it is not started twice.
      const token = await teamToken(setup);
      const retry = (host?: string) =>
        teamCall(
          setup,
          { method: "POST", path: `/api/admin/tickets/offer/${offer}/reissue` },
          token,
          host,
        );
      expect((await retry("essen.localhost:3000")).status).toBe(409);
      expect(await (await retry()).json()).toEqual({
        code: 200,
        msg: "Das Ticket wird noch einmal neu ausgestellt.",
      });
      const retried = await reissueListed();
      expect(retried).toMatchObject({
        status: "waiting",
        attempts: 0,
        retried: { by: "Team Member" },
      });
      expect((await retry()).status).toBe(409);
    });

    it("while the shop is down the re-issue waits and is tried again with back-off; the team sees why", async () => {
      const { offer } = await offerAndRequest("SIMA4");
      await handOver(offer);
      const { stand, state, reissuer } = counted();
      const sellersSecret = stand.orders.orders.get(event)!.find((o) => o.code === "SIMA4")!
        .positions[0]!.secret;
      // Outbox-like bookkeeping runs on real time: the row was due when it was queued.
      let now = new Date(Date.now() + 1000);
      const worker = resaleReissues({
        db: services().db,
        shop: reissuer,
        now: () => now,
        log: { error: () => {}, log: () => {} },
      });
      state.down = true;
      await worker.runOnce();
      const waiting = await reissueOf(offer);
      expect(waiting).toMatchObject({ status: "waiting", attempts: 1 });
      expect(waiting.last_error).toContain("ECONNREFUSED");
      expect(Date.parse(waiting.next_attempt_at)).toBeGreaterThan(now.getTime());

      state.down = false;
      // Not before its time.
      await worker.runOnce();
      expect(await reissueOf(offer)).toMatchObject({ status: "waiting", attempts: 1 });
      now = new Date(Date.parse(waiting.next_attempt_at) + 1);
      await worker.runOnce();
      expect(await reissueOf(offer)).toMatchObject({
        status: "reissued",
        attempts: 2,
        last_error: null,
      });
      expect(await atTheDoor(stand, sellersSecret)).toBe("Refused: invalid");
    });
  });
});
