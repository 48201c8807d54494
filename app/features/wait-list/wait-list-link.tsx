import { data } from "react-router";
import { linkIdSchema } from "../../../core/api/fields.ts";
import { linkOutcomeOf } from "../../../core/api/link-outcome.ts";
import type { WaitListStep } from "./wait-list-api.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { useMessages } from "../../i18n/messages.ts";
import { island } from "../../islands/island.tsx";
import type { ReadingPageHandle } from "../../reading-page/reading-page.ts";
import { siteContext } from "../../site-context.ts";
import type { Route } from "./+types/wait-list-link";
import { waitListLinkMessages } from "./wait-list-link.messages.ts";

/** A reading page whose view is an island hydrated at once, so its button answers. */
export const handle = { readingPage: true, islands: "links" } satisfies ReadingPageHandle;

const WaitListLinkView = island(
  "links",
  "wait-list-link",
  async () => (await import("./wait-list-link-view.tsx")).WaitListLinkView,
);

const steps: readonly string[] = ["confirm", "leave", "rejoin"] satisfies WaitListStep[];
const isStep = (value: string | undefined): value is WaitListStep =>
  value !== undefined && steps.includes(value);

/**
 * /ticket/wait-list/confirm?id=…, /leave?id=… and /rejoin?id=… (one route: each route costs
 * every page's manifest a little): the links of the wait-list mails. Opening one shows the place
 * as it is and changes nothing (mail programs open links); its button confirms, leaves or goes
 * back to the old place.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isStep(params.link)) throw data(null, { status: 404 });
  const search = new URL(request.url).searchParams;
  const id = linkIdSchema.safeParse(search.get("id") ?? "");
  return {
    link: params.link,
    id: id.success ? id.data : null,
    entry: id.success ? await context.get(siteContext).waitListEntry(id.data) : null,
    outcome: linkOutcomeOf(search),
  };
}

export default function WaitListLink({ loaderData }: Route.ComponentProps) {
  const t = useMessages(waitListLinkMessages);
  const { link, id, entry, outcome } = loaderData;
  return (
    <article className="ticket-confirm-page">
      <PageTitle>{t(`${link}PageTitle`)}</PageTitle>
      <WaitListLinkView wake="load" link={link} id={id} initial={entry} outcome={outcome} />
    </article>
  );
}
