import { Hono } from "hono";
import { quotasAnswerSchema, type QuotasAnswer } from "../../core/api/admin.ts";
import {
  availabilityAnswerSchema,
  ticketShopParamsSchema,
  type AvailabilityAnswer,
} from "../../core/api/ticket-shop.ts";
import type { ContentStore } from "../../core/content/store.ts";
import { hubSaleAt } from "../../core/ticket-sale.ts";
import type { TeamEnv } from "../auth/require-team.ts";
import type { Clock } from "../clock.ts";
import { fail, listed, ok } from "../http/answer.ts";
import { apiRoute } from "../http/api-route.ts";
import { TicketShopUnavailableError, type TicketShop } from "./shop-port.ts";
import { ticketTeamText } from "./team.messages.ts";

export interface TicketTeamDeps {
  clock: Clock;
  content: ContentStore;
  ticketShop: TicketShop;
}

/** The team's ticket calls (behind the login check in front of the team API, server/app.ts). */
export function ticketTeamRouter({ clock, content, ticketShop }: TicketTeamDeps): Hono<TeamEnv> {
  const router = new Hono<TeamEnv>();

  // The quotas of the events this city's packages sell through.
  const quotas = {
    summary: "Ticket quotas from the shop",
    bearer: true,
    answer: quotasAnswerSchema,
  } as const;
  apiRoute(router, "GET", "/admin/quotas/availability", quotas, async (c) => {
    const { packages } = content[c.get("hub")].packages;
    try {
      const ticketShopIds = packages.map((pkg) => pkg.ticketShopId);
      return listed<QuotasAnswer>(c, await ticketShop.quotas(ticketShopIds));
    } catch (error) {
      if (error instanceof TicketShopUnavailableError)
        return fail(c, 502, ticketTeamText(c.get("locale"), "shopUnavailable"));
      throw error;
    }
  });

  // Team purchases: ignores the sale start, the sold-out notice and quotas through a pretix
  // voucher for the team; a party that is over is over for the team too.
  const teamShop = {
    summary: "Team shop URL without limits",
    bearer: true,
    answer: availabilityAnswerSchema,
    params: ticketShopParamsSchema,
  } as const;
  apiRoute(
    router,
    "GET",
    "/admin/tickets/availability/:ticketShopId",
    teamShop,
    async (c, input) => {
      const locale = c.get("locale");
      const params = input.params();
      if (!params.ok) return fail(c, 404, ticketTeamText(locale, "unknownShop"));
      const { ticketShopId } = params.data;
      if (hubSaleAt(content[c.get("hub")], clock.now()).state === "over") {
        return fail(c, 410, ticketTeamText(locale, "eventOver"));
      }
      try {
        const availability = await ticketShop.availability(ticketShopId);
        if (availability.status === "unknown-shop")
          return fail(c, 404, ticketTeamText(locale, "unknownShop"));
        const ticketUrl = await ticketShop.teamVoucherUrl(ticketShopId);
        if (!ticketUrl) return fail(c, 404, ticketTeamText(locale, "unknownShop"));
        // In the shape of the order page's availability answer.
        return ok<AvailabilityAnswer>(c, ticketTeamText(locale, "teamVoucher"), {
          ticketUrl,
          ticketSaleStart: availability.saleStart?.toISOString() ?? null,
        });
      } catch (error) {
        if (error instanceof TicketShopUnavailableError)
          return fail(c, 502, ticketTeamText(locale, "shopUnavailable"));
        throw error;
      }
    },
  );
  return router;
}
