import { data, useParams, useSearchParams } from "react-router";
import { PageTitle } from "../../components/page-title.tsx";
import { useMessages } from "../../i18n/messages.ts";
import { island } from "../../islands/island.tsx";
import type { ReadingPageHandle } from "../../reading-page/reading-page.ts";
import type { Route } from "./+types/wait-list-link";
import { waitListLinkMessages } from "./wait-list-link.messages.ts";

/** A reading page whose view is an island hydrated at once: it acts as the page opens. */
export const handle = { readingPage: true, islands: "links" } satisfies ReadingPageHandle;

const WaitListLinkView = island(
  "links",
  "wait-list-link",
  async () => (await import("./wait-list-link-view.tsx")).WaitListLinkView,
);

/**
 * /ticket/wait-list/confirm?id=… and /ticket/wait-list/leave?id=… (one route: each route costs
 * every page's manifest a little): the links of the wait-list mails, acted on arrival (one
 * click). The confirmation shows the place the server answers ("Du bist Nr. 4 auf der Warteliste
 * für …").
 */
export function loader({ params }: Route.LoaderArgs) {
  if (params.link !== "confirm" && params.link !== "leave") throw data(null, { status: 404 });
  return null;
}

export default function WaitListLink() {
  const t = useMessages(waitListLinkMessages);
  const confirm = useParams().link === "confirm";
  const [search] = useSearchParams();
  return (
    <article className="ticket-confirm-page">
      <PageTitle>{t(confirm ? "confirmPageTitle" : "leavePageTitle")}</PageTitle>
      <WaitListLinkView id={search.get("id") || null} confirm={confirm} />
    </article>
  );
}
