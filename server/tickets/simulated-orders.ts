import { randomBytes } from "node:crypto";
import type {
  SimulatedEvent,
  SimulatedItem,
  SimulatedOrder,
  SimulatedPosition,
} from "./simulated-model.ts";

/**
 * The simulated shop's orders, from pretix's documented order and order position resources
 * (doc/api/resources/orders.rst): enough for the resale's re-issue of a ticket (split, new
 * secrets, the buyer's address and language, the order link mailed) and for the door
 * (simulated-checkin.ts). Every event starts with a few paid demo orders, listed on a page of the
 * simulation.
 */

/** An order link pretix mailed (resend_link): the simulation keeps it instead of sending it. */
export interface SimulatedOrderMail {
  event: string;
  code: string;
  to: string;
}

export const newSecret = () => randomBytes(16).toString("hex");
/** pretix's order codes: A–Z and 0–9 without O and 1. */
const codeAlphabet = "ABCDEFGHIJKLMNPQRSTUVWXYZ23456789";
/** Money as pretix writes it: a string with two decimals. */
const money = (euros: number) => euros.toFixed(2);
/** The languages an order of the event may be in (pretix's default event has these two). */
export const localesOf = (event: SimulatedEvent | undefined) => event?.locales ?? ["de", "en"];

/** An order position as pretix's API shows it (orders.rst, “Order position resource”). */
export const positionJson = (order: SimulatedOrder, p: SimulatedPosition) => ({
  ...p,
  order: order.code,
  price: money(p.price),
  attendee_name_parts: { full_name: p.attendee_name ?? "" },
  variation: null,
  voucher: null,
  subevent: null,
});
/** An order as pretix's API shows it (orders.rst, “Order resource”). */
export const orderJson = (slug: string, order: SimulatedOrder) => ({
  code: order.code,
  event: slug,
  status: order.status,
  testmode: true,
  secret: order.secret,
  email: order.email,
  locale: order.locale,
  total: money(order.total),
  positions: order.positions.filter((p) => !p.canceled).map((p) => positionJson(order, p)),
});

export function createSimulatedOrders(events: readonly SimulatedEvent[]) {
  const slugs = events.map((event) => event.slug);
  const orders = new Map<string, SimulatedOrder[]>();
  const mails: SimulatedOrderMail[] = [];
  let nextPositionId = 1001;
  const eventOf = (slug: string) => events.find((event) => event.slug === slug);

  /** A position of `item` at the order's end; an add-on names the position it belongs to. */
  function addPosition(
    order: SimulatedOrder,
    item: Pick<SimulatedItem, "id" | "price">,
    addonTo: number | null = null,
  ): SimulatedPosition {
    const position: SimulatedPosition = {
      id: nextPositionId++,
      positionid: order.positions.length + 1,
      item: item.id,
      price: item.price,
      attendee_name: null,
      attendee_email: null,
      secret: newSecret(),
      addon_to: addonTo,
      canceled: false,
      checkins: [],
    };
    order.positions.push(position);
    order.total += item.price;
    if (order.status === "p") order.paid += item.price;
    return position;
  }

  /**
   * A paid order of `tickets` positions of the event's first product; its code is given or made
   * up. With add-ons, each ticket has one of another product right after it.
   */
  function addOrder(slug: string, tickets: number, code?: string, addOns = false): SimulatedOrder {
    const order: SimulatedOrder = {
      code:
        code ?? Array.from(randomBytes(5), (b) => codeAlphabet[b % codeAlphabet.length]).join(""),
      status: "p",
      email: "customer@example.org",
      locale: "de",
      secret: newSecret(),
      positions: [],
      total: 0,
      paid: 0,
    };
    const items = eventOf(slug)?.items ?? [];
    const ticket = items[0] ?? { id: 1, price: 0 };
    const addOn = items.find((item) => item.id !== ticket.id && item.price > 0) ?? ticket;
    for (let n = 0; n < tickets; n += 1) {
      const position = addPosition(order, ticket);
      if (addOns) addPosition(order, addOn, position.id);
    }
    orders.set(slug, [...(orders.get(slug) ?? []), order]);
    return order;
  }

  // Demo orders SIM<event letter><2…9>: the first four hold one ticket, 6 and 7 two, 8 two
  // tickets each with an add-on, and 9 a ticket of each of the first two products (packages): the
  // resale finds the one offered by its package, without a position number.
  slugs.forEach((slug, index) => {
    const letter = String.fromCharCode(65 + index);
    for (let n = 2; n <= 8; n += 1) addOrder(slug, n <= 5 ? 1 : 2, `SIM${letter}${n}`, n === 8);
    const mixed = addOrder(slug, 1, `SIM${letter}9`);
    const second = eventOf(slug)?.items[1];
    if (second) addPosition(mixed, second);
  });

  const orderOf = (slug: string, code: string) =>
    orders.get(slug)?.find((order) => order.code === code.toUpperCase());
  const positionOf = (slug: string, id: number) => {
    for (const order of orders.get(slug) ?? []) {
      const found = order.positions.find((p) => p.id === id);
      if (found) return { order, position: found };
    }
    return undefined;
  };

  return { events, slugs, orders, mails, addOrder, orderOf, positionOf, orderJson, positionJson };
}

export type SimulatedOrders = ReturnType<typeof createSimulatedOrders>;
