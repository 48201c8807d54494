import type { Context, Hono } from "hono";
import { notFound } from "./simulated-list.ts";
import { escapeHtml } from "../xml.ts";
import {
  localesOf,
  newSecret,
  orderJson,
  positionJson,
  type SimulatedOrders,
} from "./simulated-orders.ts";
import { splitOff } from "./simulated-split.ts";

/**
 * The simulated shop's order routes, from pretix's documented order and order position resources
 * (doc/api/resources/orders.rst), and the simulation's page of the tickets sold.
 */

const readBody = async (c: Context) =>
  (await c.req.json().catch(() => null)) as Record<string, unknown> | null;

/** The API routes, on the stand-in's /api/v1 (its token check in front). */
export function simulatedOrderApi(
  api: Hono,
  {
    orders: book,
    findSlug,
  }: { orders: SimulatedOrders; findSlug: (c: Context) => string | undefined },
) {
  const { orderOf, positionOf, addOrder, mails } = book;
  const eventOf = (slug: string) => book.events.find((event) => event.slug === slug);
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

  /** A PATCH of an order or position: 404 when it is not there, pretix's 400 for a body that is no JSON. */
  const patch = <T>(
    path: string,
    find: (c: Context) => T | undefined,
    change: (c: Context, found: T, body: Record<string, unknown>) => Response,
  ) =>
    api.patch(path, async (c) => {
      const found = find(c);
      if (!found) return notFound(c);
      const body = await readBody(c);
      if (!body) return c.json({ detail: "JSON parse error" }, 400);
      return change(c, found, body);
    });

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
  patch(`${event}/orderpositions/:id/`, positionIn, (c, found, body) => {
    if (typeof body.attendee_email === "string")
      found.position.attendee_email = body.attendee_email;
    if (typeof body.attendee_name === "string") found.position.attendee_name = body.attendee_name;
    return c.json(positionJson(found.order, found.position));
  });
  // orders.rst, “Updating order fields”: a language the event does not have refuses the whole
  // change, as OrderSerializer.validate_locale.
  patch(`${event}/orders/:code/`, orderIn, (c, found, body) => {
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
export function simulatedOrderPages(
  app: Hono,
  {
    orders: book,
    page,
  }: { orders: SimulatedOrders; page: (title: string, body: string) => Response },
) {
  const { orders, mails } = book;
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
