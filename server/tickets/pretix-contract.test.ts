import { describe, expect, it } from "vitest";
import { fixedClock } from "../clock.ts";
import { loadConfig } from "../config.ts";
import { loadContent } from "../content/load.ts";
import { TicketShopRefusedError, type AdmissionVoucher } from "./shop-port.ts";
import type { SimulatedPretixOptions } from "./simulated-pretix.ts";
import { countedShop } from "./test/counted-shop.ts";

/*
 * The contract between the site and pretix: every call the site's adapters make (pretix.ts,
 * pretix-vouchers.ts, pretix-reissue.ts), made through them against the simulated shop, which
 * answers as pretix does. A call the simulated shop does not mirror would answer 404 here.
 */

/** The simulated shop's options beyond the site's events: short pages, so lists are followed. */
const simulated: Partial<SimulatedPretixOptions> = { pageSize: 2 };

const config = loadConfig({});
const content = loadContent();
const munich = "pamperplay-munich-2025";

function contract() {
  const clock = fixedClock(new Date("2025-06-20T10:00:00Z"));
  const counted = countedShop(config, content, { clock, log: { error: () => {} }, simulated });
  /** The calls pretix refused, with the status it answered. */
  const refused = () => counted.answered.filter((answer) => answer.status >= 400);
  return { ...counted, shop: counted.shop!, clock, refused };
}

const voucher = (code: string, itemId = 1): AdmissionVoucher => ({
  code,
  itemId,
  validUntil: new Date("2025-06-20T10:15:00Z"),
  tag: "waiting-room munich",
});

describe("every call the site makes to pretix, against the simulated pretix", () => {
  it("the sale: the event and its products, the quotas with their availability page by page", async () => {
    const { shop, refused, calls } = contract();
    expect(await shop.availability(0)).toMatchObject({
      status: "on-sale",
      ticketUrl: `http://shop.test/simulated-shop/pamperplay/${munich}/`,
    });
    // The waiting room's products sell only with its voucher; the registration from its window.
    expect(await shop.availability(0, { itemId: 1, ignoreSaleStart: false })).toMatchObject({
      status: "voucher-only",
    });
    expect(await shop.availability(0, { itemId: 4, ignoreSaleStart: true })).toEqual({
      status: "not-yet",
      saleStart: new Date("2025-09-28T16:00:00.000Z"),
    });
    expect(await shop.quotas([0])).toContainEqual({
      name: "Kuschel-Paket",
      size: 120,
      available_number: 120,
    });
    expect(await shop.ticketStock(0, 1)).toEqual({ left: 120, sold: false });
    expect(await shop.ticketsLeft(0, 1)).toBe(120);
    expect(await shop.soldOut(0, [1])).toBe(false);
    // Lists followed page by page; the quotas' availability comes with the list.
    expect(calls).toContain("GET quotas/?with_availability=true&page=2");
    expect(calls).toContain("GET items/?page=2");
    expect(calls.filter((call) => call.endsWith("/availability/"))).toEqual([
      "GET quotas/1/availability/",
      "GET quotas/1/availability/",
    ]);
    expect(refused()).toEqual([]);
  });

  it("a team voucher: one voucher, its redeem link", async () => {
    const { shop, stand, refused } = contract();
    const url = new URL((await shop.teamVoucherUrl(0))!);
    const code = url.searchParams.get("voucher")!;
    expect(url.pathname).toBe(`/simulated-shop/pamperplay/${munich}/redeem`);
    expect(stand.vouchers.get(munich)!.map((v) => [v.code, v.allow_ignore_quota])).toEqual([
      [code, true],
    ]);
    expect(refused()).toEqual([]);
  });

  it("admission vouchers: all or none, a lost answer made good, codes in any case, the redeemed ones", async () => {
    const { shop, stand, calls, refused } = contract();
    await shop.createVouchers(0, [voucher("AAAA2222BBBB3333"), voucher("CCCC4444DDDD5555")]);
    // The answer was lost and the site asks again with one more: pretix names the known one, the
    // site looks up only that one and creates the rest. pretix keeps codes in capitals.
    const before = calls.length;
    await shop.createVouchers(0, [voucher("aaaa2222bbbb3333"), voucher("eeee6666ffff7777")]);
    expect(calls.slice(before)).toEqual([
      "POST vouchers/batch_create/",
      "GET vouchers/?code=aaaa2222bbbb3333",
      "POST vouchers/batch_create/",
    ]);
    expect(stand.vouchers.get(munich)!.map((v) => v.code)).toEqual([
      "AAAA2222BBBB3333",
      "CCCC4444DDDD5555",
      "EEEE6666FFFF7777",
    ]);
    expect(await shop.redeemUrl(0, "AAAA2222BBBB3333")).toBe(
      `http://shop.test/simulated-shop/pamperplay/${munich}/redeem?voucher=AAAA2222BBBB3333`,
    );

    const bought = await stand.fetch(
      `http://shop.test/simulated-shop/pamperplay/${munich}/checkout`,
      {
        method: "POST",
        body: new URLSearchParams({ item_1: "1", voucher: "cccc4444dddd5555" }),
      },
    );
    expect(bought.status).toBe(200);
    expect(await shop.redeemedCodes(0, "waiting-room munich")).toEqual(
      new Set(["CCCC4444DDDD5555"]),
    );
    expect(refused()).toEqual([{ call: "POST vouchers/batch_create/", status: 400 }]);
  });

  it("admission vouchers the quota cannot hold: refused with pretix's reason, none created", async () => {
    const { shop, stand } = contract();
    stand.events[0]!.quotas.find((quota) => quota.id === 1)!.paid_orders = 120;
    const full = shop.createVouchers(0, [voucher("GGGG8888HHHH9999"), voucher("LLLL4444MMMM5555")]);
    await expect(full).rejects.toBeInstanceOf(TicketShopRefusedError);
    await expect(full).rejects.toThrow("currently sold out or completely reserved");
    expect(stand.vouchers.get(munich) ?? []).toEqual([]);
  });

  it("the resale: a package's ticket found in an order of several without a position number", async () => {
    const { reissuer, stand } = contract();
    const mixed = stand.orders.orders.get(munich)!.find((order) => order.code === "SIMA9")!;
    const [first, second] = mixed.positions;
    // Without the package, the seller would have to say which of the two tickets.
    expect(await reissuer.findTicket([0], "SIMA9", null)).toEqual({
      ok: false,
      reason: "position-needed",
    });
    for (const position of [first!, second!]) {
      expect(await reissuer.findTicket([0], "SIMA9", null, position.item)).toEqual({
        ok: true,
        ticket: { ticketShopId: 0, positionId: position.id },
      });
    }
    // An order without a ticket of the package offered.
    expect(await reissuer.findTicket([0], "SIMA2", null, second!.item)).toEqual({
      ok: false,
      reason: "other-package",
    });
  });

  it("the resale: a ticket looked up by order code, and its re-issue", async () => {
    const { reissuer, stand, refused } = contract();
    expect(await reissuer.findTicket([0], "ZZZZ9", null)).toEqual({
      ok: false,
      reason: "unknown-order",
    });
    expect(await reissuer.findTicket([0], "SIMA7", null)).toEqual({
      ok: false,
      reason: "position-needed",
    });
    stand.orders.orders.get(munich)!.find((order) => order.code === "SIMA5")!.status = "n";
    expect(await reissuer.findTicket([0], "sima5", null)).toEqual({
      ok: false,
      reason: "not-paid",
    });
    const found = await reissuer.findTicket([0], "SIMA8", 3);
    if (!found.ok) throw new Error(found.reason);
    expect(found.ticket).toMatchObject({ ticketShopId: 0 });

    const noted: string[] = [];
    const reissued = await reissuer.reissue({
      ticket: found.ticket,
      buyerEmail: "buyer@example.org",
      buyerLocale: "en",
      secretBefore: null,
      noteSecret: async (hash) => void noted.push(hash),
    });
    expect(reissued).toEqual({ ok: true });
    expect(noted).toHaveLength(1);
    expect(stand.orders.mails).toMatchObject([{ event: munich, to: "buyer@example.org" }]);
    expect(refused()).toEqual([{ call: "GET orders/ZZZZ9/", status: 404 }]);
  });
});
