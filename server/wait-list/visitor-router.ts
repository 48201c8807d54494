import type { Hono } from "hono";
import { linkIdBodySchema } from "../../core/api/fields.ts";
import { packageIdSchema, waitListJoinBodySchema } from "../../core/api/wait-list.ts";
import type { ContentStore } from "../../core/content/store.ts";
import { fail, ok } from "../http/answer.ts";
import { apiRoute } from "../http/api-route.ts";
import { publicAreaRouter, type PublicAreaDeps } from "../http/rate-limit.ts";
import { isFormPost, readJson, validate } from "../http/read-json.ts";
import type { SiteEnv } from "../http/request-site.ts";
import { tooManyMails } from "../http/too-many-mails.ts";
import { waitListText } from "./messages.ts";
import type { JoinRefusal, WaitListService } from "./service.ts";

const refusals = {
  "unknown-package": [404, "unknownPackage"],
  "not-sold-out": [409, "notSoldOut"],
  closed: [410, "closed"],
} as const satisfies Record<JoinRefusal, readonly [number, string]>;

/**
 * POST /api/wait-list/join/{packageId}, /confirm, /leave. Joining works as a plain form post too
 * (the page before or without scripts): it is answered with a redirect back to the page, which
 * then says what happened.
 */
export function waitListRouter(
  services: PublicAreaDeps & { waitList: WaitListService; content: ContentStore },
): Hono<SiteEnv> {
  const { waitList, content } = services;
  const router = publicAreaRouter(services, "wait-list");

  apiRoute(
    router,
    "POST",
    "/wait-list/join/:packageId",
    {
      summary: "Join a sold-out package's wait list (double opt-in)",
      body: waitListJoinBodySchema,
    },
    async (c) => {
      const locale = c.get("locale");
      const packageId = validate(c, packageIdSchema, c.req.param("packageId"));
      if (!packageId.ok) return packageId.response;
      const fromForm = isFormPost(c);
      const body = fromForm
        ? validate(c, waitListJoinBodySchema, {
            email: String((await c.req.parseBody()).email ?? ""),
          })
        : await readJson(c, waitListJoinBodySchema);
      const page = new URL("/ticket/wait-list", c.req.url);
      page.searchParams.set("package", packageId.data);
      const back = (outcome: string) => {
        page.searchParams.set("outcome", outcome);
        return c.redirect(`${page.pathname}${page.search}`, 303);
      };
      if (!body.ok) return fromForm ? back("invalid") : body.response;
      const joined = await waitList.join({
        hubId: c.get("hub"),
        packageId: packageId.data,
        email: body.data.email,
        locale,
      });
      if (!joined.ok) {
        if (fromForm) return back(joined.reason);
        if (joined.reason === "too-many-mails") return tooManyMails(c, joined);
        const [status, text] = refusals[joined.reason];
        return fail(c, status, waitListText(locale, text));
      }
      // The same answer for new, pending and listed addresses: it reveals nothing.
      return fromForm ? back("joined") : ok(c, waitListText(locale, "joined"));
    },
  );

  apiRoute(
    router,
    "POST",
    "/wait-list/confirm",
    { summary: "Confirm a place on a wait list; answers the place", body: linkIdBodySchema },
    async (c, input) => {
      const body = await input.body();
      if (!body.ok) return body.response;
      const locale = c.get("locale");
      const confirmed = await waitList.confirm(body.data.id);
      if (!confirmed.ok)
        return confirmed.reason === "closed"
          ? fail(c, 410, waitListText(locale, "closed"))
          : fail(c, 404, waitListText(locale, "unknownEntry"));
      const title =
        content[c.get("hub")].packages.packages.find((pkg) => pkg.id === confirmed.packageId)
          ?.title[locale] ?? confirmed.packageId;
      return ok(
        c,
        confirmed.place === null
          ? waitListText(locale, "served", { title })
          : waitListText(locale, "place", { place: confirmed.place, title }),
      );
    },
  );

  apiRoute(
    router,
    "POST",
    "/wait-list/leave",
    { summary: "Leave a wait list; the address is deleted", body: linkIdBodySchema },
    async (c, input) => {
      const body = await input.body();
      if (!body.ok) return body.response;
      const locale = c.get("locale");
      const left = await waitList.leave(body.data.id);
      return left.ok
        ? ok(c, waitListText(locale, "left"))
        : fail(c, 404, waitListText(locale, "unknownEntry"));
    },
  );

  return router;
}
