import type { LinkOutcome } from "../../../core/api/link-outcome.ts";
import {
  cancelNewsletter,
  confirmNewsletter,
  newsletterCancelPath,
  newsletterConfirmPath,
} from "../../features/newsletter/newsletter-api.ts";
import { useMessages } from "../../i18n/messages.ts";
import { LinkConfirmView, linkTexts, useLinkCall } from "../link-confirm/link-confirm.tsx";
import { newsletterLinkMessages } from "./newsletter-links.messages.ts";

/**
 * The views of the newsletter mails' links (features/newsletter/newsletter-link.tsx): each asks
 * first and acts on its button. They take the link's id (and a form post's outcome) as
 * props and use no router, so the pages hydrate them as islands.
 */
interface LinkViewProps {
  id: string | null;
  outcome: LinkOutcome | null;
}

const flows = {
  confirm: {
    call: confirmNewsletter,
    path: newsletterConfirmPath,
    steps: [{ to: "/contact#newsletter", label: "signUpAgain" }],
  },
  // An unknown link to leave the list leaves nothing to do but ask us.
  cancel: { call: cancelNewsletter, path: newsletterCancelPath, steps: [] },
} as const;

function NewsletterLinkView({ id, outcome, flow }: LinkViewProps & { flow: keyof typeof flows }) {
  const t = useMessages(newsletterLinkMessages);
  const { call, path, steps } = flows[flow];
  const { state, run, idMissing } = useLinkCall(call, { id, outcome });
  return (
    <LinkConfirmView
      state={state}
      idMissing={idMissing}
      id={id}
      action={`/api/${path}`}
      onPress={() => void run()}
      texts={linkTexts(t, flow, "errorTitle")}
      ask={t(flow === "confirm" ? "confirmAsk" : "cancelAsk")}
      steps={steps.map((step) => ({ to: step.to, label: t(step.label) }))}
    >
      {state.kind === "success" && (
        <p>
          <a href="/start">{t("backToStart")}</a>
        </p>
      )}
    </LinkConfirmView>
  );
}

/** The double opt-in: confirms on the button. */
export function NewsletterConfirmView(props: LinkViewProps) {
  return <NewsletterLinkView {...props} flow="confirm" />;
}

/** The unsubscribe link: asks first, then leaves the list. */
export function NewsletterCancelView(props: LinkViewProps) {
  return <NewsletterLinkView {...props} flow="cancel" />;
}
