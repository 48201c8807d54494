import { Hono, type Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { ticketShopIdSchema } from "../../core/api/ticket-shop.ts";
import { waitingRoomAnswerSchema, type WaitingRoomAnswer } from "../../core/api/waiting-room.ts";
import type { Clock } from "../clock.ts";
import type { Config } from "../config.ts";
import { fail, ok } from "../http/answer.ts";
import { apiRoute } from "../http/api-route.ts";
import { clientAddress } from "../http/client-address.ts";
import type { SiteEnv } from "../http/request-site.ts";
import { waitingRoomText } from "./messages.ts";
import { placeCookieName } from "./place-cookie.ts";
import type { JoinRefusal, RoomRequest, WaitingRoom } from "./service.ts";

export interface WaitingRoomVisitorDeps {
  config: Pick<Config, "TRUST_PROXY" | "PUBLIC_URL">;
  clock: Clock;
  waitingRoom: Pick<WaitingRoom, "view" | "join">;
}

const refusalStatus = {
  off: [404, "off"],
  "not-open": [425, "notOpen"],
  "sold-out": [410, "soldOut"],
  "network-full": [429, "networkFull"],
} as const satisfies Record<JoinRefusal, readonly [number, string]>;

/**
 * The visitor's calls: their place (polled by the page; answered from the per-second snapshot)
 * and joining. Joining works as a plain form post too (the page without scripts): it then
 * answers with a redirect back to the page, which shows the place.
 */
export function waitingRoomRouter({
  config,
  clock,
  waitingRoom,
}: WaitingRoomVisitorDeps): Hono<SiteEnv> {
  const router = new Hono<SiteEnv>();
  const secure = config.PUBLIC_URL?.startsWith("https:") ?? false;

  const roomRequest = (c: Context<SiteEnv>): RoomRequest | null => {
    const id = ticketShopIdSchema.safeParse(c.req.param("ticketShopId"));
    if (!id.success) return null;
    return {
      hubId: c.get("hub"),
      ticketShopId: id.data,
      packageId: c.req.query("package") ?? null,
      cookie: getCookie(c, placeCookieName),
    };
  };

  apiRoute(
    router,
    "GET",
    "/waiting-room/place/:ticketShopId",
    {
      summary: "The visitor's place in the sale start's waiting room (from the place cookie)",
      answer: waitingRoomAnswerSchema,
    },
    async (c) => {
      c.header("Cache-Control", "no-store");
      const request = roomRequest(c);
      if (!request) return fail(c, 404, waitingRoomText(c.get("locale"), "unknownShop"));
      const view = await waitingRoom.view(request);
      return ok<WaitingRoomAnswer>(c, waitingRoomText(c.get("locale"), "place"), { view });
    },
  );

  apiRoute(
    router,
    "POST",
    "/waiting-room/join/:ticketShopId",
    {
      summary:
        "Join the waiting room: sets the place cookie; a plain form post is sent back to the page",
      answer: waitingRoomAnswerSchema,
    },
    async (c) => {
      c.header("Cache-Control", "no-store");
      const locale = c.get("locale");
      const request = roomRequest(c);
      if (!request) return fail(c, 404, waitingRoomText(locale, "unknownShop"));
      const fromForm = (c.req.header("content-type") ?? "").startsWith(
        "application/x-www-form-urlencoded",
      );
      const now = clock.now();
      const joined = await waitingRoom.join({
        ...request,
        clientAddress: clientAddress(c, config.TRUST_PROXY),
      });
      const page = new URL(c.req.url);
      page.pathname = `/ticket/order/${request.ticketShopId}`;
      page.search = "";
      if (request.packageId !== null) page.searchParams.set("package", request.packageId);
      if (!joined.ok) {
        if (fromForm) {
          page.searchParams.set("refused", joined.reason);
          return c.redirect(`${page.pathname}${page.search}`, 303);
        }
        const [status, text] = refusalStatus[joined.reason];
        return fail(c, status, waitingRoomText(locale, text));
      }
      setCookie(c, placeCookieName, joined.cookie.value, {
        path: "/",
        httpOnly: true,
        secure,
        sameSite: "Lax",
        // Max-Age, not Expires: the browser counts it on its own clock, whatever the app's says.
        maxAge: Math.max(1, Math.floor((joined.cookie.expiresAt.getTime() - now.getTime()) / 1000)),
      });
      if (fromForm) return c.redirect(`${page.pathname}${page.search}`, 303);
      const view = await waitingRoom.view({ ...request, cookie: joined.cookie.value });
      return ok<WaitingRoomAnswer>(c, waitingRoomText(locale, "joined"), { view });
    },
  );

  return router;
}
