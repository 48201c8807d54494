import { Link, useLocation } from "react-router";
import { confirmOffer, confirmRequest } from "../../api/resale.ts";
import {
  LinkConfirmView,
  linkTexts,
  useLinkCall,
} from "../../components/link-confirm/link-confirm.tsx";
import { resaleConfirmMessages } from "./resale-confirm.messages.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { useMessages } from "../../i18n/messages.ts";

/**
 * /ticket/confirm-offer?id=… and /ticket/confirm-request?id=…: the links of the resale mails;
 * confirm the e-mail address on arrival.
 */
export default function TicketConfirm() {
  const t = useMessages(resaleConfirmMessages);
  const offer = useLocation().pathname.endsWith("/confirm-offer");
  const { state, run, idMissing } = useLinkCall(offer ? confirmOffer : confirmRequest, {
    auto: true,
  });
  return (
    <article className="ticket-confirm-page">
      <PageTitle>{t(offer ? "confirmOfferPageTitle" : "confirmRequestPageTitle")}</PageTitle>
      <LinkConfirmView
        state={state}
        idMissing={idMissing}
        texts={linkTexts(t, "confirm", "errorHeading")}
        steps={[{ to: "/ticket#resale-title", label: t(offer ? "offerAnew" : "requestAnew") }]}
        onRetry={() => void run()}
      >
        {state.kind === "success" && <p>{t(offer ? "confirmOfferNext" : "confirmRequestNext")}</p>}
        {state.kind !== "processing" && (
          <p>
            <Link to="/ticket">{t("backToTickets")}</Link>
          </p>
        )}
      </LinkConfirmView>
    </article>
  );
}
