import { randomBytes } from "node:crypto";
import type { Context, Hono } from "hono";
import { escapeHtml } from "../xml.ts";
import type {
  SimulatedEvent,
  SimulatedItem,
  SimulatedOrder,
  SimulatedPosition,
} from "./simulated-model.ts";
import { splitOff } from "./simulated-split.ts";

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

const newSecret = () => randomBytes(16).toString("hex");
/** pretix's order codes: A–Z and 0–9 without O and 1. */
const codeAlphabet = "ABCDEFGHIJKLMNPQRSTUVWXYZ23456789";
/** Money as pretix writes it: a string with two decimals. */
const money = (euros: number) => euros.toFixed(2);
/** The languages an order of the event may be in (pretix's default event has these two). */
const localesOf = (event: SimulatedEvent | undefined) => event?.locales ?? ["de", "en"];

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

  const positionJson = (order: SimulatedOrder, p: SimulatedPosition) => ({
    ...p,
    order: order.code,
    price: money(p.price),
    attendee_name_parts: { full_name: p.attendee_name ?? "" },
    variation: null,
    voucher: null,
    subevent: null,
  });
  const orderJson = (slug: string, order: SimulatedOrder) => ({
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
  const readBody = async (c: Context) =>
    (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
  const notFound = (c: Context) => c.json({ detail: "Not found." }, 404);

  /** The API routes, on the stand-in's /api/v1 (its token check in front). */
  function mountApi(api: Hono, findSlug: (c: Context) => string | undefined) {
    const event = "/organizers/:organizer/events/:event";
    const orderIn = (c: Context) => {
      const slug = findSlug(c);
      const order = slug ? orderOf(slug, c.req.param("code") ?? "") : undefined;
      return slug && order ? { slug, order } : undefined;
    };
    const positionIn = (c: Context) => {
      const slug = findSlug(c);
      return slug ? positionOf(slug, Number(c.req.param("id"))) : undefined;
    };

    // events.rst, the event's settings (GET …/settings/): its languages, which an order's must be.
    api.get(`${event}/settings/`, (c) => {
      const slug = findSlug(c);
      if (!slug) return notFound(c);
      const locales = localesOf(eventOf(slug));
      return c.json({ locales, locale: locales[0] });
    });
    // orders.rst, “Fetching individual orders”.
    api.get(`${event}/orders/:code/`, (c) => {
      const found = orderIn(c);
      return found ? c.json(orderJson(found.slug, found.order)) : notFound(c);
    });
    // orders.rst, “Fetching individual positions” (a canceled one only with include_canceled_positions).
    api.get(`${event}/orderpositions/:id/`, (c) => {
      const found = positionIn(c);
      if (!found || found.position.canceled) return notFound(c);
      return c.json(positionJson(found.order, found.position));
    });
    // orders.rst, “Manipulating individual positions” (PATCH).
    api.patch(`${event}/orderpositions/:id/`, async (c) => {
      const found = positionIn(c);
      if (!found) return notFound(c);
      const body = await readBody(c);
      if (!body) return c.json({ detail: "JSON parse error" }, 400);
      if (typeof body.attendee_email === "string")
        found.position.attendee_email = body.attendee_email;
      if (typeof body.attendee_name === "string") found.position.attendee_name = body.attendee_name;
      return c.json(positionJson(found.order, found.position));
    });
    // orders.rst, “Updating order fields”: a language the event does not have refuses the whole
    // change, as OrderSerializer.validate_locale.
    api.patch(`${event}/orders/:code/`, async (c) => {
      const found = orderIn(c);
      if (!found) return notFound(c);
      const body = await readBody(c);
      if (!body) return c.json({ detail: "JSON parse error" }, 400);
      const { order } = found;
      if ("locale" in body && !localesOf(eventOf(found.slug)).includes(String(body.locale))) {
        const refusal = `"${String(body.locale)}" is not a supported locale for this event.`;
        return c.json({ locale: [refusal] }, 400);
      }
      if (typeof body.email === "string") order.email = body.email;
      if (typeof body.locale === "string") order.locale = body.locale;
      return c.json(orderJson(found.slug, order));
    });
    // orders.rst, “Generating new secrets”: the order's and all its positions'.
    api.post(`${event}/orders/:code/regenerate_secrets/`, (c) => {
      const found = orderIn(c);
      if (!found) return notFound(c);
      found.order.secret = newSecret();
      for (const p of found.order.positions) p.secret = newSecret();
      return c.json(orderJson(found.slug, found.order));
    });
    api.post(`${event}/orderpositions/:id/regenerate_secrets/`, (c) => {
      const found = positionIn(c);
      if (!found) return notFound(c);
      found.position.secret = newSecret();
      return c.json(positionJson(found.order, found.position));
    });
    // orders.rst, “Changing order contents”: only split_positions; pretix answers the old order.
    api.post(`${event}/orders/:code/change/`, async (c) => {
      const found = orderIn(c);
      if (!found) return notFound(c);
      const body = await readBody(c);
      const entries = Array.isArray(body?.split_positions) ? body.split_positions : [];
      if (entries.length > 0) {
        const split = splitOff(found.order, entries, () => addOrder(found.slug, 0), newSecret);
        if (!split.ok) return c.json(split.answer, 400);
      }
      return c.json(orderJson(found.slug, found.order));
    });
    // orders.rst, “Sending e-mails”.
    api.post(`${event}/orders/:code/resend_link/`, (c) => {
      const found = orderIn(c);
      if (!found) return notFound(c);
      const { order, slug } = found;
      if (!order.email) return c.json({ detail: "There is no email address." }, 400);
      mails.push({ event: slug, code: order.code, to: order.email });
      return c.body(null, 204);
    });
  }

  /** A page of the simulation (no pretix counterpart): the event's tickets with their secrets. */
  function mountPages(app: Hono, page: (title: string, body: string) => Response) {
    app.get("/:organizer/:event/orders/", (c) => {
      const slug = c.req.param("event");
      const rows = (orders.get(slug) ?? [])
        .flatMap((order) =>
          order.positions
            .filter((p) => !p.canceled)
            .map(
              (p) =>
                `<tr data-testid="shop-ticket"><td>${order.code}</td><td>${p.positionid}</td>` +
                `<td>${escapeHtml(order.email)}</td><td>${escapeHtml(p.attendee_email ?? "")}</td>` +
                `<td><code>${p.secret}</code></td></tr>`,
            ),
        )
        .join("");
      const sent = mails
        .filter((mail) => mail.event === slug)
        .map((mail) => `<li>${mail.code} → ${escapeHtml(mail.to)}</li>`)
        .join("");
      return page(
        "Orders",
        `<table><caption>Tickets</caption><thead><tr><th scope="col">Order</th>` +
          `<th scope="col">Position</th><th scope="col">Order email</th>` +
          `<th scope="col">Attendee email</th><th scope="col">Secret (QR code)</th></tr></thead>` +
          `<tbody>${rows}</tbody></table><h2>Order links mailed</h2><ul>${sent}</ul>`,
      );
    });
  }

  return { slugs, orders, mails, addOrder, orderJson, positionJson, mountApi, mountPages };
}

export type SimulatedOrders = ReturnType<typeof createSimulatedOrders>;
