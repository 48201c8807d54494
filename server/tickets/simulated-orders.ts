import { randomBytes } from "node:crypto";
import type { Context, Hono } from "hono";
import { escapeHtml } from "../outbox/mail-layout.ts";

/**
 * The simulated shop's orders, from pretix's documented order, order position and check-in
 * resources: enough for the resale's re-issue of a ticket (split, new secrets, the buyer's
 * address, the order link mailed) and for a door that refuses a secret it no longer knows.
 * Every event starts with a few paid demo orders, listed on a page of the simulation.
 */

export interface SimulatedPosition {
  id: number;
  positionid: number;
  item: number;
  attendee_name: string | null;
  attendee_email: string | null;
  secret: string;
  addon_to: number | null;
  canceled: boolean;
  checkins: { list: number; datetime: string }[];
}

export interface SimulatedOrder {
  code: string;
  /** pretix's status letters: n pending, p paid, e expired, c canceled. */
  status: "n" | "p" | "e" | "c";
  email: string;
  locale: string;
  /** The secret in the customer's order link. */
  secret: string;
  positions: SimulatedPosition[];
}

/** An order link pretix mailed (resend_link): the simulation keeps it instead of sending it. */
export interface SimulatedOrderMail {
  event: string;
  code: string;
  to: string;
}

const newSecret = () => randomBytes(16).toString("hex");
/** pretix's order codes: A–Z and 0–9 without O and 1. */
const codeAlphabet = "ABCDEFGHIJKLMNPQRSTUVWXYZ23456789";

export function createSimulatedOrders(slugs: readonly string[], itemOf: (slug: string) => number) {
  const orders = new Map<string, SimulatedOrder[]>();
  const mails: SimulatedOrderMail[] = [];
  let nextPositionId = 1001;

  const position = (slug: string, positionid: number): SimulatedPosition => ({
    id: nextPositionId++,
    positionid,
    item: itemOf(slug),
    attendee_name: null,
    attendee_email: null,
    secret: newSecret(),
    addon_to: null,
    canceled: false,
    checkins: [],
  });

  /** A paid order of `tickets` positions; its code is given or made up. */
  function addOrder(slug: string, tickets: number, code?: string): SimulatedOrder {
    const order: SimulatedOrder = {
      code:
        code ?? Array.from(randomBytes(5), (b) => codeAlphabet[b % codeAlphabet.length]).join(""),
      status: "p",
      email: "customer@example.org",
      locale: "de",
      secret: newSecret(),
      positions: Array.from({ length: tickets }, (_, index) => position(slug, index + 1)),
    };
    orders.set(slug, [...(orders.get(slug) ?? []), order]);
    return order;
  }

  // Demo orders SIM<event letter><2…7>: the first four hold one ticket, the others two.
  slugs.forEach((slug, index) => {
    const letter = String.fromCharCode(65 + index);
    for (let n = 2; n <= 7; n += 1) addOrder(slug, n <= 5 ? 1 : 2, `SIM${letter}${n}`);
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
  /** Each event has one check-in list; its id is the event's place in the list, from 1. */
  const listOf = (slug: string) => slugs.indexOf(slug) + 1;

  type Redeemed =
    | { status: 201 | 200; body: { status: "ok" | "error"; reason?: string; position: object } }
    | { status: 404; body: object };
  /** pretix's checkinrpc/redeem: a secret on the given lists; an unknown one is "invalid". */
  function redeem(secret: string, lists: readonly number[], at: Date): Redeemed {
    for (const slug of slugs) {
      if (!lists.includes(listOf(slug))) continue;
      for (const order of orders.get(slug) ?? []) {
        const found = order.positions.find((p) => p.secret === secret);
        if (!found) continue;
        const list = listOf(slug);
        const refuse = (reason: string) =>
          ({ status: 200, body: { status: "error", reason, position: found } }) as const;
        if (found.canceled || order.status === "c" || order.status === "e") {
          return refuse("canceled");
        }
        if (order.status !== "p") return refuse("unpaid");
        if (found.checkins.some((checkin) => checkin.list === list)) {
          return refuse("already_redeemed");
        }
        found.checkins.push({ list, datetime: at.toISOString() });
        return { status: 201, body: { status: "ok", position: found } };
      }
    }
    return {
      status: 404,
      body: {
        detail: "Not found.",
        status: "error",
        reason: "invalid",
        reason_explanation: null,
        require_attention: false,
        checkin_texts: [],
      },
    };
  }

  const positionJson = (order: SimulatedOrder, p: SimulatedPosition) => ({
    ...p,
    order: order.code,
    attendee_name_parts: { full_name: p.attendee_name ?? "" },
    price: "0.00",
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
    positions: order.positions.filter((p) => !p.canceled).map((p) => positionJson(order, p)),
  });
  const readBody = async (c: Context) =>
    (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
  const notFound = (c: Context) => c.json({ detail: "Not found." }, 404);

  /** The API routes, on the stand-in's /api/v1 (its token check in front). */
  function mountApi(api: Hono, eventOf: (c: Context) => string | undefined) {
    const event = "/organizers/:organizer/events/:event";
    api.get(`${event}/orders/:code/`, (c) => {
      const slug = eventOf(c);
      const order = slug && orderOf(slug, c.req.param("code"));
      return slug && order ? c.json(orderJson(slug, order)) : notFound(c);
    });
    api.get(`${event}/orderpositions/:id/`, (c) => {
      const slug = eventOf(c);
      const found = slug && positionOf(slug, Number(c.req.param("id")));
      if (!found || found.position.canceled) return notFound(c);
      return c.json(positionJson(found.order, found.position));
    });
    api.patch(`${event}/orderpositions/:id/`, async (c) => {
      const slug = eventOf(c);
      const found = slug && positionOf(slug, Number(c.req.param("id")));
      if (!found) return notFound(c);
      const body = await readBody(c);
      if (!body) return c.json({ detail: "JSON parse error" }, 400);
      if (typeof body.attendee_email === "string")
        found.position.attendee_email = body.attendee_email;
      if (typeof body.attendee_name === "string") found.position.attendee_name = body.attendee_name;
      return c.json(positionJson(found.order, found.position));
    });
    api.patch(`${event}/orders/:code/`, async (c) => {
      const slug = eventOf(c);
      const order = slug && orderOf(slug, c.req.param("code"));
      if (!slug || !order) return notFound(c);
      const body = await readBody(c);
      if (!body) return c.json({ detail: "JSON parse error" }, 400);
      if (typeof body.email === "string") order.email = body.email;
      if (typeof body.locale === "string") order.locale = body.locale;
      return c.json(orderJson(slug, order));
    });
    api.post(`${event}/orders/:code/regenerate_secrets/`, (c) => {
      const slug = eventOf(c);
      const order = slug && orderOf(slug, c.req.param("code"));
      if (!slug || !order) return notFound(c);
      order.secret = newSecret();
      for (const p of order.positions) p.secret = newSecret();
      return c.json(orderJson(slug, order));
    });
    api.post(`${event}/orderpositions/:id/regenerate_secrets/`, (c) => {
      const slug = eventOf(c);
      const found = slug && positionOf(slug, Number(c.req.param("id")));
      if (!found) return notFound(c);
      found.position.secret = newSecret();
      return c.json(positionJson(found.order, found.position));
    });
    // Changing order contents: only split_positions (a position into an order of its own).
    api.post(`${event}/orders/:code/change/`, async (c) => {
      const slug = eventOf(c);
      const order = slug && orderOf(slug, c.req.param("code"));
      if (!slug || !order) return notFound(c);
      const body = await readBody(c);
      const split = Array.isArray(body?.split_positions) ? body.split_positions : [];
      const ids = split.map((entry) => Number((entry as { position?: unknown }).position));
      const moving = order.positions.filter((p) => ids.includes(p.id) && !p.canceled);
      if (moving.length !== ids.length || moving.length === 0) {
        return c.json({ split_positions: ["Unknown position."] }, 400);
      }
      if (moving.length === order.positions.filter((p) => !p.canceled).length) {
        return c.json({ detail: "An order cannot be split into nothing." }, 400);
      }
      order.positions = order.positions.filter((p) => !moving.includes(p));
      const created = addOrder(slug, 0);
      created.email = order.email;
      created.locale = order.locale;
      created.positions = moving;
      return c.json(orderJson(slug, order));
    });
    api.post(`${event}/orders/:code/resend_link/`, (c) => {
      const slug = eventOf(c);
      const order = slug && orderOf(slug, c.req.param("code"));
      if (!slug || !order) return notFound(c);
      if (!order.email) return c.json({ detail: "There is no email address." }, 400);
      mails.push({ event: slug, code: order.code, to: order.email });
      return c.body(null, 204);
    });
    api.get(`${event}/checkinlists/`, (c) => {
      const slug = eventOf(c);
      if (!slug) return notFound(c);
      const results = [{ id: listOf(slug), name: "Default", all_products: true, subevent: null }];
      return c.json({ count: 1, next: null, previous: null, results });
    });
    api.post("/organizers/:organizer/checkinrpc/redeem/", async (c) => {
      const body = await readBody(c);
      const lists = Array.isArray(body?.lists) ? body.lists.map(Number) : [];
      if (typeof body?.secret !== "string" || lists.length === 0) {
        return c.json({ detail: "secret and lists are required" }, 400);
      }
      const answer = redeem(body.secret, lists, new Date());
      return c.json(answer.body, answer.status);
    });
  }

  /**
   * Pages of the simulation (no pretix counterpart): the event's orders with their tickets'
   * secrets, and a door that checks a secret in as the scanning app would.
   */
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
    const door = async (c: Context) => {
      const slug = c.req.param("event") ?? "";
      const form = c.req.method === "POST" ? await c.req.parseBody() : {};
      const secret = typeof form.secret === "string" ? form.secret.trim() : "";
      const verdict = secret
        ? (() => {
            const { body } = redeem(secret, [listOf(slug)], new Date());
            const { status, reason } = body as { status: string; reason?: string };
            return `<p role="status" data-testid="door-verdict">${
              status === "ok" ? "Valid: checked in" : `Refused: ${escapeHtml(reason ?? status)}`
            }</p>`;
          })()
        : "";
      return page(
        "Door",
        `<form method="post"><label>Ticket secret <input name="secret" autocomplete="off"></label>` +
          ` <button>Check in</button></form>${verdict}`,
      );
    };
    app.get("/:organizer/:event/door", door);
    app.post("/:organizer/:event/door", door);
  }

  return { orders, mails, addOrder, mountApi, mountPages };
}

export type SimulatedOrders = ReturnType<typeof createSimulatedOrders>;
