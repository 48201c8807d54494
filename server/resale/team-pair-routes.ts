import type { Context, Hono } from "hono";
import type { z } from "zod";
import { randomIdParamsSchema } from "../../core/api/fields.ts";
import {
  matchesAnswerSchema,
  resaleSettingsSchema,
  type MatchesAnswer,
} from "../../core/api/admin.ts";
import type { TeamEnv } from "../auth/require-team.ts";
import { fail, listed, ok } from "../http/answer.ts";
import { apiRoute, withBody, type ApiInput } from "../http/api-route.ts";
import { refusedFor } from "../result.ts";
import type { Clock } from "../clock.ts";
import type { ResaleMatching } from "./matching.ts";
import type { ResaleAdmin } from "./team-desk.ts";
import { resaleTeamText } from "./team.messages.ts";

/** What the team's resale desk needs. */
export interface ResaleTeamDeps {
  clock: Clock;
  resaleAdmin: ResaleAdmin;
  resaleMatching: ResaleMatching;
}

/** The input of a route on one pair or entry, named by its random id. */
type IdInput = ApiInput<z.ZodNever, z.ZodObject<Record<never, never>>, typeof randomIdParamsSchema>;

/**
 * The resale desk's pairs: the city's pairs (unpaid ones past their deadline move on first), the
 * payment settings, the team's two actions on a pair, matching an offer again and starting a
 * failed re-issue again.
 */
export function pairRoutes(
  router: Hono<TeamEnv>,
  { clock, resaleAdmin: desk, resaleMatching: matching }: ResaleTeamDeps,
): void {
  apiRoute(
    router,
    "GET",
    "/admin/tickets/matches",
    {
      summary: "The city's resale matches (expired ones moved on first) and its payment window",
      bearer: true,
      answer: matchesAnswerSchema,
    },
    async (c) => {
      const hub = c.get("hub");
      await matching.expireUnpaidMatches(clock.now());
      return listed<MatchesAnswer>(c, await matching.matches(hub), {
        settings: await matching.settings(hub),
        mailPreview: await matching.mailPreview(hub, c.get("locale"), clock.now()),
      });
    },
  );
  apiRoute(
    router,
    "POST",
    "/admin/tickets/settings",
    {
      summary: "The city's resale payment window and payment instructions",
      bearer: true,
      body: resaleSettingsSchema,
    },
    withBody(async (c, body) => {
      await matching.saveSettings(c.get("hub"), body);
      return ok(c, resaleTeamText(c.get("locale"), "settingsSaved"));
    }),
  );
  const matchRoute =
    (change: "markPaid" | "undo", done: "matchPaid" | "matchUndone") =>
    async (c: Context<TeamEnv>, input: IdInput) => {
      const locale = c.get("locale");
      const params = input.params();
      const result = params.ok
        ? await matching[change](c.get("hub"), params.data.id, clock.now())
        : refusedFor("not-found");
      if (result.ok) return ok(c, resaleTeamText(locale, done));
      return result.reason === "closed"
        ? fail(c, 409, resaleTeamText(locale, "matchClosed"))
        : fail(c, 404, resaleTeamText(locale, "matchUnknown"));
    };
  apiRoute(
    router,
    "POST",
    "/admin/tickets/matches/:id/paid",
    { summary: "The requester of a match paid", bearer: true, params: randomIdParamsSchema },
    matchRoute("markPaid", "matchPaid"),
  );
  apiRoute(
    router,
    "POST",
    "/admin/tickets/matches/:id/undo",
    {
      summary: "Undo a match: the request goes back to the front of the line",
      bearer: true,
      params: randomIdParamsSchema,
    },
    matchRoute("undo", "matchUndone"),
  );
  // An offer waiting for the team (its pair undone) goes to the next request in line.
  const rematch = {
    summary:
      "Match a waiting offer (its match undone) with the next request in line, not the undone one",
    bearer: true,
    params: randomIdParamsSchema,
  } as const;
  apiRoute(router, "POST", "/admin/tickets/offer/:id/match", rematch, async (c, input) => {
    const locale = c.get("locale");
    const params = input.params();
    const result = params.ok
      ? await matching.rematch(c.get("hub"), params.data.id, clock.now())
      : refusedFor("not-found");
    if (result.ok) return ok(c, resaleTeamText(locale, "offerRematched"));
    switch (result.reason) {
      case "not-found":
        return fail(c, 404, resaleTeamText(locale, "offerUnknown"));
      case "closed":
        return fail(c, 409, resaleTeamText(locale, "offerNotWaiting"));
      case "no-request":
        return fail(c, 409, resaleTeamText(locale, "noRequestWaiting"));
      case "no-payment":
        return fail(c, 409, resaleTeamText(locale, "paymentMissing"));
    }
  });
  // A re-issue the shop refused (or gave up on), started again once the team fixed the cause.
  apiRoute(
    router,
    "POST",
    "/admin/tickets/offer/:id/reissue",
    {
      summary: "Start a failed re-issue of a handed-over ticket again",
      bearer: true,
      params: randomIdParamsSchema,
    },
    async (c, input) => {
      const locale = c.get("locale");
      const params = input.params();
      const retried =
        params.ok && (await desk.retryReissue(c.get("hub"), params.data.id, c.get("session").name));
      return retried
        ? ok(c, resaleTeamText(locale, "reissueRetried"))
        : fail(c, 409, resaleTeamText(locale, "reissueNotFailed"));
    },
  );
}
