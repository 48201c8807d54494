import { Hono } from "hono";
import { z } from "zod";
import { ticketShopIdSchema, type AvailabilityAnswer } from "../../core/api/ticket-shop.ts";
import { clientAddress } from "../http/client-address.ts";
import { describeIssues } from "../http/read-json.ts";
import type { SiteEnv } from "../http/request-site.ts";
import type { AppServices } from "../services.ts";
import {
  TicketShopUnavailableError,
  type ShopAvailability,
  type TicketShop,
} from "../ticket-shop/port.ts";
import { visitorText } from "./visitor-messages.ts";

const ticketShopParamSchema = z.object({ ticketShopId: ticketShopIdSchema });

/**
 * GET /api/tickets/availability/:ticketShopId: whether the ticket shop sells now, and where. The
 * ticket page's shop button asks it, so every call on a known shop counts as a ticket click.
 */
export function ticketAvailabilityRouter(services: AppServices): Hono<SiteEnv> {
  const { config, clock, ticketShop, statistics } = services;
  const router = new Hono<SiteEnv>();

  router.get("/tickets/availability/:ticketShopId", async (c) => {
    c.header("Cache-Control", "no-store");
    const locale = c.get("locale");
    // Every status answers in the same shape, so the order page reads one schema.
    const answer = (
      status: 200 | 400 | 404 | 410 | 425 | 503,
      msg: string,
      fields: Partial<AvailabilityAnswer> = {},
    ) =>
      c.json(
        {
          code: status,
          msg,
          ticketUrl: null,
          ticketSaleStart: null,
          ...fields,
        } satisfies AvailabilityAnswer,
        status,
      );
    const rawId = c.req.param("ticketShopId");
    const param = ticketShopParamSchema.safeParse({ ticketShopId: rawId });
    if (!param.success) {
      return answer(400, describeIssues(locale, param.error, { ticketShopId: rawId }));
    }
    const { ticketShopId } = param.data;
    const availability = await shopAvailability(ticketShop, ticketShopId);
    if (availability.status === "unknown-shop") {
      return answer(404, visitorText(locale, "unknownShop"));
    }
    // A click on a known shop counts, reachable or not: a timestamp and the shop id, at most one
    // per client, ticket and 10 seconds.
    statistics.ticketClick(
      clientAddress(c, config.TRUST_PROXY),
      c.get("hub"),
      ticketShopId,
      clock.now(),
    );
    if (availability.status === "unreachable") {
      c.header("Retry-After", "10");
      return answer(503, visitorText(locale, "shopUnavailable"));
    }
    const ticketSaleStart = availability.saleStart?.toISOString() ?? null;
    switch (availability.status) {
      case "on-sale":
        return answer(200, visitorText(locale, "onSale"), {
          ticketUrl: availability.ticketUrl,
          ticketSaleStart,
        });
      case "not-yet": {
        if (availability.saleStart) {
          const seconds = Math.ceil(
            (availability.saleStart.getTime() - clock.now().getTime()) / 1000,
          );
          c.header("Retry-After", String(Math.max(1, seconds)));
        }
        return answer(425, visitorText(locale, "notYet"), { ticketSaleStart });
      }
      case "sold-out":
        return answer(410, visitorText(locale, "soldOut"), { ticketSaleStart });
      case "sale-over":
        return answer(410, visitorText(locale, "saleOver"), { ticketSaleStart });
    }
  });

  return router;
}

/** The shop's availability, with an unreachable shop as one more outcome instead of an error. */
async function shopAvailability(
  ticketShop: TicketShop,
  ticketShopId: number,
): Promise<ShopAvailability | { status: "unreachable" }> {
  try {
    return await ticketShop.availability(ticketShopId);
  } catch (error) {
    if (!(error instanceof TicketShopUnavailableError)) throw error;
    return { status: "unreachable" };
  }
}
