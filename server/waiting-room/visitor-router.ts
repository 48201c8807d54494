import { Hono, type Context } from "hono";
import type { z } from "zod";
import { getCookie, setCookie } from "hono/cookie";
import { ticketShopIdOf, ticketShopParamsSchema } from "../../core/api/ticket-shop.ts";
import {
  gateBodySchema,
  gateConfirmBodySchema,
  roomQuerySchema,
} from "../../core/api/waiting-room-input.ts";
import { waitingRoomAnswerSchema, type WaitingRoomAnswer } from "../../core/api/waiting-room.ts";
import type { Clock } from "../clock.ts";
import type { Config } from "../config.ts";
import { fail, failure, ok } from "../http/answer.ts";
import { apiRoute, type ApiInput } from "../http/api-route.ts";
import { clientAddress } from "../http/client-address.ts";
import { laneRoute, type Lane, type LaneCall } from "../http/fast-lane.ts";
import { publicPostLimit, type PublicAreaDeps } from "../http/rate-limit.ts";
import { isJsonPost } from "../http/read-json.ts";
import { edgeText } from "../http/edge.messages.ts";
import type { SiteEnv } from "../http/request-site.ts";
import { waitingRoomText } from "./waiting-room.messages.ts";
import { placeCookieName } from "./place-cookie.ts";
import type { JoinRefusal, PlaceCookie, RoomRequest } from "./room-context.ts";
import type { WaitingRoom } from "./service.ts";

export interface WaitingRoomVisitorDeps {
  config: Pick<Config, "TRUST_PROXY" | "PUBLIC_URL" | "RATE_LIMIT_POSTS">;
  clock: Clock;
  rateLimits: PublicAreaDeps["rateLimits"];
  waitingRoom: Pick<WaitingRoom, "view" | "join" | "requestGate" | "confirmGate">;
}

const refusalStatus = {
  off: [404, "off"],
  "not-open": [425, "notOpen"],
  "sold-out": [410, "soldOut"],
  "network-full": [429, "networkFull"],
  "email-gate": [403, "emailGate"],
} as const satisfies Record<JoinRefusal, readonly [number, string]>;

/** A gate step's outcome: the place's cookie (and the room the link named), or why not. */
type GateStep =
  | { ok: true; cookie: PlaceCookie; ticketShopId?: number; packageId?: string | null }
  | { ok: false; reason: string };

/** The room's request of a call: the city, the shop (the path's id), the package, the cookie. */
function roomRequest(
  c: Context<SiteEnv>,
  input: Pick<
    ApiInput<z.ZodNever, typeof roomQuerySchema, typeof ticketShopParamsSchema>,
    "params" | "query"
  >,
): RoomRequest | null {
  const params = input.params();
  const query = input.query();
  if (!params.ok || !query.ok) return null;
  return {
    hubId: c.get("hub"),
    ticketShopId: params.data.ticketShopId,
    packageId: query.data.package ?? null,
    cookie: getCookie(c, placeCookieName),
  };
}

/** Back to the room's page (a plain form post's answer), with why not, if it was refused. */
function backToPage(
  c: Context<SiteEnv>,
  { ticketShopId, packageId }: Pick<RoomRequest, "ticketShopId" | "packageId">,
  refused?: string,
) {
  const page = new URLSearchParams();
  if (packageId !== null) page.set("package", packageId);
  if (refused) page.set("refused", refused);
  const query = page.size > 0 ? `?${page}` : "";
  return c.redirect(`/ticket/order/${ticketShopId}${query}`, 303);
}

/**
 * The visitor's calls: their place (polled by the page; answered from the per-second snapshot)
 * and joining. Joining works as a plain form post too (the page without scripts): it then
 * answers with a redirect back to the page, which shows the place.
 */
export function waitingRoomRouter({
  config,
  clock,
  rateLimits,
  waitingRoom,
}: WaitingRoomVisitorDeps): Hono<SiteEnv> {
  const router = new Hono<SiteEnv>();
  const secure = config.PUBLIC_URL?.startsWith("https:") ?? false;
  // Its posts count per client like every public form's: the e-mail gate sends mails, and each
  // join takes one of the network's places (WAITING_ROOM_NETWORK_CAP).
  for (const step of ["join", "gate"])
    router.use(
      `/waiting-room/${step}/*`,
      publicPostLimit(rateLimits, { area: `waiting-room-${step}`, limit: config.RATE_LIMIT_POSTS }),
    );

  const placeCookie = (c: Context<SiteEnv>, cookie: PlaceCookie) =>
    setCookie(c, placeCookieName, cookie.value, {
      path: "/",
      httpOnly: true,
      secure,
      sameSite: "Lax",
      // Max-Age, not Expires: the browser counts it on its own clock, whatever the app's says.
      maxAge: Math.max(1, Math.floor((cookie.expiresAt.getTime() - clock.now().getTime()) / 1000)),
    });

  laneRoute(router, placeLane({ waitingRoom }), config.TRUST_PROXY);

  apiRoute(
    router,
    "POST",
    "/waiting-room/join/:ticketShopId",
    {
      summary:
        "Join the waiting room (Content-Type: application/json, no fields): sets the place cookie; a plain form post is sent back to the page",
      params: ticketShopParamsSchema,
      query: roomQuerySchema,
      form: true,
      answer: waitingRoomAnswerSchema,
    },
    async (c, input) => {
      c.header("Cache-Control", "no-store");
      const locale = c.get("locale");
      const fromForm = input.fromForm();
      // A script joins with JSON: no other website's script can send that (nor text/plain) to
      // take places of the visitor's network.
      if (!fromForm && !isJsonPost(c)) return fail(c, 415, edgeText(locale, "jsonOnly"));
      const request = roomRequest(c, input);
      if (!request) return fail(c, 404, waitingRoomText(locale, "unknownShop"));
      const joined = await waitingRoom.join({
        ...request,
        clientAddress: clientAddress(c, config.TRUST_PROXY),
      });
      if (!joined.ok) {
        if (fromForm) return backToPage(c, request, joined.reason);
        const [status, text] = refusalStatus[joined.reason];
        return fail(c, status, waitingRoomText(locale, text));
      }
      placeCookie(c, joined.cookie);
      if (fromForm) return backToPage(c, request);
      const view = await waitingRoom.view({ ...request, cookie: joined.cookie.value });
      return ok<WaitingRoomAnswer>(c, waitingRoomText(locale, "joined"), { view });
    },
  );

  /**
   * A plain form of the e-mail gate (no script needed): the room's request and the form's
   * fields go to `step`; its place cookie is set, and the visitor goes back to the room's page
   * (with why not, if it was refused; a form that does not pass its schema as `invalid`).
   */
  const gateStep = <Body extends z.core.$ZodType>(
    path: string,
    summary: string,
    body: Body,
    invalid: string,
    step: (request: RoomRequest, fields: z.output<Body>, c: Context<SiteEnv>) => Promise<GateStep>,
  ) =>
    apiRoute(
      router,
      "POST",
      path,
      {
        summary,
        params: ticketShopParamsSchema,
        query: roomQuerySchema,
        body,
        form: "only",
        redirect: true,
      },
      async (c, input) => {
        c.header("Cache-Control", "no-store");
        const request = roomRequest(c, input);
        if (!request) return fail(c, 404, waitingRoomText(c.get("locale"), "unknownShop"));
        const fields = await input.body();
        if (!fields.ok) return backToPage(c, request, invalid);
        const done = await step(request, fields.data, c);
        if (!done.ok) return backToPage(c, request, done.reason);
        placeCookie(c, done.cookie);
        return backToPage(c, { ...request, ...done });
      },
    );

  gateStep(
    "/waiting-room/gate/:ticketShopId",
    "The email gate: a form post with `email` mails a confirm link and sets the place cookie; back to the page",
    gateBodySchema,
    "email",
    (request, { email }, c) =>
      waitingRoom.requestGate({
        ...request,
        clientAddress: clientAddress(c, config.TRUST_PROXY),
        email,
        locale: c.get("locale"),
      }),
  );

  gateStep(
    "/waiting-room/confirm/:ticketShopId",
    "Confirms the email gate's address (a form post with the link's `confirm` id): the place joins the queue; back to the page",
    gateConfirmBodySchema,
    "unknown",
    // The link names its room: the visitor goes back to that one.
    (request, { confirm }) => waitingRoom.confirmGate(request.hubId, confirm),
  );

  return router;
}

/** The room's request: the city, the shop (the path's id), the package and the place cookie. */
function roomRequestOf(call: Pick<LaneCall, "hub" | "param" | "query" | "cookie">) {
  const ticketShopId = ticketShopIdOf(call.param);
  if (ticketShopId === undefined) return null;
  return {
    hubId: call.hub,
    ticketShopId,
    packageId: call.query("package") ?? null,
    cookie: call.cookie(placeCookieName),
  } satisfies RoomRequest;
}

/**
 * The visitor's place, polled by the page every few seconds while the room is open: most of the
 * sale start's requests. Answered from the per-second snapshot, in the fast lane too
 * (docs/decisions/0058-…).
 */
export function placeLane({ waitingRoom }: Pick<WaitingRoomVisitorDeps, "waitingRoom">): Lane {
  return {
    path: "/waiting-room/place/",
    paramName: "ticketShopId",
    summary: "The visitor's place in the sale start's waiting room (from the place cookie)",
    answerSchema: waitingRoomAnswerSchema,
    answer: async (call) => {
      const headers = { "Cache-Control": "no-store" };
      const request = roomRequestOf(call);
      if (!request) return failure(404, waitingRoomText(call.locale, "unknownShop"), {}, headers);
      const body: WaitingRoomAnswer = {
        code: 200,
        msg: waitingRoomText(call.locale, "place"),
        view: await waitingRoom.view(request),
      };
      return { status: 200, body, headers };
    },
  };
}
