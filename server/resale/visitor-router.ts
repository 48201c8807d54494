import type { Context, Hono } from "hono";
import type { z } from "zod";
import { linkIdBodySchema } from "../../core/api/fields.ts";
import type { HubId } from "../../core/content/common.ts";
import type { ContentStore } from "../../core/content/store.ts";
import type { Locale } from "../../core/locale.ts";
import { resaleOfferBodySchema, resaleRequestBodySchema } from "../../core/api/resale.ts";
import { hubSaleAt } from "../../core/ticket-sale.ts";
import { fail, ok } from "../http/answer.ts";
import { apiRoute, type ApiInput } from "../http/api-route.ts";
import { linkAction } from "../http/link-action.ts";
import { tooManyMails } from "../outbox/too-many-mails.ts";
import type { WithinMailBudget } from "../outbox/requested-mail.ts";
import { publicAreaRouter, type PublicAreaDeps } from "../http/rate-limit.ts";
import type { SiteEnv } from "../http/request-site.ts";
import type { Clock } from "../clock.ts";
import type { Refused } from "../result.ts";
import type { ConfirmResult, ResaleService } from "./service.ts";
import { visitorText, type VisitorTextKey } from "../http/visitor.messages.ts";

/**
 * Resale offers and requests under /api/tickets/…: created here (with the confirmation mail),
 * confirmed by the link in that mail.
 */
export interface ResaleVisitorDeps extends PublicAreaDeps {
  clock: Clock;
  content: ContentStore;
  resale: ResaleService;
}

export function resaleRouter(services: ResaleVisitorDeps): Hono<SiteEnv> {
  const { resale } = services;
  const router = publicAreaRouter(services, "tickets");

  /** A new resale offer or request: stored with its confirmation mail, answered in the visitor's language. */
  const created =
    <T extends z.core.$ZodObject>(
      create: (
        entry: z.output<T> & { hubId: HubId; locale: Locale },
      ) => Promise<WithinMailBudget | Refused<"already-offered" | "unknown-package">>,
      done: VisitorTextKey,
    ) =>
    async (c: Context<SiteEnv>, input: ApiInput<T>) => {
      const locale = c.get("locale");
      // The forms show only while the city has a sale; the API holds to the same rule.
      if (!hubSaleAt(services.content[c.get("hub")], services.clock.now()).resaleOpen) {
        return fail(c, 409, visitorText(locale, "resaleClosed"));
      }
      const body = await input.body();
      if (!body.ok) return body.response;
      const created = await create(Object.assign({}, body.data, { hubId: c.get("hub"), locale }));
      if (created.ok) return ok(c, visitorText(locale, done));
      switch (created.reason) {
        case "already-offered":
          return fail(c, 409, visitorText(locale, "alreadyOffered"));
        case "unknown-package":
          return fail(c, 400, visitorText(locale, "unknownPackage"));
        default:
          return tooManyMails(c, created);
      }
    };
  apiRoute(
    router,
    "POST",
    "/tickets/offer/new",
    { summary: "Offer a ticket for resale", body: resaleOfferBodySchema },
    created<typeof resaleOfferBodySchema>((offer) => resale.createOffer(offer), "offerCreated"),
  );
  apiRoute(
    router,
    "POST",
    "/tickets/request/new",
    { summary: "Request resale tickets", body: resaleRequestBodySchema },
    created<typeof resaleRequestBodySchema>(
      (request) => resale.createRequest(request),
      "requestCreated",
    ),
  );

  /** The link in the confirmation mail. */
  const confirmation = (
    confirm: (id: string) => Promise<ConfirmResult>,
    unknown: VisitorTextKey,
    page: string,
  ) =>
    linkAction(
      confirm,
      "confirmed",
      { unknown: { status: 404, text: unknown }, expired: { status: 410, text: "linkExpired" } },
      page,
    );
  apiRoute(
    router,
    "POST",
    "/tickets/offer",
    { summary: "Confirm a resale offer by its mail link", body: linkIdBodySchema, form: true },
    confirmation(resale.confirmOffer, "unknownOffer", "/ticket/confirm-offer"),
  );
  apiRoute(
    router,
    "POST",
    "/tickets/request",
    { summary: "Confirm a resale request by its mail link", body: linkIdBodySchema, form: true },
    confirmation(resale.confirmRequest, "unknownRequest", "/ticket/confirm-request"),
  );

  return router;
}
