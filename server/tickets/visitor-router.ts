import { Hono } from "hono";
import { z } from "zod";
import {
  availabilityAnswerSchema,
  ticketShopIdSchema,
  type AvailabilityAnswer,
} from "../../core/api/ticket-shop.ts";
import {
  followsSaleStart,
  hubSaleAt,
  packageOffer,
  registrationWindow,
} from "../../core/ticket-sale.ts";
import { fail, ok } from "../http/answer.ts";
import { apiRoute } from "../http/api-route.ts";
import { clientAddress } from "../http/client-address.ts";
import { describeIssues } from "../http/read-json.ts";
import type { SiteEnv } from "../http/request-site.ts";
import type { ContentStore } from "../../core/content/store.ts";
import type { Clock } from "../clock.ts";
import type { Config } from "../config.ts";
import type { StatisticsCounters } from "../statistics/counters.ts";
import {
  TicketShopUnavailableError,
  type ProductQuery,
  type ShopAvailability,
  type TicketShop,
} from "./shop-port.ts";
import { visitorText } from "../http/visitor-messages.ts";

const ticketShopParamSchema = z.object({ ticketShopId: ticketShopIdSchema });

/** A call without a package (old links) is held to the rules of a plain package. */
const plainPackage = {
  soldOut: false,
  disabled: false,
  ignoreTicketSaleStart: false,
} as const;

/**
 * GET /api/tickets/availability/:ticketShopId: whether the ticket shop sells now, and where. The
 * ticket page's shop button asks it, so every call on a known shop counts as a ticket click. It
 * refuses whatever the ticket page does not offer (packageOffer, on the same state), before the
 * shop's own answer.
 */
export interface TicketAvailabilityDeps {
  config: Config;
  clock: Clock;
  content: ContentStore;
  ticketShop: TicketShop;
  statistics: StatisticsCounters;
}

export function ticketAvailabilityRouter({
  config,
  clock,
  content,
  ticketShop,
  statistics,
}: TicketAvailabilityDeps): Hono<SiteEnv> {
  const router = new Hono<SiteEnv>();

  const summary =
    "Shop URL when on sale (counts a ticket click); ?package=<id> applies that package's start rules and opens the shop at its product";
  apiRoute(
    router,
    "GET",
    "/tickets/availability/:ticketShopId",
    { summary, answer: availabilityAnswerSchema },
    async (c) => {
      c.header("Cache-Control", "no-store");
      const locale = c.get("locale");
      // Every status answers in the same shape, so the order page reads one schema.
      const answer = (
        status: 400 | 404 | 409 | 410 | 425 | 503,
        msg: string,
        fields: Partial<Omit<AvailabilityAnswer, "code" | "msg">> = {},
      ) => {
        const shape: Omit<AvailabilityAnswer, "code" | "msg"> = {
          ticketUrl: null,
          ticketSaleStart: null,
          ...fields,
        };
        return fail(c, status, msg, shape);
      };
      /** 425 before the start; Retry-After says when. */
      const notYet = (start: Date | null) => {
        if (start) {
          const seconds = Math.ceil((start.getTime() - clock.now().getTime()) / 1000);
          c.header("Retry-After", String(Math.max(1, seconds)));
        }
        return answer(425, visitorText(locale, "notYet"), {
          ticketSaleStart: start?.toISOString() ?? null,
        });
      };
      const rawId = c.req.param("ticketShopId");
      const param = ticketShopParamSchema.safeParse({ ticketShopId: rawId });
      if (!param.success) {
        return answer(400, describeIssues(locale, param.error, { ticketShopId: rawId }));
      }
      const { ticketShopId } = param.data;
      // ?package=<id> names the package clicked: its own start rules apply, and the shop opens at
      // its product. Without it (old links) the shop's own rules and front page.
      const packageId = c.req.query("package");
      const hubContent = content[c.get("hub")];
      const { hub, packages } = hubContent;
      const pkg =
        packageId === undefined
          ? undefined
          : packages.packages.find((p) => p.id === packageId && p.ticketShopId === ticketShopId);
      if (packageId !== undefined && !pkg)
        return answer(404, visitorText(locale, "unknownPackage"));
      const availability = await shopAvailability(
        ticketShop,
        ticketShopId,
        pkg && { itemId: pkg.ticketShopItemId, ignoreSaleStart: !followsSaleStart(pkg) },
      );
      if (availability.status === "unknown-shop") {
        return answer(404, visitorText(locale, "unknownShop"));
      }
      // A click on a known shop counts, reachable or not: a timestamp and the shop id, at most one
      // per client, ticket and 10 seconds.
      const now = clock.now();
      statistics.ticketClick(clientAddress(c, config.TRUST_PROXY), c.get("hub"), ticketShopId, now);
      const sale = hubSaleAt(hubContent, now);
      const saleStart = sale.saleStart?.toISOString() ?? null;
      const window = pkg ? registrationWindow(pkg, hub.timeZone) : null;
      switch (packageOffer(pkg ?? plainPackage, sale.state, now, hub.timeZone)) {
        case "over":
          return answer(410, visitorText(locale, "eventOver"));
        case "sold-out":
          return answer(410, visitorText(locale, "soldOut"), { ticketSaleStart: saleStart });
        case "disabled":
          return answer(409, visitorText(locale, "packageUnavailable"));
        case "available-soon":
          return notYet(window?.opens ?? sale.saleStart);
        case "closed":
          return answer(410, visitorText(locale, "registrationOver"), {
            ticketSaleStart: window?.opens.toISOString() ?? null,
          });
        case "buy":
          break;
      }
      if (availability.status === "unreachable") {
        c.header("Retry-After", "10");
        return answer(503, visitorText(locale, "shopUnavailable"));
      }
      const ticketSaleStart = availability.saleStart?.toISOString() ?? null;
      switch (availability.status) {
        case "on-sale":
          return ok<AvailabilityAnswer>(c, visitorText(locale, "onSale"), {
            ticketUrl: availability.ticketUrl,
            ticketSaleStart,
          });
        case "not-yet":
          return notYet(availability.saleStart);
        case "sold-out":
          return answer(410, visitorText(locale, "soldOut"), { ticketSaleStart });
        case "sale-over":
          return answer(410, visitorText(locale, "saleOver"), { ticketSaleStart });
      }
    },
  );

  return router;
}

/** The shop's availability, with an unreachable shop as one more outcome instead of an error. */
async function shopAvailability(
  ticketShop: TicketShop,
  ticketShopId: number,
  product: ProductQuery | undefined,
): Promise<ShopAvailability | { status: "unreachable" }> {
  try {
    return await ticketShop.availability(ticketShopId, product);
  } catch (error) {
    if (!(error instanceof TicketShopUnavailableError)) throw error;
    return { status: "unreachable" };
  }
}
