import { Link } from "react-router";
import { cancelNewsletter } from "../api/newsletter.ts";
import {
  LinkConfirmView,
  linkTexts,
  useLinkCall,
} from "../components/link-confirm/link-confirm.tsx";
import { newsletterLinkMessages } from "../components/newsletter-signup/newsletter-links.messages.ts";
import { PageTitle } from "../components/page-title.tsx";
import { useMessages } from "../i18n/messages.ts";

/** /newsletter-cancel?id=…: the unsubscribe link; asks first, then leaves the list. */
export default function NewsletterCancel() {
  const t = useMessages(newsletterLinkMessages);
  const { state, run, idMissing } = useLinkCall(cancelNewsletter, { auto: false });
  // Spec: first a button to confirm leaving; without an id the error shows, the button stays.
  const asking = state.kind === "ask" || (idMissing && state.kind === "error");
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
          idMissing={idMissing}
          texts={linkTexts(t, "cancel", "errorTitle")}
          // An unknown link to leave the list leaves nothing to do but ask us.
          steps={[]}
          onRetry={() => void run()}
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
