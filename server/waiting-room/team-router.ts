import { Hono } from "hono";
import {
  supportIdParamsSchema,
  waitingRoomAdmissionSchema,
  waitingRoomPlaceAnswerSchema,
  waitingRoomSettingsSchema,
  waitingRoomTeamAnswerSchema,
  type WaitingRoomPlaceAnswer,
  type WaitingRoomTeamAnswer,
} from "../../core/api/waiting-room-team.ts";
import type { TeamEnv } from "../auth/require-team.ts";
import { fail, ok } from "../http/answer.ts";
import { apiRoute, withBody } from "../http/api-route.ts";
import type { WaitingRoomDesk } from "./team-desk.ts";
import { waitingRoomTeamText } from "./team.messages.ts";

/**
 * The team's waiting room of the city's sale start (behind the login check in front of the team
 * API, server/app.ts): the screen's data, its settings, pause and resume, the support lookup.
 */
export function waitingRoomTeamRouter({
  waitingRoomDesk: desk,
}: {
  waitingRoomDesk: WaitingRoomDesk;
}): Hono<TeamEnv> {
  const router = new Hono<TeamEnv>();

  apiRoute(
    router,
    "GET",
    "/admin/waiting-room",
    {
      summary: "The city's sale-start waiting room: settings, live figures, draw, recent changes",
      bearer: true,
      answer: waitingRoomTeamAnswerSchema,
    },
    async (c) =>
      ok<WaitingRoomTeamAnswer>(c, waitingRoomTeamText(c.get("locale"), "room"), {
        room: await desk.overview(c.get("hub")),
      }),
  );

  apiRoute(
    router,
    "POST",
    "/admin/waiting-room/settings",
    {
      summary: "Change the waiting room's settings (written to its audit log)",
      bearer: true,
      body: waitingRoomSettingsSchema,
    },
    withBody(async (c, body) => {
      const locale = c.get("locale");
      if (!(await desk.change(c.get("hub"), c.get("session"), body)))
        return fail(c, 404, waitingRoomTeamText(locale, "noSale"));
      return ok(c, waitingRoomTeamText(locale, "saved"));
    }),
  );

  apiRoute(
    router,
    "POST",
    "/admin/waiting-room/admission",
    {
      summary: "Pause or resume admission (written to the audit log)",
      bearer: true,
      body: waitingRoomAdmissionSchema,
    },
    withBody(async (c, { paused }) => {
      const locale = c.get("locale");
      if (!(await desk.change(c.get("hub"), c.get("session"), { paused })))
        return fail(c, 404, waitingRoomTeamText(locale, "noSale"));
      return ok(c, waitingRoomTeamText(locale, paused ? "paused" : "resumed"));
    }),
  );

  apiRoute(
    router,
    "GET",
    "/admin/waiting-room/place/:supportId",
    {
      summary: "A place by the number its visitor reads out (no personal data)",
      bearer: true,
      params: supportIdParamsSchema,
      answer: waitingRoomPlaceAnswerSchema,
    },
    async (c, input) => {
      const locale = c.get("locale");
      const params = input.params();
      // A number that cannot be one is no place either (404, as an unknown one).
      const place = params.ok ? await desk.lookUp(c.get("hub"), params.data.supportId) : null;
      if (!place) return fail(c, 404, waitingRoomTeamText(locale, "unknownPlace"));
      return ok<WaitingRoomPlaceAnswer>(c, waitingRoomTeamText(locale, "place"), { place });
    },
  );

  return router;
}
