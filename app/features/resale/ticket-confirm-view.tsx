import type { LinkOutcome } from "../../../core/api/link-outcome.ts";
import {
  confirmOffer,
  confirmOfferPath,
  confirmRequest,
  confirmRequestPath,
} from "./resale-api.ts";
import {
  LinkConfirmView,
  linkTexts,
  useLinkCall,
} from "../../components/link-confirm/link-confirm.tsx";
import { useMessages } from "../../i18n/messages.ts";
import { resaleConfirmMessages } from "./resale-confirm.messages.ts";

/**
 * The view of a resale mail's link (ticket-confirm.tsx): confirms the offer's or the request's
 * e-mail address on its button. It takes the link as props and uses no router, so the page
 * hydrates it as an island.
 */
export function TicketConfirmView({
  id,
  offer,
  outcome,
}: {
  id: string | null;
  offer: boolean;
  outcome: LinkOutcome | null;
}) {
  const t = useMessages(resaleConfirmMessages);
  const { state, run, idMissing } = useLinkCall(offer ? confirmOffer : confirmRequest, {
    id,
    outcome,
  });
  return (
    <LinkConfirmView
      state={state}
      idMissing={idMissing}
      id={id}
      action={`/api/${offer ? confirmOfferPath : confirmRequestPath}`}
      onPress={() => void run()}
      texts={linkTexts(t, "confirm", "errorHeading")}
      ask={t(offer ? "confirmOfferAsk" : "confirmRequestAsk")}
      steps={[{ to: "/ticket#resale-title", label: t(offer ? "offerAnew" : "requestAnew") }]}
    >
      {state.kind === "success" && <p>{t(offer ? "confirmOfferNext" : "confirmRequestNext")}</p>}
      {state.kind !== "processing" && (
        <p>
          <a href="/ticket">{t("backToTickets")}</a>
        </p>
      )}
    </LinkConfirmView>
  );
}
