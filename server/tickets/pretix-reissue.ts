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
  /** The product (pretix item id): which package the ticket is. */
  item: z.number().int(),
  secret: z.string(),
  addon_to: z.number().int().nullable(),
  /** Listed only with include_canceled_positions; older pretix versions leave it out. */
  canceled: z.boolean().optional(),
});

/** GET …/orders/{code}/: its status (p: paid), address and positions. */
const orderSchema = z.object({
  code: z.string(),
  status: z.string(),
  /** pretix allows an order without one. */
  email: z.string().nullable().optional(),
  positions: z.array(positionSchema.omit({ secret: true, order: true })),
});

/** GET …/settings/: the languages an order of the event may be in. */
const settingsSchema = z.object({ locales: z.array(z.string()) });

const anyAnswer = z.unknown();

/** The secret is never kept, only its hash: enough to tell whether it changed. */
export const secretHash = (secret: string) => createHash("sha256").update(secret).digest("hex");

type Call = ReturnType<typeof pretixApi>["call"];
type Position = z.output<typeof positionSchema>;
const post = (body?: object): RequestInit => ({
  method: "POST",
  body: body ? JSON.stringify(body) : undefined,
});
const patch = (body: object): RequestInit => ({ method: "PATCH", body: JSON.stringify(body) });

/**
 * The ticket in an order of its own, and whether that order already has the buyer's address. In
 * an order with more, only the ticket is named in `split_positions`: pretix moves its add-ons with
 * it (OrderChangeManager.split), and naming them too would count their price twice in the new
 * order, which would then wait for a payment. The split gives the moved positions new secrets;
 * the new order has the seller's address, like the old.
 */
async function ownOrder(call: Call, api: string, position: Position, buyerEmail: string) {
  const orderUrl = `${api}/orders/${encodeURIComponent(position.order)}/`;
  const order = await call(orderUrl, orderSchema);
  const own = (p: { id: number; addon_to: number | null }) =>
    p.id === position.id || p.addon_to === position.id;
  if (order.positions.every((p) => p.canceled || own(p))) {
    const addressed = order.email?.trim().toLowerCase() === buyerEmail.trim().toLowerCase();
    return { position, addressed };
  }
  await call(
    `${orderUrl}change/`,
    anyAnswer,
    post({ split_positions: [{ position: position.id }] }),
  );
  const moved = await call(`${api}/orderpositions/${position.id}/`, positionSchema);
  return { position: moved, addressed: false };
}

/**
 * The event's language for a buyer who uses the site in `locale` ("de", "en"): that one, else one
 * of the same language ("de-informal"), else none (pretix refuses an order language the event does
 * not have). A token without the right to read the event's settings leaves the order's language.
 */
async function eventLocale(call: Call, api: string, locale: string): Promise<string | null> {
  let locales: string[];
  try {
    ({ locales } = await call(`${api}/settings/`, settingsSchema));
  } catch (error) {
    if (error instanceof TicketShopRefusedError && error.status === 403) return null;
    throw error;
  }
  const language = (tag: string) => tag.split("-")[0];
  return (
    locales.find((candidate) => candidate === locale) ??
    locales.find((candidate) => language(candidate) === language(locale)) ??
    null
  );
}

export interface PretixReissueOptions extends PretixConnection {
  /** Event slugs; the index is the packages' ticketShopId. */
  events: readonly string[];
}

/**
 * The re-issue of a resold ticket on pretix, with the calls its REST API documents: the position
 * and its order; `POST …/orders/{code}/change/` with `split_positions` when the order holds more
 * (the ticket and its add-ons get an order of their own, so the seller's order link no longer
 * shows it); the event's languages (`GET …/settings/`); `PATCH` of the order's `email` (and
 * `locale`, where the event has the buyer's) and of the position's `attendee_email`; then
 * `POST …/orders/{code}/regenerate_secrets/` (new ticket and order secrets) and
 * `POST …/orders/{code}/resend_link/` (pretix mails the buyer the order link). The buyer's address
 * goes on before the new secrets, so the seller cannot have the new ticket's link sent; the new
 * secret is made only while the position still carries the one noted before that, so every step
 * may be repeated. Its calls are spent from the shop's budget at the lowest priority (pretixApi's
 * default): a resale waits while visitors buy.
 */
export function pretixReissuer(options: PretixReissueOptions): TicketReissuer {
  const { call, eventApi } = pretixApi(options);
  const { events } = options;

  async function lookUp(
    event: string,
    orderCode: string,
    positionNumber: number | null,
    itemId: number | null,
  ) {
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
    // Add-ons (e.g. a dinner booked with the ticket) travel with their ticket. With the package
    // known, only its tickets count: the seller names a position only among several of them.
    const tickets = order.positions.filter(
      (p) => !p.canceled && p.addon_to === null && (itemId === null || p.item === itemId),
    );
    if (tickets.length === 0) return refusedFor("other-package");
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
    async findTicket(
      ticketShopIds,
      orderCode,
      positionNumber,
      itemId = null,
    ): Promise<TicketLookup> {
      for (const ticketShopId of new Set(ticketShopIds)) {
        const event = events[ticketShopId];
        if (event === undefined) continue;
        const found = await lookUp(event, orderCode.toUpperCase(), positionNumber, itemId);
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
      try {
        const seller = await call(positionUrl, positionSchema);
        const { position, addressed } = await ownOrder(call, api, seller, buyerEmail);
        const orderUrl = `${api}/orders/${encodeURIComponent(position.order)}/`;
        // While the order has the seller's address, the seller can have pretix mail its link:
        // the secret the ticket has now is noted, and replaced once the buyer's address is on it.
        let replace = secretBefore;
        if (!addressed || replace === null) {
          replace = secretHash(position.secret);
          await noteSecret(replace);
        }
        const locale = await eventLocale(call, api, buyerLocale);
        await call(orderUrl, anyAnswer, patch({ email: buyerEmail, ...(locale && { locale }) }));
        await call(positionUrl, anyAnswer, patch({ attendee_email: buyerEmail }));
        if (secretHash(position.secret) === replace) {
          await call(`${orderUrl}regenerate_secrets/`, anyAnswer, post());
        }
        await call(`${orderUrl}resend_link/`, anyAnswer, post());
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
