import { Link, useLocation } from "react-router";
import { confirmWaitList, leaveWaitList } from "../../api/wait-list.ts";
import {
  LinkConfirmView,
  linkTexts,
  useLinkCall,
} from "../../components/link-confirm/link-confirm.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { useMessages } from "../../i18n/messages.ts";
import { waitListMessages } from "./wait-list.messages.ts";

/**
 * /ticket/wait-list/confirm?id=… and /ticket/wait-list/leave?id=…: the links of the wait-list
 * mails, acted on arrival (one click). The confirmation shows the place the server answers
 * ("Du bist Nr. 4 auf der Warteliste für …").
 */
export default function WaitListLink() {
  const t = useMessages(waitListMessages);
  const confirm = useLocation().pathname.endsWith("/confirm");
  const flow = confirm ? "confirm" : "leave";
  const { state, run, idMissing } = useLinkCall(confirm ? confirmWaitList : leaveWaitList, {
    auto: true,
  });
  const texts = linkTexts(t, flow, "errorTitle");
  return (
    <article className="ticket-confirm-page">
      <PageTitle>{t(confirm ? "confirmPageTitle" : "leavePageTitle")}</PageTitle>
      <LinkConfirmView
        state={state}
        idMissing={idMissing}
        // The server's answer is the news: the place in line, or that the address is deleted.
        texts={{ ...texts, success: state.kind === "success" ? state.msg : "" }}
        steps={[{ to: "/ticket", label: t("joinAgain") }]}
        onRetry={() => void run()}
      >
        {state.kind !== "processing" && (
          <p>
            <Link to="/ticket">{t("backToTickets")}</Link>
          </p>
        )}
      </LinkConfirmView>
    </article>
  );
}
