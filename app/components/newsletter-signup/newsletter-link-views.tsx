import type { LinkOutcome } from "../../../core/api/link-outcome.ts";
import {
  cancelNewsletter,
  confirmNewsletter,
  newsletterCancelPath,
  newsletterConfirmPath,
} from "../../api/newsletter.ts";
import { useMessages } from "../../i18n/messages.ts";
import { LinkConfirmView, linkTexts, useLinkCall } from "../link-confirm/link-confirm.tsx";
import { newsletterLinkMessages } from "./newsletter-links.messages.ts";

/**
 * The views of the newsletter mails' links (routes/newsletter-confirm.tsx, newsletter-cancel.tsx):
 * each asks first and acts on its button. They take the link's id (and a form post's outcome) as
 * props and use no router, so the pages hydrate them as islands.
 */
interface LinkViewProps {
  id: string | null;
  outcome: LinkOutcome | null;
}

/** The double opt-in: confirms on the button. */
export function NewsletterConfirmView({ id, outcome }: LinkViewProps) {
  const t = useMessages(newsletterLinkMessages);
  const { state, run, idMissing } = useLinkCall(confirmNewsletter, { id, outcome });
  return (
    <LinkConfirmView
      state={state}
      idMissing={idMissing}
      id={id}
      action={`/api/${newsletterConfirmPath}`}
      onPress={() => void run()}
      texts={linkTexts(t, "confirm", "errorTitle")}
      ask={t("confirmAsk")}
      steps={[{ to: "/contact#newsletter", label: t("signUpAgain") }]}
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
export function NewsletterCancelView({ id, outcome }: LinkViewProps) {
  const t = useMessages(newsletterLinkMessages);
  const { state, run, idMissing } = useLinkCall(cancelNewsletter, { id, outcome });
  return (
    <LinkConfirmView
      state={state}
      idMissing={idMissing}
      id={id}
      action={`/api/${newsletterCancelPath}`}
      onPress={() => void run()}
      texts={linkTexts(t, "cancel", "errorTitle")}
      ask={t("cancelAsk")}
      // An unknown link to leave the list leaves nothing to do but ask us.
      steps={[]}
    >
      {state.kind === "success" && (
        <p>
          <a href="/start">{t("backToStart")}</a>
        </p>
      )}
    </LinkConfirmView>
  );
}
