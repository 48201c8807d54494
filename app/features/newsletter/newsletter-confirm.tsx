import { useSearchParams } from "react-router";
import { linkOutcomeOf } from "../../../core/api/link-outcome.ts";
import { newsletterLinkMessages } from "../../components/newsletter-signup/newsletter-links.messages.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { useMessages } from "../../i18n/messages.ts";
import { island } from "../../islands/island.tsx";
import type { ReadingPageHandle } from "../../reading-page/reading-page.ts";

/** A reading page whose view is an island hydrated at once, so its button answers. */
export const handle = { readingPage: true, islands: "links" } satisfies ReadingPageHandle;

const NewsletterConfirmView = island(
  "links",
  "newsletter-confirm",
  async () =>
    (await import("../../components/newsletter-signup/newsletter-link-views.tsx"))
      .NewsletterConfirmView,
);

/** /newsletter-confirm?id=…: the link of the double opt-in mail; asks first, then confirms. */
export default function NewsletterConfirm() {
  const t = useMessages(newsletterLinkMessages);
  const [search] = useSearchParams();
  return (
    <article className="newsletter-link-page">
      <PageTitle>{t("confirmPageTitle")}</PageTitle>
      <NewsletterConfirmView
        wake="load"
        id={search.get("id") || null}
        outcome={linkOutcomeOf(search)}
      />
    </article>
  );
}
