import { useSearchParams } from "react-router";
import { linkOutcomeOf } from "../../../core/api/link-outcome.ts";
import { newsletterLinkMessages } from "../../components/newsletter-signup/newsletter-links.messages.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { useMessages } from "../../i18n/messages.ts";
import { island } from "../../islands/island.tsx";
import type { ReadingPageHandle } from "../../reading-page/reading-page.ts";

/** A reading page whose view is an island hydrated at once, so its button answers. */
export const handle = { readingPage: true, islands: "links" } satisfies ReadingPageHandle;

const NewsletterCancelView = island(
  "links",
  "newsletter-cancel",
  async () =>
    (await import("../../components/newsletter-signup/newsletter-link-views.tsx"))
      .NewsletterCancelView,
);

/** /newsletter-cancel?id=…: the unsubscribe link; asks first, then leaves the list. */
export default function NewsletterCancel() {
  const t = useMessages(newsletterLinkMessages);
  const [search] = useSearchParams();
  return (
    <article className="newsletter-link-page">
      <PageTitle>{t("cancelPageTitle")}</PageTitle>
      <NewsletterCancelView
        wake="load"
        id={search.get("id") || null}
        outcome={linkOutcomeOf(search)}
      />
    </article>
  );
}
