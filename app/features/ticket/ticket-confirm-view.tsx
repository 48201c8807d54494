import { confirmOffer, confirmRequest } from "../../api/resale.ts";
import {
  LinkConfirmView,
  linkTexts,
  useLinkCall,
} from "../../components/link-confirm/link-confirm.tsx";
import { useMessages } from "../../i18n/messages.ts";
import { resaleConfirmMessages } from "./resale-confirm.messages.ts";

/**
 * The view of a resale mail's link (ticket-confirm.tsx): confirms the offer's or the request's
 * e-mail address on arrival. It takes the link as props and uses no router, so the page hydrates
 * it as an island.
 */
export function TicketConfirmView({ id, offer }: { id: string | null; offer: boolean }) {
  const t = useMessages(resaleConfirmMessages);
  const { state, run, idMissing } = useLinkCall(offer ? confirmOffer : confirmRequest, {
    auto: true,
    id,
  });
  return (
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
          <a href="/ticket">{t("backToTickets")}</a>
        </p>
      )}
    </LinkConfirmView>
  );
}
