import { createHash } from "node:crypto";
import { z } from "zod";
import { refusedFor, succeeded } from "../result.ts";
import { pretixApi, type PretixConnection } from "./pretix-api.ts";
import type { ReissueResult, TicketLookup, TicketReissuer } from "./shop-port.ts";
import { TicketShopRefusedError } from "./shop-port.ts";

/** The fields of pretix's order position resource the re-issue reads. */
const positionSchema = z.object({
  id: z.number().int(),
  order: z.string(),
  positionid: z.number().int(),
  secret: z.string(),
  addon_to: z.number().int().nullable(),
  /** Listed only with include_canceled_positions; older pretix versions leave it out. */
  canceled: z.boolean().optional(),
});

/** GET …/orders/{code}/: its status (p: paid) and positions. */
const orderSchema = z.object({
  code: z.string(),
  status: z.string(),
  positions: z.array(positionSchema.omit({ secret: true, order: true })),
});

const anyAnswer = z.unknown();

/** The secret is never kept, only its hash: enough to tell whether it changed. */
export const secretHash = (secret: string) => createHash("sha256").update(secret).digest("hex");

export interface PretixReissueOptions extends PretixConnection {
  /** Event slugs; the index is the packages' ticketShopId. */
  events: readonly string[];
}

/**
 * The re-issue of a resold ticket on pretix, with the calls its REST API documents: the order and
 * its positions, `POST …/orders/{code}/change/` with `split_positions` (a ticket of an order with
 * more gets an order of its own, so the seller's order link no longer shows it),
 * `POST …/orders/{code}/regenerate_secrets/` (new ticket and order secrets), `PATCH` of the
 * position's `attendee_email` and the order's `email`, and `POST …/orders/{code}/resend_link/`
 * (pretix mails the buyer the order link). The new secret is made only while the position still
 * carries the seller's, so every step may be repeated. Its calls are spent from the shop's budget
 * at the lowest priority (pretixApi's default): a resale waits while visitors buy.
 */
export function pretixReissuer(options: PretixReissueOptions): TicketReissuer {
  const { call, eventApi } = pretixApi(options);
  const { events } = options;
  const post = (body?: object): RequestInit => ({
    method: "POST",
    body: body ? JSON.stringify(body) : undefined,
  });
  const patch = (body: object): RequestInit => ({ method: "PATCH", body: JSON.stringify(body) });

  async function lookUp(event: string, orderCode: string, positionNumber: number | null) {
    let order: z.output<typeof orderSchema>;
    try {
      order = await call(
        `${eventApi(event)}/orders/${encodeURIComponent(orderCode)}/`,
        orderSchema,
      );
    } catch (error) {
      if (error instanceof TicketShopRefusedError && error.status === 404) return undefined;
      throw error;
    }
    if (order.status !== "p") return refusedFor("not-paid");
    // Add-ons (e.g. a dinner booked with the ticket) travel with their ticket.
    const tickets = order.positions.filter((p) => !p.canceled && p.addon_to === null);
    const ticket =
      positionNumber === null
        ? tickets.length > 1
          ? "several"
          : tickets[0]
        : tickets.find((p) => p.positionid === positionNumber);
    if (ticket === "several") return refusedFor("position-needed");
    if (!ticket) return refusedFor("unknown-position");
    return ticket;
  }

  return {
    async findTicket(ticketShopIds, orderCode, positionNumber): Promise<TicketLookup> {
      for (const ticketShopId of new Set(ticketShopIds)) {
        const event = events[ticketShopId];
        if (event === undefined) continue;
        const found = await lookUp(event, orderCode.toUpperCase(), positionNumber);
        if (!found) continue;
        if ("ok" in found) return found;
        return { ok: true, ticket: { ticketShopId, positionId: found.id } };
      }
      return refusedFor("unknown-order");
    },

    async reissue({ ticket, buyerEmail, buyerLocale, secretBefore, noteSecret }) {
      const event = events[ticket.ticketShopId];
      if (event === undefined) {
        return refusedFor("refused", { detail: `no event for ticket shop ${ticket.ticketShopId}` });
      }
      const api = eventApi(event);
      const positionUrl = `${api}/orderpositions/${ticket.positionId}/`;
      const orderUrl = (code: string) => `${api}/orders/${encodeURIComponent(code)}/`;
      try {
        const position = await call(positionUrl, positionSchema);
        const hash = secretHash(position.secret);
        if (secretBefore === null) await noteSecret(hash);
        let code = position.order;
        const order = await call(orderUrl(code), orderSchema);
        const own = (p: { id: number; addon_to: number | null }) =>
          p.id === position.id || p.addon_to === position.id;
        const live = order.positions.filter((p) => !p.canceled);
        if (live.some((p) => !own(p))) {
          const split = live.filter(own).map((p) => ({ position: p.id }));
          await call(`${orderUrl(code)}change/`, anyAnswer, post({ split_positions: split }));
          code = (await call(positionUrl, positionSchema)).order;
        }
        if (hash === (secretBefore ?? hash)) {
          await call(`${orderUrl(code)}regenerate_secrets/`, anyAnswer, post());
        }
        await call(positionUrl, anyAnswer, patch({ attendee_email: buyerEmail }));
        await call(orderUrl(code), anyAnswer, patch({ email: buyerEmail, locale: buyerLocale }));
        await call(`${orderUrl(code)}resend_link/`, anyAnswer, post());
        return succeeded as ReissueResult;
      } catch (error) {
        if (error instanceof TicketShopRefusedError) {
          return refusedFor("refused", { detail: error.detail });
        }
        throw error;
      }
    },
  };
}
