import type { Context, Hono } from "hono";
import { escapeHtml } from "../xml.ts";
import type { SimulatedEvent, SimulatedOrder } from "./simulated-model.ts";
import type { SimulatedOrders } from "./simulated-orders.ts";

/*
 * Cancelling an order in the simulated shop, as pretix's
 * `POST …/orders/{code}/mark_canceled/` does (doc/api/resources/orders.rst, “Order state
 * operations”): its tickets go back to their quotas, and pretix answers the whole order. A page of
 * the simulation does the same with a button per order, so that tickets can come back while the
 * site runs (the wait lists notice them).
 */

export interface SimulatedCancelDeps {
  api: Hono;
  app: Hono;
  orders: SimulatedOrders;
  findEvent(c: Context): SimulatedEvent | undefined;
  page(title: string, body: string, status?: 200 | 400): Response;
}

/**
 * Cancels a paid, pending or expired order (pretix: Order.cancel_allowed); the tickets of a paid or
 * pending one free their quota. False when there is nothing to cancel.
 */
function cancel(event: SimulatedEvent, order: SimulatedOrder): boolean {
  if (order.status === "c") return false;
  for (const position of order.positions) {
    if (position.canceled) continue;
    position.canceled = true;
    // The simulated quotas count the product of their id.
    const quota = event.quotas.find((candidate) => candidate.id === position.item);
    if (!quota) continue;
    if (order.status === "p") quota.paid_orders = Math.max(0, quota.paid_orders - 1);
    else if (order.status === "n") quota.pending_orders = Math.max(0, quota.pending_orders - 1);
  }
  order.status = "c";
  return true;
}

export function simulatedCancel({ api, app, orders, findEvent, page }: SimulatedCancelDeps): void {
  const orderOf = (event: SimulatedEvent, code: string) =>
    orders.orders.get(event.slug)?.find((order) => order.code === code.toUpperCase());

  api.post("/organizers/:organizer/events/:event/orders/:code/mark_canceled/", (c) => {
    const event = findEvent(c);
    const order = event && orderOf(event, c.req.param("code"));
    if (!event || !order) return c.json({ detail: "Not found." }, 404);
    if (!cancel(event, order))
      return c.json({ detail: "The order is not allowed to be canceled." }, 400);
    return c.json(orders.orderJson(event.slug, order));
  });

  const cancelPage = async (c: Context) => {
    const event = findEvent(c);
    if (!event) return c.text("Simulated ticket shop — unknown event", 404);
    const form = c.req.method === "POST" ? await c.req.parseBody() : {};
    const code = typeof form.order === "string" ? form.order : "";
    const order = code ? orderOf(event, code) : undefined;
    const done =
      order && cancel(event, order)
        ? `<p role="status" data-testid="shop-canceled">Order ${escapeHtml(order.code)} is canceled; its tickets are back in the shop.</p>`
        : "";
    const buttons = (orders.orders.get(event.slug) ?? [])
      .filter((candidate) => candidate.status === "p")
      .map(
        (candidate) =>
          `<li><form method="post"><input type="hidden" name="order" value="${candidate.code}">` +
          `<button>Cancel order ${candidate.code}</button> ` +
          `(${candidate.positions.length} ticket${candidate.positions.length === 1 ? "" : "s"})</form></li>`,
      )
      .join("");
    return page("Cancel an order (simulation)", `${done}<ul>${buttons}</ul>`);
  };
  app.get("/:organizer/:event/cancel", cancelPage);
  app.post("/:organizer/:event/cancel", cancelPage);
}
