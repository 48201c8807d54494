import { Hono, type Context } from "hono";
import type { z } from "zod";
import type { HubId } from "../../core/content/common.ts";
import {
  offerStepBodySchema,
  requestStepBodySchema,
  resaleSettingsSchema,
  sinceFilterSchema,
  type DayCountsAnswer,
  type MatchesAnswer,
  type NewsletterPostsAnswer,
  type OffersAnswer,
  type QuotasAnswer,
  type RequestsAnswer,
  type SubscriptionsAnswer,
  type TimestampsAnswer,
  type UndeliveredMailsAnswer,
} from "../../core/api/admin.ts";
import { hubSaleAt } from "../../core/ticket-sale.ts";
import { dayCountsSince, latestTimestampsSince } from "../admin/statistics.ts";
import { adminText } from "../admin/messages.ts";
import type { StepResult } from "../admin/resale.ts";
import { refusedFor } from "../result.ts";
import { newsletterPosts } from "../admin/newsletter-posts.ts";
import { confirmedSubscribers } from "../admin/subscribers.ts";
import { retryMail, undeliveredMails } from "../admin/undelivered-mails.ts";
import type { TeamEnv } from "../auth/require-team.ts";
import { fail, ok } from "../http/answer.ts";
import { readJson } from "../http/read-json.ts";
import { TicketShopUnavailableError } from "../ticket-shop/port.ts";
import type { StatisticsTable } from "../db/schema.ts";
import type { AppServices } from "../services.ts";

const idPattern = /^[0-9a-f]{32}$/;

const stepTexts = {
  offer: {
    done: "offerUpdated",
    unknown: "offerUnknown",
    order: "offerOrder",
    unpaid: "offerAwaitingPayment",
  },
  request: {
    done: "requestUpdated",
    unknown: "requestUnknown",
    order: "requestOrder",
    unpaid: "requestAwaitingPayment",
  },
} as const;

/**
 * The team area's calls (spec section 7, admin/…). Every one needs a live team session, checked
 * in front of the team API before any body is read (server/app.ts: 401 otherwise); lists and
 * changes are per city site, chosen by host name.
 */
export function adminRouter(services: AppServices): Hono<TeamEnv> {
  const { db, content } = services;
  const resale = services.resaleAdmin;
  const router = new Hono<TeamEnv>();

  /** `{ code: 200, msg, results }`: how every team list answers; `A` names the answer's type. */
  const list = <A extends { results: unknown[] }>(c: Context<TeamEnv>, results: A["results"]) =>
    ok(c, adminText(c.get("locale"), "list"), { results });

  router.get("/admin/newsletter/subscriptions", async (c) =>
    list<SubscriptionsAnswer>(c, await confirmedSubscribers(db, c.get("hub"))),
  );
  router.get("/admin/newsletter/posts", async (c) =>
    list<NewsletterPostsAnswer>(
      c,
      await newsletterPosts(db, content, c.get("hub"), services.clock.now()),
    ),
  );

  /**
   * The city's latest timestamps since the filter's instant (body `{ createdAt }`), their total
   * and all cities' total.
   */
  const timestampsAnswer = (table: StatisticsTable) => async (c: Context<TeamEnv>) => {
    const body = await readJson(c, sinceFilterSchema);
    if (!body.ok) return body.response;
    const counts = await latestTimestampsSince(db, table, body.data.createdAt, c.get("hub"));
    return c.json({
      code: 200,
      msg: adminText(c.get("locale"), "list"),
      ...counts,
    } satisfies TimestampsAnswer);
  };
  const ticketClickTimestamps = timestampsAnswer("ticket_clicks");
  const pageLoadTimestamps = timestampsAnswer("page_loads");
  // The spec's table puts two things on one path: POST lists ticket clicks (body `{ createdAt }`),
  // GET (below) the resale requests.
  router.post("/admin/tickets/request", ticketClickTimestamps);
  router.post("/admin/counter/reload", pageLoadTimestamps);

  /** The charts: the city's entries per day in its time zone since the filter's instant. */
  const daysAnswer = (table: StatisticsTable) => async (c: Context<TeamEnv>) => {
    const body = await readJson(c, sinceFilterSchema);
    if (!body.ok) return body.response;
    const { timeZone } = content[c.get("hub")].hub;
    const hub = c.get("hub");
    const { days, ...totals } = await dayCountsSince(db, table, body.data.createdAt, hub, timeZone);
    return c.json({
      code: 200,
      msg: adminText(c.get("locale"), "list"),
      ...totals,
      results: days,
    } satisfies DayCountsAnswer);
  };
  router.post("/admin/tickets/clicks/days", daysAnswer("ticket_clicks"));
  router.post("/admin/counter/reload/days", daysAnswer("page_loads"));

  const resaleOfferList = async (c: Context<TeamEnv>) =>
    list<OffersAnswer>(c, await resale.offers(c.get("hub")));
  const resaleRequestList = async (c: Context<TeamEnv>) =>
    list<RequestsAnswer>(c, await resale.requests(c.get("hub")));
  router.get("/admin/tickets/offer", resaleOfferList);
  router.get("/admin/tickets/request", resaleRequestList);

  /** POST admin/tickets/offer/:id and …/request/:id: one step, set to true in the body. */
  const stepRoute =
    <S extends string>(
      kind: "offer" | "request",
      schema: z.ZodType<Partial<Record<S, true>>>,
      advance: (hubId: HubId, id: string, step: S) => Promise<StepResult>,
    ) =>
    async (c: Context<TeamEnv>) => {
      const id = (c.req.param("id") ?? "").toLowerCase();
      let result: StepResult = refusedFor("not-found");
      if (idPattern.test(id)) {
        const body = await readJson(c, schema);
        if (!body.ok) return body.response;
        const step = Object.keys(body.data)[0] as S;
        result = await advance(c.get("hub"), id, step);
      }
      const texts = stepTexts[kind];
      const locale = c.get("locale");
      if (result.ok) return ok(c, adminText(locale, texts.done));
      switch (result.reason) {
        case "not-found":
          return fail(c, 404, adminText(locale, texts.unknown));
        case "invalid-iban":
          return fail(c, 409, adminText(locale, "invalidIban"));
        case "out-of-order":
          return fail(c, 409, adminText(locale, texts.order));
        case "awaiting-payment":
          return fail(c, 409, adminText(locale, texts.unpaid));
      }
    };
  router.post(
    "/admin/tickets/offer/:id",
    stepRoute("offer", offerStepBodySchema, resale.advanceOffer),
  );
  router.post(
    "/admin/tickets/request/:id",
    stepRoute("request", requestStepBodySchema, resale.advanceRequest),
  );

  // Resale matching: the city's pairs (unpaid ones past their deadline move on first), the
  // payment window, the team's two actions on a pair and matching an offer again.
  router.get("/admin/tickets/matches", async (c) => {
    const hub = c.get("hub");
    await services.resaleMatching.expireUnpaidMatches(services.clock.now());
    return c.json({
      code: 200,
      msg: adminText(c.get("locale"), "list"),
      results: await services.resaleMatching.matches(hub),
      settings: await services.resaleMatching.settings(hub),
    } satisfies MatchesAnswer);
  });
  router.post("/admin/tickets/settings", async (c) => {
    const body = await readJson(c, resaleSettingsSchema);
    if (!body.ok) return body.response;
    await services.resaleMatching.saveSettings(c.get("hub"), body.data);
    return ok(c, adminText(c.get("locale"), "settingsSaved"));
  });
  const matchRoute =
    (change: "markPaid" | "undo", done: "matchPaid" | "matchUndone") =>
    async (c: Context<TeamEnv>) => {
      const locale = c.get("locale");
      const id = c.req.param("id") ?? "";
      const result = idPattern.test(id)
        ? await services.resaleMatching[change](c.get("hub"), id, services.clock.now())
        : refusedFor("not-found");
      if (result.ok) return ok(c, adminText(locale, done));
      return result.reason === "closed"
        ? fail(c, 409, adminText(locale, "matchClosed"))
        : fail(c, 404, adminText(locale, "matchUnknown"));
    };
  router.post("/admin/tickets/matches/:id/paid", matchRoute("markPaid", "matchPaid"));
  router.post("/admin/tickets/matches/:id/undo", matchRoute("undo", "matchUndone"));
  // An offer waiting for the team (its pair undone) goes to the next request in line.
  router.post("/admin/tickets/offer/:id/match", async (c) => {
    const locale = c.get("locale");
    const id = (c.req.param("id") ?? "").toLowerCase();
    const result = idPattern.test(id)
      ? await services.resaleMatching.rematch(c.get("hub"), id, services.clock.now())
      : refusedFor("not-found");
    if (result.ok) return ok(c, adminText(locale, "offerRematched"));
    switch (result.reason) {
      case "not-found":
        return fail(c, 404, adminText(locale, "offerUnknown"));
      case "closed":
        return fail(c, 409, adminText(locale, "offerNotWaiting"));
      case "no-request":
        return fail(c, 409, adminText(locale, "noRequestWaiting"));
    }
  });

  // The outbox serves every city; its problems are the whole team's.
  router.get("/admin/mail/undelivered", async (c) =>
    list<UndeliveredMailsAnswer>(c, await undeliveredMails(db)),
  );
  router.post("/admin/mail/undelivered/:id/retry", async (c) => {
    const locale = c.get("locale");
    const raw = c.req.param("id");
    const found = /^\d{1,12}$/.test(raw) && (await retryMail(db, Number(raw)));
    if (!found) return fail(c, 404, adminText(locale, "mailUnknown"));
    services.mail?.nudge();
    return ok(c, adminText(locale, "mailRetry"));
  });

  // The quotas of the events this city's packages sell through.
  router.get("/admin/quotas/availability", async (c) => {
    const { packages } = content[c.get("hub")].packages;
    try {
      const ticketShopIds = packages.map((pkg) => pkg.ticketShopId);
      return list<QuotasAnswer>(c, await services.ticketShop.quotas(ticketShopIds));
    } catch (error) {
      if (error instanceof TicketShopUnavailableError)
        return fail(c, 502, adminText(c.get("locale"), "shopUnavailable"));
      throw error;
    }
  });

  // Team purchases: ignores the sale start, the sold-out notice and quotas through a pretix
  // voucher for the team; a party that is over is over for the team too.
  router.get("/admin/tickets/availability/:ticketShopId", async (c) => {
    const locale = c.get("locale");
    const raw = c.req.param("ticketShopId");
    if (!/^\d{1,6}$/.test(raw)) return fail(c, 404, adminText(locale, "unknownShop"));
    const ticketShopId = Number(raw);
    if (hubSaleAt(content[c.get("hub")], services.clock.now()).state === "over") {
      return fail(c, 410, adminText(locale, "eventOver"));
    }
    try {
      const availability = await services.ticketShop.availability(ticketShopId);
      if (availability.status === "unknown-shop")
        return fail(c, 404, adminText(locale, "unknownShop"));
      const ticketUrl = await services.ticketShop.teamVoucherUrl(ticketShopId);
      if (!ticketUrl) return fail(c, 404, adminText(locale, "unknownShop"));
      return c.json({
        code: 200,
        msg: adminText(locale, "teamVoucher"),
        ticketUrl,
        ticketSaleStart: availability.saleStart?.toISOString() ?? null,
      });
    } catch (error) {
      if (error instanceof TicketShopUnavailableError)
        return fail(c, 502, adminText(locale, "shopUnavailable"));
      throw error;
    }
  });

  return router;
}
