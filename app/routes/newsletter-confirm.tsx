import { Link } from "react-router";
import { confirmNewsletter } from "../api/newsletter.ts";
import {
  LinkConfirmView,
  linkTexts,
  useLinkCall,
} from "../components/link-confirm/link-confirm.tsx";
import { newsletterLinkMessages } from "../components/newsletter-signup/newsletter-links.messages.ts";
import { PageTitle } from "../components/page-title.tsx";
import { useMessages } from "../i18n/messages.ts";

/** /newsletter-confirm?id=…: the link of the double opt-in mail; confirms on arrival. */
export default function NewsletterConfirm() {
  const t = useMessages(newsletterLinkMessages);
  const { state, run, idMissing } = useLinkCall(confirmNewsletter, { auto: true });
  return (
    <article className="newsletter-link-page">
      <PageTitle>{t("confirmPageTitle")}</PageTitle>
      <LinkConfirmView
        state={state}
        idMissing={idMissing}
        texts={linkTexts(t, "confirm", "errorTitle")}
        steps={[{ to: "/contact#newsletter", label: t("signUpAgain") }]}
        onRetry={() => void run()}
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
