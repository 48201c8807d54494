import { Link, useSearchParams } from "react-router";
import { LinkConfirmView, useLinkCall } from "../components/link-confirm/link-confirm.tsx";
import { newsletterLinkMessages } from "../components/newsletter-signup/newsletter-links.messages.ts";
import { PageTitle } from "../components/page-title.tsx";
import { useMessages } from "../i18n/messages.ts";

/** /newsletter-cancel?id=…: the unsubscribe link; asks first, then leaves the list. */
export default function NewsletterCancel() {
  const t = useMessages(newsletterLinkMessages);
  const [params] = useSearchParams();
  const id = params.get("id") || null;
  const { state, run } = useLinkCall("/api/newsletter/unsubscribe", id, {
    auto: false,
    networkError: t("networkError"),
  });
  // Spec: first a button to confirm leaving; without an id the error shows, the button stays.
  const asking = state.kind === "ask" || (id === null && state.kind === "error");
  return (
    <article className="newsletter-link-page">
      <PageTitle>{t("cancelPageTitle")}</PageTitle>
      {state.kind === "ask" ? (
        <div className="link-confirm">
          <h1>{t("cancelAskTitle")}</h1>
        </div>
      ) : (
        <LinkConfirmView
          state={state}
          idMissing={id === null}
          texts={{
            processingTitle: t("cancelProcessingTitle"),
            processing: t("cancelProcessing"),
            successTitle: t("cancelSuccessTitle"),
            success: t("cancelSuccess"),
            errorTitle: t("errorTitle"),
            missingId: t("missingId"),
          }}
        />
      )}
      {asking && (
        <div className="link-confirm-ask">
          <p>{t("cancelAsk")}</p>
          <button type="button" className="button button-primary" onClick={() => void run()}>
            {t("cancelButton")}
          </button>
        </div>
      )}
      {state.kind === "success" && (
        <p>
          <Link to="/start">{t("backToStart")}</Link>
        </p>
      )}
    </article>
  );
}
