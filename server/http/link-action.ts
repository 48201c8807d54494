import type { Context } from "hono";
import type { linkIdBodySchema } from "../../core/api/fields.ts";
import { linkOutcomeParam, type LinkOutcome } from "../../core/api/link-outcome.ts";
import { fail, ok, type ErrorStatus } from "./answer.ts";
import type { ApiInput } from "./api-route.ts";
import type { SiteEnv } from "./request-site.ts";
import type { Result } from "../result.ts";
import { visitorText, type VisitorTextKey } from "./visitor.messages.ts";

/**
 * The answer to a plain form post from a mailed link's page (its button pressed before or
 * without the page's script): a redirect back to `page` for the same link, with the outcome,
 * which the page then shows.
 */
export function backToLinkPage(
  c: Context,
  page: string,
  id: string | undefined,
  outcome: LinkOutcome,
): Response {
  const query = new URLSearchParams(id ? { id } : {});
  query.set(linkOutcomeParam, String(outcome));
  return c.redirect(`${page}?${query}`, 303);
}

/**
 * A call made by the button of a mailed link's page (body `{ id }`): confirm a resale entry,
 * subscribe, unsubscribe. Success answers `done`; each refusal its status and text, in the
 * visitor's language. A plain form post is answered with a redirect back to `page`. Its route
 * documents `linkIdBodySchema` as the body, also as a form (`form: true`).
 */
export function linkAction<Reason extends string>(
  act: (id: string) => Promise<Result<Reason>>,
  done: VisitorTextKey,
  refusals: Record<Reason, { status: ErrorStatus; text: VisitorTextKey }>,
  page: string,
) {
  return async (
    c: Context<SiteEnv>,
    input: Pick<ApiInput<typeof linkIdBodySchema>, "body" | "fromForm">,
  ) => {
    const body = await input.body();
    const back = input.fromForm()
      ? (outcome: LinkOutcome) =>
          backToLinkPage(c, page, body.ok ? body.data.id : undefined, outcome)
      : null;
    if (!body.ok) return back ? back(400) : body.response;
    const locale = c.get("locale");
    const result = await act(body.data.id);
    if (result.ok) return back ? back("done") : ok(c, visitorText(locale, done));
    const { status, text } = refusals[result.reason];
    return back ? back(status) : fail(c, status, visitorText(locale, text));
  };
}
