import { useLocation, useSearchParams } from "react-router";
import { linkOutcomeOf } from "../../../core/api/link-outcome.ts";
import { newsletterLinkMessages } from "../../components/newsletter-signup/newsletter-links.messages.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { useMessages } from "../../i18n/messages.ts";
import { island } from "../../islands/island.tsx";
import type { ReadingPageHandle } from "../../reading-page/reading-page.ts";

/** A reading page whose view is an island hydrated at once, so its button answers. */
export const handle = { readingPage: true, islands: "links" } satisfies ReadingPageHandle;

const views = () => import("../../components/newsletter-signup/newsletter-link-views.tsx");
const NewsletterConfirmView = island(
  "links",
  "newsletter-confirm",
  async () => (await views()).NewsletterConfirmView,
);
const NewsletterCancelView = island(
  "links",
  "newsletter-cancel",
  async () => (await views()).NewsletterCancelView,
);

/**
 * /newsletter-confirm?id=… (the link of the double opt-in mail) and /newsletter-cancel?id=… (the
 * unsubscribe link): each asks first, then confirms or leaves the list.
 */
export default function NewsletterLink() {
  const t = useMessages(newsletterLinkMessages);
  const cancel = useLocation().pathname.endsWith("/newsletter-cancel");
  const [search] = useSearchParams();
  const View = cancel ? NewsletterCancelView : NewsletterConfirmView;
  return (
    <article className="newsletter-link-page">
      <PageTitle>{t(cancel ? "cancelPageTitle" : "confirmPageTitle")}</PageTitle>
      <View wake="load" id={search.get("id") || null} outcome={linkOutcomeOf(search)} />
    </article>
  );
}
