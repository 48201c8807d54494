import { Hono, type Context } from "hono";
import { z } from "zod";
import { linkIdBodySchema } from "../../core/api/fields.ts";
import type { HubId } from "../../core/content/common.ts";
import type { Locale } from "../../core/locale.ts";
import { resaleOfferBodySchema, resaleRequestBodySchema } from "../../core/api/resale.ts";
import { ticketShopIdSchema, type AvailabilityAnswer } from "../../core/api/ticket-shop.ts";
import { followsSaleStart, registrationWindow } from "../../core/ticket-sale.ts";
import { fail, ok } from "../http/answer.ts";
import { clientAddress } from "../http/client-address.ts";
import { publicPostLimit } from "../http/rate-limit.ts";
import { describeIssues, readJson } from "../http/read-json.ts";
import type { SiteEnv } from "../http/request-site.ts";
import type { ConfirmResult } from "../resale/service.ts";
import type { AppServices } from "../services.ts";
import {
  TicketShopUnavailableError,
  type ProductQuery,
  type ShopAvailability,
  type TicketShop,
} from "../ticket-shop/port.ts";
import { visitorText, type VisitorTextKey } from "./visitor-messages.ts";

/**
 * Ticket calls: the shop redirect's availability (each call a ticket click), and resale offers
 * and requests (created here, confirmed by the link in the mail).
 */
const ticketShopParamSchema = z.object({ ticketShopId: ticketShopIdSchema });

export function ticketsRouter(services: AppServices): Hono<SiteEnv> {
  const { config, clock, content, resale, ticketShop, statistics } = services;
  const router = new Hono<SiteEnv>();
  router.use(
    "/tickets/*",
    publicPostLimit(services.rateLimits, { area: "tickets", limit: config.RATE_LIMIT_POSTS }),
  );

  /** A new resale offer or request: stored with its confirmation mail, answered in the visitor's language. */
  const created =
    <T extends z.core.$ZodObject>(
      schema: T,
      create: (entry: z.output<T> & { hubId: HubId; locale: Locale }) => Promise<unknown>,
      done: VisitorTextKey,
    ) =>
    async (c: Context<SiteEnv>) => {
      const body = await readJson(c, schema);
      if (!body.ok) return body.response;
      const locale = c.get("locale");
      await create(Object.assign({}, body.data, { hubId: c.get("hub"), locale }));
      return ok(c, visitorText(locale, done));
    };
  router.post(
    "/tickets/offer/new",
    created(resaleOfferBodySchema, (offer) => resale.createOffer(offer), "offerCreated"),
  );
  router.post(
    "/tickets/request/new",
    created(resaleRequestBodySchema, (request) => resale.createRequest(request), "requestCreated"),
  );

  const confirmAnswer = (c: Context<SiteEnv>, result: ConfirmResult, unknown: VisitorTextKey) => {
    const locale = c.get("locale");
    if (result === "unknown") return fail(c, 404, visitorText(locale, unknown));
    if (result === "expired") return fail(c, 410, visitorText(locale, "linkExpired"));
    return ok(c, visitorText(locale, "confirmed"));
  };

  router.post("/tickets/offer", async (c) => {
    const body = await readJson(c, linkIdBodySchema);
    if (!body.ok) return body.response;
    return confirmAnswer(c, await resale.confirmOffer(body.data.id), "unknownOffer");
  });

  router.post("/tickets/request", async (c) => {
    const body = await readJson(c, linkIdBodySchema);
    if (!body.ok) return body.response;
    return confirmAnswer(c, await resale.confirmRequest(body.data.id), "unknownRequest");
  });

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
    const { hub, packages } = content[c.get("hub")];
    const pkg =
      packageId === undefined
        ? undefined
        : packages.packages.find((p) => p.id === packageId && p.ticketShopId === ticketShopId);
    if (packageId !== undefined && !pkg) return answer(404, visitorText(locale, "unknownPackage"));
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
    statistics.ticketClick(clientAddress(c, config.TRUST_PROXY), ticketShopId, now);
    const window = pkg && registrationWindow(pkg, hub.timeZone);
    if (window && now.getTime() < window.opens.getTime()) {
      return notYet(window.opens);
    }
    if (window && now.getTime() >= window.closes.getTime()) {
      return answer(410, visitorText(locale, "registrationOver"), {
        ticketSaleStart: window.opens.toISOString(),
      });
    }
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
      case "not-yet":
        return notYet(availability.saleStart);
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
  product: ProductQuery | undefined,
): Promise<ShopAvailability | { status: "unreachable" }> {
  try {
    return await ticketShop.availability(ticketShopId, product);
  } catch (error) {
    if (!(error instanceof TicketShopUnavailableError)) throw error;
    return { status: "unreachable" };
  }
}
