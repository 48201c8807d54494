import { Hono, type Context } from "hono";
import {
  packageParamsSchema,
  waitListEntriesAnswerSchema,
  waitListReleaseBodySchema,
  waitListsAnswerSchema,
  waitListSettingsBodySchema,
  type WaitListEntriesAnswer,
  type WaitListsAnswer,
} from "../../core/api/wait-list.ts";
import type { TeamEnv } from "../auth/require-team.ts";
import { fail, listed, ok } from "../http/answer.ts";
import { apiRoute, withParams } from "../http/api-route.ts";
import type { Result } from "../result.ts";
import { waitListText } from "./wait-list.messages.ts";
import type { TeamMember } from "./audit.ts";
import type { WaitListService } from "./service.ts";
import type { ShopShort } from "./team-desk.ts";

/**
 * The team's wait lists (docs/decisions/0046-wait-list.md): the figures, who is on a list (the
 * export), releasing tickets, the voucher time, closing and reopening a list; each change in the
 * audit log.
 */
export function waitListTeamRouter({
  waitList,
}: {
  waitList: WaitListService & { nudge(): void };
}): Hono<TeamEnv> {
  const router = new Hono<TeamEnv>();
  const member = (c: Context<TeamEnv>): TeamMember => {
    const session = c.get("session");
    return { id: session.ownerId, name: session.name };
  };
  /** The answer of a team change: its text, or why the list (or the shop) refused it. */
  const answered = (
    c: Context<TeamEnv>,
    result: Result<"unknown-package" | "closed" | "shop-unreachable", object, ShopShort>,
    done: string,
  ) => {
    if (result.ok) return ok(c, done);
    const locale = c.get("locale");
    switch (result.reason) {
      case "closed":
        return fail(c, 409, waitListText(locale, "closed"));
      case "shop-short":
        return fail(c, 409, waitListText(locale, "shopShort", { left: result.left }));
      case "shop-unreachable":
        c.header("Retry-After", "10");
        return fail(c, 503, waitListText(locale, "shopUnreachable"));
      case "unknown-package":
        return fail(c, 404, waitListText(locale, "unknownPackage"));
    }
  };
  apiRoute(
    router,
    "GET",
    "/admin/wait-lists",
    {
      summary: "The city's wait lists with their figures and their latest changes",
      bearer: true,
      answer: waitListsAnswerSchema,
    },
    async (c) => {
      const hub = c.get("hub");
      const [figures, audit] = await Promise.all([waitList.figures(hub), waitList.changes(hub)]);
      return listed<WaitListsAnswer>(c, figures, { audit });
    },
  );
  apiRoute(
    router,
    "GET",
    "/admin/wait-lists/:packageId/entries",
    {
      summary: "Who is on a package's wait list, in line order",
      params: packageParamsSchema,
      bearer: true,
      answer: waitListEntriesAnswerSchema,
    },
    withParams(async (c, { packageId }) => {
      return listed<WaitListEntriesAnswer>(c, await waitList.entries(c.get("hub"), packageId));
    }),
  );
  apiRoute(
    router,
    "POST",
    "/admin/wait-lists/:packageId/release",
    {
      summary: "Release tickets to a wait list",
      bearer: true,
      params: packageParamsSchema,
      body: waitListReleaseBodySchema,
    },
    withParams(async (c, { packageId }, input) => {
      const body = await input.body();
      if (!body.ok) return body.response;
      const { count } = body.data;
      const result = await waitList.release(c.get("hub"), packageId, count, member(c));
      // The next in line hear of it now, not at the job's next round.
      if (result.ok) waitList.nudge();
      return answered(c, result, waitListText(c.get("locale"), "released", { count }));
    }),
  );
  apiRoute(
    router,
    "POST",
    "/admin/wait-lists/:packageId/settings",
    {
      summary: "How long a wait list's vouchers hold their ticket",
      params: packageParamsSchema,
      bearer: true,
      body: waitListSettingsBodySchema,
    },
    withParams(async (c, { packageId }, input) => {
      const body = await input.body();
      if (!body.ok) return body.response;
      const result = await waitList.setVoucherHours(
        c.get("hub"),
        packageId,
        body.data.voucherHours,
        member(c),
      );
      return answered(c, result, waitListText(c.get("locale"), "saved"));
    }),
  );
  apiRoute(
    router,
    "POST",
    "/admin/wait-lists/:packageId/close",
    {
      summary: "Close a wait list, tell those in line and delete its addresses",
      bearer: true,
      params: packageParamsSchema,
    },
    withParams(async (c, { packageId }) => {
      const result = await waitList.close(c.get("hub"), packageId, member(c));
      return answered(c, result, waitListText(c.get("locale"), "listClosed"));
    }),
  );
  apiRoute(
    router,
    "POST",
    "/admin/wait-lists/:packageId/reopen",
    { summary: "Open a closed wait list again", bearer: true, params: packageParamsSchema },
    withParams(async (c, { packageId }) => {
      const result = await waitList.reopen(c.get("hub"), packageId, member(c));
      return answered(c, result, waitListText(c.get("locale"), "listReopened"));
    }),
  );
  return router;
}
