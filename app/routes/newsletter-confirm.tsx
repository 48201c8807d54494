import { Link, useSearchParams } from "react-router";
import { LinkConfirmView, useLinkCall } from "../components/link-confirm/link-confirm.tsx";
import { newsletterLinkMessages } from "../components/newsletter-signup/newsletter-links.messages.ts";
import { PageTitle } from "../components/page-title.tsx";
import { useMessages } from "../i18n/messages.ts";

/** /newsletter-confirm?id=…: the link of the double opt-in mail; confirms on arrival. */
export default function NewsletterConfirm() {
  const t = useMessages(newsletterLinkMessages);
  const [params] = useSearchParams();
  const id = params.get("id") || null;
  const { state } = useLinkCall("/api/newsletter/subscribe", id, {
    auto: true,
    networkError: t("networkError"),
  });
  return (
    <article className="newsletter-link-page">
      <PageTitle>{t("confirmPageTitle")}</PageTitle>
      <LinkConfirmView
        state={state}
        idMissing={id === null}
        texts={{
          processingTitle: t("confirmProcessingTitle"),
          processing: t("confirmProcessing"),
          successTitle: t("confirmSuccessTitle"),
          success: t("confirmSuccess"),
          errorTitle: t("errorTitle"),
          missingId: t("missingId"),
        }}
      >
        {state.kind === "success" && (
          <p>
            <Link to="/start">{t("backToStart")}</Link>
          </p>
        )}
      </LinkConfirmView>
    </article>
  );
}
