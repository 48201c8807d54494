import { useLocation, useSearchParams } from "react-router";
import { linkOutcomeOf } from "../../../core/api/link-outcome.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { useMessages } from "../../i18n/messages.ts";
import { island } from "../../islands/island.tsx";
import type { ReadingPageHandle } from "../../reading-page/reading-page.ts";
import { resaleConfirmMessages } from "./resale-confirm.messages.ts";

/** A reading page whose view is an island hydrated at once, so its button answers. */
export const handle = { readingPage: true, islands: "links" } satisfies ReadingPageHandle;

const TicketConfirmView = island(
  "links",
  "ticket-confirm",
  async () => (await import("./ticket-confirm-view.tsx")).TicketConfirmView,
);

/**
 * /ticket/confirm-offer?id=… and /ticket/confirm-request?id=…: the links of the resale mails;
 * confirm the e-mail address with a button.
 */
export default function TicketConfirm() {
  const t = useMessages(resaleConfirmMessages);
  const offer = useLocation().pathname.endsWith("/confirm-offer");
  const [search] = useSearchParams();
  return (
    <article className="ticket-confirm-page">
      <PageTitle>{t(offer ? "confirmOfferPageTitle" : "confirmRequestPageTitle")}</PageTitle>
      <TicketConfirmView
        wake="load"
        id={search.get("id") || null}
        offer={offer}
        outcome={linkOutcomeOf(search)}
      />
    </article>
  );
}
