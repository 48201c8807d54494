import type { Context, Hono } from "hono";
import { escapeHtml } from "../xml.ts";
import type { SimulatedOrders } from "./simulated-orders.ts";

/*
 * The simulated shop's door, after pretix's check-in API (doc/api/resources/checkin.rst and
 * checkinlists.rst): one check-in list per event, and the redeem call a scanning app makes, with
 * pretix's answers (201 admitted, 400 a known ticket refused, 404 an unknown secret). A page of the
 * simulation checks a secret in as the scanner would.
 */

export interface SimulatedCheckinDeps {
  api: Hono;
  app: Hono;
  orders: SimulatedOrders;
  /** The event a request names, when the organizer's. */
  findSlug(c: Context): string | undefined;
  /** The shop's clock: the check-in's time. */
  now(): Date;
  page(title: string, body: string): Response;
}

type Redeemed = { status: 201 | 400 | 404; body: Record<string, unknown> };

export function simulatedCheckin(deps: SimulatedCheckinDeps): void {
  const { api, app, orders, findSlug, now, page } = deps;
  /** Each event has one check-in list; its id is the event's place in the list, from 1. */
  const listOf = (slug: string) => orders.slugs.indexOf(slug) + 1;
  const listJson = (slug: string) => ({
    id: listOf(slug),
    name: "Default",
    event: slug,
    subevent: null,
    include_pending: false,
  });

  /** pretix's checkinrpc/redeem for a secret on the given lists. */
  function redeem(secret: string, lists: readonly number[]): Redeemed {
    for (const slug of orders.slugs) {
      if (!lists.includes(listOf(slug))) continue;
      for (const order of orders.orders.get(slug) ?? []) {
        const found = order.positions.find((p) => p.secret === secret);
        if (!found) continue;
        const list = listOf(slug);
        const answer = (status: 201 | 400, reason?: string): Redeemed => ({
          status,
          body: {
            status: reason ? "error" : "ok",
            ...(reason ? { reason, reason_explanation: null } : {}),
            require_attention: false,
            checkin_texts: [],
            position: { ...orders.positionJson(order, found), order__status: order.status },
            list: listJson(slug),
          },
        });
        if (found.canceled || order.status === "c" || order.status === "e") {
          return answer(400, "canceled");
        }
        if (order.status !== "p") return answer(400, "unpaid");
        if (found.checkins.some((checkin) => checkin.list === list)) {
          return answer(400, "already_redeemed");
        }
        found.checkins.push({ list, datetime: now().toISOString() });
        return answer(201);
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

  // checkinlists.rst, “Endpoints”: the event's lists.
  api.get("/organizers/:organizer/events/:event/checkinlists/", (c) => {
    const slug = findSlug(c);
    if (!slug) return c.json({ detail: "Not found." }, 404);
    return c.json({ count: 1, next: null, previous: null, results: [listJson(slug)] });
  });
  // checkin.rst, “Checking a ticket in”.
  api.post("/organizers/:organizer/checkinrpc/redeem/", async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    const required = ["secret", "lists"].filter((field) => body?.[field] === undefined);
    if (required.length > 0) {
      return c.json(
        Object.fromEntries(required.map((field) => [field, ["This field is required."]])),
        400,
      );
    }
    const lists = Array.isArray(body?.lists) ? body.lists.map(Number) : [];
    const answer = redeem(String(body?.secret), lists);
    return c.json(answer.body, answer.status);
  });

  const door = async (c: Context) => {
    const slug = c.req.param("event") ?? "";
    const form = c.req.method === "POST" ? await c.req.parseBody() : {};
    const secret = typeof form.secret === "string" ? form.secret.trim() : "";
    const verdict = secret
      ? (() => {
          const { body } = redeem(secret, [listOf(slug)]);
          return `<p role="status" data-testid="door-verdict">${
            body.status === "ok"
              ? "Valid: checked in"
              : `Refused: ${escapeHtml(String(body.reason ?? body.status))}`
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
