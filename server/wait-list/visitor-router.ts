import type { Hono } from "hono";
import { linkIdBodySchema } from "../../core/api/fields.ts";
import type { LinkOutcome } from "../../core/api/link-outcome.ts";
import { packageParamsSchema, waitListJoinBodySchema } from "../../core/api/wait-list.ts";
import type { WaitListEntryView, WaitListLinkAnswer } from "../../core/api/wait-list-link.ts";
import type { Locale } from "../../core/locale.ts";
import { fail, ok, type ErrorStatus } from "../http/answer.ts";
import { backToLinkPage } from "../http/link-action.ts";
import { apiRoute, withParams } from "../http/api-route.ts";
import { publicAreaRouter, type PublicAreaDeps } from "../http/rate-limit.ts";
import type { SiteEnv } from "../http/request-site.ts";
import { tooManyMails } from "../outbox/too-many-mails.ts";
import { waitListText } from "./wait-list.messages.ts";
import type { Result } from "../result.ts";
import type { JoinRefusal } from "./joining.ts";
import type { WaitListService } from "./service.ts";

const refusals = {
  "unknown-package": [404, "unknownPackage"],
  "not-sold-out": [409, "notSoldOut"],
  closed: [410, "closed"],
} as const satisfies Record<JoinRefusal, readonly [number, string]>;

const linkRefusals = {
  unknown: [404, "unknownEntry"],
  closed: [410, "closed"],
  left: [409, "leftEntry"],
  gone: [410, "rejoinGone"],
} as const satisfies Record<string, readonly [ErrorStatus, string]>;

/** What a link's call answers in words: the place now, or that the person left. */
function entryText(locale: Locale, step: string, entry: WaitListEntryView): string {
  switch (entry.kind) {
    case "in-line":
      return waitListText(locale, "place", { place: entry.place, title: entry.title[locale] });
    case "served":
      return waitListText(locale, "served", { title: entry.title[locale] });
    case "left":
      return waitListText(locale, "left");
    // Unconfirmed: left, and the address deleted at once; or the link's place is gone.
    default:
      return waitListText(locale, step === "leave" ? "deleted" : "unknownEntry");
  }
}

/**
 * POST /api/wait-list/join/{packageId}, /confirm, /leave, /rejoin. Each works as a plain form
 * post too (the page before or without scripts): it is answered with a redirect back to the page,
 * which then says what happened.
 */
export function waitListRouter(
  services: PublicAreaDeps & { waitList: WaitListService },
): Hono<SiteEnv> {
  const { waitList } = services;
  const router = publicAreaRouter(services, "wait-list");

  apiRoute(
    router,
    "POST",
    "/wait-list/join/:packageId",
    {
      summary: "Join a sold-out package's wait list (double opt-in)",
      params: packageParamsSchema,
      body: waitListJoinBodySchema,
      form: true,
    },
    withParams(async (c, { packageId }, input) => {
      const locale = c.get("locale");
      const fromForm = input.fromForm();
      const body = await input.body();
      const page = new URL("/ticket/wait-list", c.req.url);
      page.searchParams.set("package", packageId);
      const back = (outcome: string) => {
        page.searchParams.set("outcome", outcome);
        return c.redirect(`${page.pathname}${page.search}`, 303);
      };
      if (!body.ok) return fromForm ? back("invalid") : body.response;
      const joined = await waitList.join({
        hubId: c.get("hub"),
        packageId,
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
    }),
  );

  /**
   * The buttons of the pages behind the mails' links: each answers the place as it is now
   * (`entry`, which the page shows) with a message, or, for a plain form post, sends the visitor
   * back to the page they pressed it on.
   */
  const linkStep = (
    step: "confirm" | "leave" | "rejoin",
    summary: string,
    act: (id: string) => Promise<Result<"unknown" | "closed" | "left" | "gone", object>>,
  ) =>
    apiRoute(
      router,
      "POST",
      `/wait-list/${step}`,
      { summary, body: linkIdBodySchema, form: true },
      async (c, input) => {
        const body = await input.body();
        const page = `/ticket/wait-list/${step}`;
        const back = (outcome: LinkOutcome) =>
          backToLinkPage(c, page, body.ok ? body.data.id : undefined, outcome);
        if (!body.ok) return input.fromForm() ? back(400) : body.response;
        const locale = c.get("locale");
        const done = await act(body.data.id);
        if (!done.ok) {
          const [status, text] = linkRefusals[done.reason];
          return input.fromForm() ? back(status) : fail(c, status, waitListText(locale, text));
        }
        if (input.fromForm()) return back("done");
        const entry = await waitList.entry(body.data.id);
        return ok<WaitListLinkAnswer>(c, entryText(locale, step, entry), { entry });
      },
    );
  linkStep("confirm", "Confirm a place on a wait list; answers the place", waitList.confirm);
  linkStep(
    "leave",
    "Leave a wait list; a confirmed place may be taken back for a day",
    waitList.leave,
  );
  linkStep(
    "rejoin",
    "Go back to the place on a wait list within a day of leaving",
    waitList.rejoin,
  );

  return router;
}
