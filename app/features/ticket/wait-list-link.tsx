import { data, Link, useParams } from "react-router";
import { confirmWaitList, leaveWaitList } from "../../api/wait-list.ts";
import {
  LinkConfirmView,
  linkTexts,
  useLinkCall,
} from "../../components/link-confirm/link-confirm.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { useMessages } from "../../i18n/messages.ts";
import type { Route } from "./+types/wait-list-link";
import { waitListLinkMessages } from "./wait-list-link.messages.ts";

/**
 * /ticket/wait-list/confirm?id=… and /ticket/wait-list/leave?id=… (one route: each route costs
 * every page's manifest a little): the links of the wait-list
 * mails, acted on arrival (one click). The confirmation shows the place the server answers
 * ("Du bist Nr. 4 auf der Warteliste für …").
 */
export function loader({ params }: Route.LoaderArgs) {
  if (params.link !== "confirm" && params.link !== "leave") throw data(null, { status: 404 });
  return null;
}

export default function WaitListLink() {
  const t = useMessages(waitListLinkMessages);
  const confirm = useParams().link === "confirm";
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
        texts={{ ...texts, success: state.kind === "success" ? state.msg : texts.success }}
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
