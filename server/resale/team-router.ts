import { Hono, type Context } from "hono";
import type { z } from "zod";
import { randomIdParamsSchema } from "../../core/api/fields.ts";
import type { HubId } from "../../core/content/common.ts";
import {
  offersAnswerSchema,
  offerStepBodySchema,
  requestsAnswerSchema,
  requestStepBodySchema,
  type OffersAnswer,
  type RequestsAnswer,
} from "../../core/api/admin.ts";
import type { TeamEnv } from "../auth/require-team.ts";
import { fail, listed, ok } from "../http/answer.ts";
import { apiRoute, type ApiInput } from "../http/api-route.ts";
import { refusedFor } from "../result.ts";
import type { StepResult } from "./team-desk.ts";
import { resaleTeamText } from "./team.messages.ts";
import { pairRoutes, type ResaleTeamDeps } from "./team-pair-routes.ts";

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

/** The team's resale desk: the city's offers, requests and pairs, and the steps on them. */
export function resaleTeamRouter({
  clock,
  resaleAdmin: desk,
  resaleMatching: matching,
}: ResaleTeamDeps): Hono<TeamEnv> {
  const router = new Hono<TeamEnv>();
  apiRoute(
    router,
    "GET",
    "/admin/tickets/offer",
    { summary: "Confirmed resale offers", bearer: true, answer: offersAnswerSchema },
    async (c) => listed<OffersAnswer>(c, await desk.offers(c.get("hub"))),
  );
  apiRoute(
    router,
    "GET",
    "/admin/tickets/request",
    { summary: "Confirmed resale requests", bearer: true, answer: requestsAnswerSchema },
    async (c) => listed<RequestsAnswer>(c, await desk.requests(c.get("hub"))),
  );

  /** POST admin/tickets/offer/:id and …/request/:id: one step, set to true in the body. */
  const stepRoute =
    <S extends string>(
      kind: "offer" | "request",
      advance: (hubId: HubId, id: string, step: S) => Promise<StepResult>,
    ) =>
    async (
      c: Context<TeamEnv>,
      input: ApiInput<
        z.ZodType<Partial<Record<S, true>>>,
        z.ZodObject<Record<never, never>>,
        typeof randomIdParamsSchema
      >,
    ) => {
      const params = input.params();
      let result: StepResult = refusedFor("not-found");
      if (params.ok) {
        const body = await input.body();
        if (!body.ok) return body.response;
        const step = Object.keys(body.data)[0] as S;
        result = await advance(c.get("hub"), params.data.id, step);
      }
      const texts = stepTexts[kind];
      const locale = c.get("locale");
      if (result.ok) return ok(c, resaleTeamText(locale, texts.done));
      switch (result.reason) {
        case "not-found":
          return fail(c, 404, resaleTeamText(locale, texts.unknown));
        case "invalid-iban":
          return fail(c, 409, resaleTeamText(locale, "invalidIban"));
        case "out-of-order":
          return fail(c, 409, resaleTeamText(locale, texts.order));
        case "awaiting-payment":
          return fail(c, 409, resaleTeamText(locale, texts.unpaid));
        // Told before any money moves: the approval (and its pairing) did not happen.
        case "ticket-unknown":
          return fail(c, 409, resaleTeamText(locale, `ticket-${result.lookup}`));
        case "shop-unavailable":
          return fail(c, 503, resaleTeamText(locale, "shopUnavailable"));
        case "no-payment":
          return fail(c, 409, resaleTeamText(locale, "paymentMissing"));
      }
    };
  apiRoute(
    router,
    "POST",
    "/admin/tickets/offer/:id",
    {
      summary: "Next step of an offer",
      bearer: true,
      params: randomIdParamsSchema,
      body: offerStepBodySchema,
    },
    stepRoute("offer", desk.advanceOffer),
  );
  apiRoute(
    router,
    "POST",
    "/admin/tickets/request/:id",
    {
      summary: "Next step of a request",
      bearer: true,
      params: randomIdParamsSchema,
      body: requestStepBodySchema,
    },
    stepRoute("request", desk.advanceRequest),
  );

  pairRoutes(router, { clock, resaleAdmin: desk, resaleMatching: matching });
  return router;
}
