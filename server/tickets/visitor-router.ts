import { Hono } from "hono";
import {
  availabilityAnswerSchema,
  ticketShopIdOf,
  ticketShopParamsSchema,
  type AvailabilityAnswer,
} from "../../core/api/ticket-shop.ts";
import type { HubId } from "../../core/content/common.ts";
import type { TicketPackage } from "../../core/content/packages.ts";
import type { Locale } from "../../core/locale.ts";
import {
  followsSaleStart,
  packageOffer,
  registrationWindow,
  saleFacts,
  saleNow,
} from "../../core/ticket-sale.ts";
import { failure, type JsonAnswer } from "../http/answer.ts";
import { laneRoute, type Lane, type LaneCall } from "../http/fast-lane.ts";
import { describeIssues } from "../http/read-json.ts";
import type { SiteEnv } from "../http/request-site.ts";
import { sellingHub, type ContentStore } from "../../core/content/store.ts";
import type { Clock } from "../clock.ts";
import type { Config } from "../config.ts";
import type { StatisticsCounters } from "../statistics/counters.ts";
import {
  TicketShopUnavailableError,
  type ProductQuery,
  type ShopAvailability,
  type TicketShop,
} from "./shop-port.ts";
import { visitorText } from "../http/visitor.messages.ts";

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
 * shop's own answer. The answer depends on the shop and the package, never on the host: the
 * city that sells through the shop decides (its sale start, its weekend), and counts the click.
 */
export interface TicketAvailabilityDeps {
  config: Config;
  clock: Clock;
  content: ContentStore;
  ticketShop: TicketShop;
  statistics: StatisticsCounters;
}

export function ticketAvailabilityRouter(deps: TicketAvailabilityDeps): Hono<SiteEnv> {
  const router = new Hono<SiteEnv>();
  laneRoute(router, availabilityLane(deps), deps.config.TRUST_PROXY);
  return router;
}

/**
 * The call's logic, for its API route and for the fast lane in front of the app (the sale
 * start's busiest call; docs/decisions/0058-…).
 */
export function availabilityLane(deps: TicketAvailabilityDeps): Lane {
  return {
    path: "/tickets/availability/",
    paramName: "ticketShopId",
    summary:
      "Shop URL when on sale (counts a ticket click); ?package=<id> applies that package's start rules and opens the shop at its product",
    answerSchema: availabilityAnswerSchema,
    answer: (call) => availability(deps, call),
  };
}

type RefusalStatus = 400 | 404 | 409 | 410 | 425 | 503;

/** Every status answers in the same shape, so the order page reads one schema. */
function refusal(
  status: RefusalStatus,
  msg: string,
  headers: Record<string, string>,
  ticketSaleStart: string | null = null,
): JsonAnswer {
  const shape: Omit<AvailabilityAnswer, "code" | "msg"> = { ticketUrl: null, ticketSaleStart };
  return failure(status, msg, shape, headers);
}

/** 425 before the start; Retry-After says when. */
function notYet(
  locale: Locale,
  start: Date | null,
  now: Date,
  headers: Record<string, string>,
): JsonAnswer {
  if (start) {
    const seconds = Math.ceil((start.getTime() - now.getTime()) / 1000);
    headers["Retry-After"] = String(Math.max(1, seconds));
  }
  return refusal(425, visitorText(locale, "notYet"), headers, start?.toISOString() ?? null);
}

/** What the call has worked out before the shop's answer (availability). */
interface Asked {
  deps: TicketAvailabilityDeps;
  call: LaneCall;
  headers: Record<string, string>;
  hubId: HubId;
  ticketShopId: number;
  pkg: TicketPackage | undefined;
}

// The helpers above are module functions, not closures made per call: at the sale start this
// runs for every click, and what it allocates the process collects (docs/decisions/0058-…). With
// the shop's answer kept and fresh, the call is answered without a promise.
function availability(
  deps: TicketAvailabilityDeps,
  call: LaneCall,
): JsonAnswer | Promise<JsonAnswer> {
  const { content, ticketShop } = deps;
  const { locale } = call;
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  const rawId = call.param;
  const ticketShopId = ticketShopIdOf(rawId);
  if (ticketShopId === undefined) {
    const param = ticketShopParamsSchema.safeParse({ ticketShopId: rawId });
    return refusal(400, describeIssues(locale, param.error!, { ticketShopId: rawId }), headers);
  }
  // The rules of the city that sells through this shop, whichever city's host is asked.
  const hubId = sellingHub(content, ticketShopId);
  if (hubId === undefined) return refusal(404, visitorText(locale, "unknownShop"), headers);
  // ?package=<id> names the package clicked: its own start rules apply, and the shop opens at
  // its product. Without it (old links) the shop's own rules and front page.
  const packageId = call.query("package");
  const pkg =
    packageId === undefined
      ? undefined
      : content[hubId].packages.packages.find(
          (p) => p.id === packageId && p.ticketShopId === ticketShopId,
        );
  if (packageId !== undefined && !pkg)
    return refusal(404, visitorText(locale, "unknownPackage"), headers);
  const shop = shopAvailability(
    ticketShop,
    ticketShopId,
    pkg && { itemId: pkg.ticketShopItemId, ignoreSaleStart: !followsSaleStart(pkg) },
  );
  const asked: Asked = { deps, call, headers, hubId, ticketShopId, pkg };
  return shop instanceof Promise
    ? shop.then((answer) => availabilityAnswer(asked, answer))
    : availabilityAnswer(asked, shop);
}

/** The call's answer once the shop's is known. */
function availabilityAnswer(
  { deps, call, headers, hubId, ticketShopId, pkg }: Asked,
  shop: ShopAvailability | Unreachable,
): JsonAnswer {
  const { locale } = call;
  if (shop.status === "unknown-shop") {
    return refusal(404, visitorText(locale, "unknownShop"), headers);
  }
  // A click on a known shop counts, reachable or not: a timestamp and the shop id, at most one
  // per client, ticket and 10 seconds.
  const now = deps.clock.now();
  deps.statistics.ticketClick(call.client(), hubId, ticketShopId, now);
  const hubContent = deps.content[hubId];
  const { hub } = hubContent;
  const sale = saleNow(saleFacts(hubContent), now);
  const window = pkg ? registrationWindow(pkg, hub.timeZone) : null;
  switch (packageOffer(pkg ?? plainPackage, sale.state, now, hub.timeZone)) {
    case "over":
      return refusal(410, visitorText(locale, "eventOver"), headers);
    case "sold-out":
      return refusal(
        410,
        visitorText(locale, "soldOut"),
        headers,
        sale.saleStart?.toISOString() ?? null,
      );
    case "disabled":
      return refusal(409, visitorText(locale, "packageUnavailable"), headers);
    case "available-soon":
      return notYet(locale, window?.opens ?? sale.saleStart, now, headers);
    case "closed":
      return refusal(
        410,
        visitorText(locale, "registrationOver"),
        headers,
        window?.opens.toISOString() ?? null,
      );
    case "buy":
      break;
  }
  if (shop.status === "unreachable") {
    headers["Retry-After"] = "10";
    return refusal(503, visitorText(locale, "shopUnavailable"), headers);
  }
  const ticketSaleStart = shop.saleStart?.toISOString() ?? null;
  switch (shop.status) {
    case "on-sale": {
      const body: AvailabilityAnswer = {
        code: 200,
        msg: visitorText(locale, "onSale"),
        ticketUrl: shop.ticketUrl,
        ticketSaleStart,
      };
      return { status: 200, body, headers };
    }
    case "not-yet":
      return notYet(locale, shop.saleStart, now, headers);
    case "sold-out":
      return refusal(410, visitorText(locale, "soldOut"), headers, ticketSaleStart);
    // Not to be had now, whatever the sale start (the order page then names none).
    case "reserved":
      // Held by vouchers or in carts: tickets come back when those lapse.
      headers["Retry-After"] = "60";
      return refusal(409, visitorText(locale, "ticketsReserved"), headers);
    case "unavailable":
      return refusal(409, visitorText(locale, "packageUnavailable"), headers);
    case "voucher-only":
      return refusal(409, visitorText(locale, "voucherOnly"), headers);
    case "sale-over":
      return refusal(410, visitorText(locale, "saleOver"), headers, ticketSaleStart);
  }
}

/** The shop's availability, with an unreachable shop as one more outcome instead of an error. */
function shopAvailability(
  ticketShop: TicketShop,
  ticketShopId: number,
  product: ProductQuery | undefined,
): ShopAvailability | Unreachable | Promise<ShopAvailability | Unreachable> {
  let answer: ShopAvailability | Promise<ShopAvailability>;
  try {
    answer = ticketShop.availability(ticketShopId, product);
  } catch (error) {
    return unreachable(error);
  }
  return answer instanceof Promise ? answer.catch(unreachable) : answer;
}

type Unreachable = { status: "unreachable" };

function unreachable(error: unknown): Unreachable {
  if (!(error instanceof TicketShopUnavailableError)) throw error;
  return { status: "unreachable" };
}
