import { confirmWaitList, leaveWaitList } from "../../api/wait-list.ts";
import {
  LinkConfirmView,
  linkTexts,
  useLinkCall,
} from "../../components/link-confirm/link-confirm.tsx";
import { useMessages } from "../../i18n/messages.ts";
import { waitListLinkMessages } from "./wait-list-link.messages.ts";

/**
 * The view of a wait-list mail's link (wait-list-link.tsx), acted on arrival (one click). It takes
 * the link as props and uses no router, so the page hydrates it as an island.
 */
export function WaitListLinkView({ id, confirm }: { id: string | null; confirm: boolean }) {
  const t = useMessages(waitListLinkMessages);
  const { state, run, idMissing } = useLinkCall(confirm ? confirmWaitList : leaveWaitList, {
    auto: true,
    id,
  });
  const texts = linkTexts(t, confirm ? "confirm" : "leave", "errorTitle");
  return (
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
          <a href="/ticket">{t("backToTickets")}</a>
        </p>
      )}
    </LinkConfirmView>
  );
}
