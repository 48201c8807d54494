import { Link } from "react-router";
import { useMessages } from "../../i18n/messages.ts";
import { ticketMessages } from "./ticket.messages.ts";

/**
 * Spec: shown while the hub's sold-out switch is on. The shop is closed, nothing is sold at the
 * door; resales happen in the messenger group and the newsletter announces what comes next.
 */
export function SoldOutNotice({ messengerGroup }: { messengerGroup: string }) {
  const t = useMessages(ticketMessages);
  return (
    <section className="ticket-sold-out-notice" aria-labelledby="sold-out-title">
      <h2 id="sold-out-title">{t("soldOutTitle")}</h2>
      <p>{t("soldOutNotice")}</p>
      <p>
        {t("soldOutResale")}{" "}
        <a href={messengerGroup} rel="noopener" target="_blank">
          {t("soldOutMessenger")}
          <span className="visually-hidden"> {t("opensInNewTab")}</span>
        </a>
        .
      </p>
      <p>
        {t("soldOutNewsletter")} <Link to="/contact#newsletter">{t("soldOutNewsletterLink")}</Link>
      </p>
    </section>
  );
}
