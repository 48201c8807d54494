import { Hono, type Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { emailSchema, linkIdSchema } from "../../core/api/fields.ts";
import { ticketShopIdSchema } from "../../core/api/ticket-shop.ts";
import { waitingRoomAnswerSchema, type WaitingRoomAnswer } from "../../core/api/waiting-room.ts";
import type { Clock } from "../clock.ts";
import type { Config } from "../config.ts";
import { fail, failure, ok } from "../http/answer.ts";
import { apiRoute } from "../http/api-route.ts";
import { clientAddress } from "../http/client-address.ts";
import { laneRoute, type Lane, type LaneCall } from "../http/fast-lane.ts";
import { publicPostLimit, type PublicAreaDeps } from "../http/rate-limit.ts";
import { isFormPost, isJsonPost } from "../http/read-json.ts";
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

  /** Back to the room's page (a plain form post's answer), with why not, if it was refused. */
  const backToPage = (
    c: Context<SiteEnv>,
    ticketShopId: number,
    packageId: string | null,
    refused?: string,
  ) => {
    const page = new URLSearchParams();
    if (packageId !== null) page.set("package", packageId);
    if (refused) page.set("refused", refused);
    const query = page.size > 0 ? `?${page}` : "";
    return c.redirect(`/ticket/order/${ticketShopId}${query}`, 303);
  };

  const roomRequest = (c: Context<SiteEnv>): RoomRequest | null =>
    roomRequestOf({
      hub: c.get("hub"),
      param: c.req.param("ticketShopId") ?? "",
      query: (name) => c.req.query(name),
      cookie: (name) => getCookie(c, name),
    });

  laneRoute(router, placeLane({ waitingRoom }), config.TRUST_PROXY);

  apiRoute(
    router,
    "POST",
    "/waiting-room/join/:ticketShopId",
    {
      summary:
        "Join the waiting room (Content-Type: application/json, no fields): sets the place cookie; a plain form post is sent back to the page",
      answer: waitingRoomAnswerSchema,
    },
    async (c) => {
      c.header("Cache-Control", "no-store");
      const locale = c.get("locale");
      const fromForm = isFormPost(c);
      // A script joins with JSON: no other website's script can send that (nor text/plain) to
      // take places of the visitor's network.
      if (!fromForm && !isJsonPost(c)) return fail(c, 415, edgeText(locale, "jsonOnly"));
      const request = roomRequest(c);
      if (!request) return fail(c, 404, waitingRoomText(locale, "unknownShop"));
      const joined = await waitingRoom.join({
        ...request,
        clientAddress: clientAddress(c, config.TRUST_PROXY),
      });
      if (!joined.ok) {
        if (fromForm) return backToPage(c, request.ticketShopId, request.packageId, joined.reason);
        const [status, text] = refusalStatus[joined.reason];
        return fail(c, status, waitingRoomText(locale, text));
      }
      placeCookie(c, joined.cookie);
      if (fromForm) return backToPage(c, request.ticketShopId, request.packageId);
      const view = await waitingRoom.view({ ...request, cookie: joined.cookie.value });
      return ok<WaitingRoomAnswer>(c, waitingRoomText(locale, "joined"), { view });
    },
  );

  apiRoute(
    router,
    "POST",
    "/waiting-room/gate/:ticketShopId",
    {
      summary:
        "The email gate: a form post with `email` mails a confirm link and sets the place cookie; back to the page",
      redirect: true,
    },
    async (c) => {
      c.header("Cache-Control", "no-store");
      const request = roomRequest(c);
      if (!request) return fail(c, 404, waitingRoomText(c.get("locale"), "unknownShop"));
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const email = emailSchema.safeParse(form.email);
      if (!email.success) return backToPage(c, request.ticketShopId, request.packageId, "email");
      const requested = await waitingRoom.requestGate({
        ...request,
        clientAddress: clientAddress(c, config.TRUST_PROXY),
        email: email.data,
        locale: c.get("locale"),
      });
      if (!requested.ok)
        return backToPage(c, request.ticketShopId, request.packageId, requested.reason);
      placeCookie(c, requested.cookie);
      return backToPage(c, request.ticketShopId, request.packageId);
    },
  );

  apiRoute(
    router,
    "POST",
    "/waiting-room/confirm/:ticketShopId",
    {
      summary:
        "Confirms the email gate's address (a form post with the link's `confirm` id): the place joins the queue; back to the page",
      redirect: true,
    },
    async (c) => {
      c.header("Cache-Control", "no-store");
      const request = roomRequest(c);
      if (!request) return fail(c, 404, waitingRoomText(c.get("locale"), "unknownShop"));
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const linkId = linkIdSchema.safeParse(form.confirm);
      const confirmed = linkId.success
        ? await waitingRoom.confirmGate(request.hubId, linkId.data)
        : ({ ok: false, reason: "unknown" } as const);
      if (!confirmed.ok)
        return backToPage(c, request.ticketShopId, request.packageId, confirmed.reason);
      placeCookie(c, confirmed.cookie);
      return backToPage(c, confirmed.ticketShopId, confirmed.packageId);
    },
  );

  return router;
}

/** The room's request: the city, the shop (the path's id), the package and the place cookie. */
function roomRequestOf(call: Pick<LaneCall, "hub" | "param" | "query" | "cookie">) {
  const id = ticketShopIdSchema.safeParse(call.param);
  if (!id.success) return null;
  return {
    hubId: call.hub,
    ticketShopId: id.data,
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
