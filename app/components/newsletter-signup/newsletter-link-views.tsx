import { cancelNewsletter, confirmNewsletter } from "../../api/newsletter.ts";
import { useMessages } from "../../i18n/messages.ts";
import { LinkConfirmView, linkTexts, useLinkCall } from "../link-confirm/link-confirm.tsx";
import { newsletterLinkMessages } from "./newsletter-links.messages.ts";

/**
 * The views of the newsletter mails' links (routes/newsletter-confirm.tsx, newsletter-cancel.tsx):
 * they take the link's id as a prop and use no router, so the pages hydrate them as islands.
 */

/** The double opt-in: confirms on arrival. */
export function NewsletterConfirmView({ id }: { id: string | null }) {
  const t = useMessages(newsletterLinkMessages);
  const { state, run, idMissing } = useLinkCall(confirmNewsletter, { auto: true, id });
  return (
    <LinkConfirmView
      state={state}
      idMissing={idMissing}
      texts={linkTexts(t, "confirm", "errorTitle")}
      steps={[{ to: "/contact#newsletter", label: t("signUpAgain") }]}
      onRetry={() => void run()}
    >
      {state.kind === "success" && (
        <p>
          <a href="/start">{t("backToStart")}</a>
        </p>
      )}
    </LinkConfirmView>
  );
}

/** The unsubscribe link: asks first, then leaves the list. */
export function NewsletterCancelView({ id }: { id: string | null }) {
  const t = useMessages(newsletterLinkMessages);
  const { state, run, idMissing } = useLinkCall(cancelNewsletter, { auto: false, id });
  // Spec: first a button to confirm leaving; without an id the error shows, the button stays.
  const asking = state.kind === "ask" || (idMissing && state.kind === "error");
  return (
    <>
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
          <a href="/start">{t("backToStart")}</a>
        </p>
      )}
    </>
  );
}
