import type { Context } from "hono";
import type { linkIdBodySchema } from "../../core/api/fields.ts";
import { fail, ok, type ErrorStatus } from "./answer.ts";
import type { ApiInput } from "./api-route.ts";
import type { SiteEnv } from "./request-site.ts";
import type { Result } from "../result.ts";
import { visitorText, type VisitorTextKey } from "./visitor-messages.ts";

/**
 * A call made by a link from a mail (body `{ id }`): confirm a resale entry, subscribe,
 * unsubscribe. Success answers `done`; each refusal its status and text, in the visitor's language.
 * Its route documents `linkIdBodySchema` as the body.
 */
export function linkAction<Reason extends string>(
  act: (id: string) => Promise<Result<Reason>>,
  done: VisitorTextKey,
  refusals: Record<Reason, { status: ErrorStatus; text: VisitorTextKey }>,
) {
  return async (c: Context<SiteEnv>, input: Pick<ApiInput<typeof linkIdBodySchema>, "body">) => {
    const body = await input.body();
    if (!body.ok) return body.response;
    const locale = c.get("locale");
    const result = await act(body.data.id);
    if (result.ok) return ok(c, visitorText(locale, done));
    const { status, text } = refusals[result.reason];
    return fail(c, status, visitorText(locale, text));
  };
}
