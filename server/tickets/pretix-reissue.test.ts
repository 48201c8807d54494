import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { loadContent } from "../content/load.ts";
import { pretixReissuer } from "./pretix-reissue.ts";
import { TicketShopUnavailableError, type Reissue } from "./shop-port.ts";
import type { SimulatedOrder } from "./simulated-model.ts";
import { roomyBudget } from "./test/budget.ts";
import { atTheDoor, countedShop } from "./test/counted-shop.ts";

const config = loadConfig({});
const content = loadContent();
const event = "pamperplay-munich-2025";
const buyer = "buyer@example.org";

/** The shop, and a re-issue of the ticket behind an order code as the resale keeps it. */
async function resold(orderCode: string, positionNumber: number | null, buyerLocale = "en") {
  const counted = countedShop(config, content);
  const found = await counted.reissuer.findTicket([0], orderCode, positionNumber);
  if (!found.ok) throw new Error(`no ticket ${orderCode}: ${found.reason}`);
  /** What the resale's row holds between attempts. */
  const row = { secretBefore: null as string | null, stopAtNote: false };
  const attempt = (reissuer = counted.reissuer) =>
    reissuer.reissue({
      ticket: found.ticket,
      buyerEmail: buyer,
      buyerLocale,
      secretBefore: row.secretBefore,
      async noteSecret(hash) {
        if (row.stopAtNote) throw new Error("stopped before the note");
        row.secretBefore = hash;
      },
    } satisfies Reissue);
  const orders = () => counted.stand.orders.orders.get(event)!;
  /** The order that holds the ticket now. */
  const buyersOrder = () =>
    orders().find((order) => order.positions.some((p) => p.id === found.ticket.positionId))!;
  const ticketOf = (order: SimulatedOrder) =>
    order.positions.find((p) => p.id === found.ticket.positionId)!;
  return { ...counted, row, attempt, orders, buyersOrder, ticketOf };
}

/** The event's orders as a buyer and the door see them, without codes and secrets. */
const shopState = (orders: readonly SimulatedOrder[]) =>
  orders.map((order) => ({
    status: order.status,
    email: order.email,
    locale: order.locale,
    total: order.total,
    positions: order.positions.map((p) => [p.positionid, p.item, p.attendee_email, p.addon_to]),
  }));

describe("a resold ticket re-issued on pretix, as pretix answers", () => {
  it("a ticket with an add-on gets an order of its own with the add-on, paid, not waiting for a payment", async () => {
    const shop = await resold("SIMA8", 3);
    const sellers = shop.orders().find((order) => order.code === "SIMA8")!;
    const [, , ticket, addOn] = sellers.positions.map((p) => ({ ...p }));
    expect(await shop.attempt()).toEqual({ ok: true });

    const bought = shop.buyersOrder();
    expect(bought.code).not.toBe("SIMA8");
    expect(bought).toMatchObject({
      status: "p",
      email: buyer,
      total: ticket!.price + addOn!.price,
    });
    expect(bought.positions.map((p) => p.id)).toEqual([ticket!.id, addOn!.id]);
    // The seller keeps the other ticket and its add-on, paid as before.
    expect(sellers).toMatchObject({ status: "p", total: sellers.paid });
    expect(sellers.positions).toHaveLength(2);
    expect(await atTheDoor(shop.stand, event, ticket!.secret)).toBe("Refused: invalid");
    expect(await atTheDoor(shop.stand, event, shop.ticketOf(bought).secret)).toBe(
      "Valid: checked in",
    );
    expect(shop.stand.orders.mails).toEqual([{ event, code: bought.code, to: buyer }]);
  });

  it("on a German-only event the re-issue completes: the order has the buyer's address and stays German", async () => {
    const shop = await resold("SIMA3", null, "en");
    shop.stand.events[0]!.locales = ["de"];
    expect(await shop.attempt()).toEqual({ ok: true });
    expect(shop.buyersOrder()).toMatchObject({ email: buyer, locale: "de" });
    expect(shop.stand.orders.mails).toEqual([{ event, code: "SIMA3", to: buyer }]);
  });

  it("the order takes the buyer's language where the event has it, or one of the same language", async () => {
    const english = await resold("SIMA3", null, "en");
    expect(await english.attempt()).toEqual({ ok: true });
    expect(english.buyersOrder().locale).toBe("en");

    const informal = await resold("SIMA4", null, "de");
    informal.stand.events[0]!.locales = ["en", "de-informal"];
    expect(await informal.attempt()).toEqual({ ok: true });
    expect(informal.buyersOrder().locale).toBe("de-informal");
  });

  it("a token that may not read the event's settings leaves the order's language", async () => {
    const shop = await resold("SIMA3", null, "en");
    const reissuer = pretixReissuer({
      baseUrl: "http://shop.test/simulated-shop",
      token: "t",
      organizer: config.PRETIX_ORGANIZER,
      events: config.PRETIX_EVENT.split(","),
      fetch: (url, init) =>
        url.endsWith("/settings/")
          ? Promise.resolve(Response.json({ detail: "Permission denied." }, { status: 403 }))
          : shop.stand.fetch(url, init),
      budget: roomyBudget(),
    });
    expect(await shop.attempt(reissuer)).toEqual({ ok: true });
    expect(shop.buyersOrder()).toMatchObject({ email: buyer, locale: "de" });
  });

  const split = ["POST orders/{code}/change/", "GET orderpositions/{id}/"];
  describe.each([
    ["the only ticket of its order", "SIMA3", null, []],
    ["a ticket with an add-on in an order with more", "SIMA8", 3, split],
  ] as const)(
    "%s, stopped after any step and tried again",
    (_, orderCode, positionNumber, splits) => {
      it("ends as without the stop, with one new secret made after the buyer's address went on", async () => {
        const straight = await resold(orderCode, positionNumber);
        const looked = straight.calls.length;
        await straight.attempt();
        const steps = straight.calls.length - looked;
        // The buyer's address and language go on before the new secrets.
        expect(
          straight.calls
            .slice(looked)
            .map((call) =>
              call.replace(/orders\/[A-Z0-9]+\//, "orders/{code}/").replace(/\/\d+\//, "/{id}/"),
            ),
        ).toEqual([
          "GET orderpositions/{id}/",
          "GET orders/{code}/",
          ...splits,
          "GET settings/",
          "PATCH orders/{code}/",
          "PATCH orderpositions/{id}/",
          "POST orders/{code}/regenerate_secrets/",
          "POST orders/{code}/resend_link/",
        ]);

        // Stopped before the n-th call (n = steps: after the last, its outcome unrecorded), and
        // once right before the secret was noted.
        const stops = [...Array.from({ length: steps + 1 }, (_, n) => ({ n })), { n: null }];
        for (const { n } of stops) {
          const shop = await resold(orderCode, positionNumber);
          const sellersSecret = shop.ticketOf(shop.buyersOrder()).secret;
          if (n === null) shop.row.stopAtNote = true;
          else shop.state.downAfter = n;
          const first = await shop.attempt().catch((error: unknown) => error);
          if (n !== steps) expect(first).toBeInstanceOf(Error);
          shop.state.downAfter = null;
          shop.state.down = false;
          shop.row.stopAtNote = false;
          expect(await shop.attempt()).toEqual({ ok: true });

          expect(shopState(shop.orders()), `stopped at ${n}`).toEqual(shopState(straight.orders()));
          const regenerated = shop.calls.filter((call) => call.endsWith("/regenerate_secrets/"));
          expect(regenerated, `stopped at ${n}`).toHaveLength(1);
          const ticket = shop.ticketOf(shop.buyersOrder());
          expect(await atTheDoor(shop.stand, event, sellersSecret)).toBe("Refused: invalid");
          expect(await atTheDoor(shop.stand, event, ticket.secret)).toBe("Valid: checked in");
        }
      });
    },
  );

  it("a shop that cannot be reached is an error to try again, not a refusal", async () => {
    const shop = await resold("SIMA3", null);
    shop.state.down = true;
    await expect(shop.attempt()).rejects.toBeInstanceOf(TicketShopUnavailableError);
  });
});
