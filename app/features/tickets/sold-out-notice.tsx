import { Link } from "react-router";
import { ticketPageLinks } from "../../../core/site-links.ts";
import { useMessages } from "../../i18n/messages.ts";
import { ticketMessages } from "./ticket.messages.ts";

/**
 * Spec: shown while the hub's sold-out switch is on. The shop is closed, nothing is sold at the
 * door. What a visitor who still wants a ticket needs comes first: the ticket exchange's request
 * form further down this page (each package's tile leads to its own wait list); then the
 * newsletter for what comes next, and the messenger group for resales (spec).
 */
export function SoldOutNotice({
  messengerGroup,
  exchangeOpen,
}: {
  messengerGroup: string;
  /** The exchange takes requests (the party is ahead). */
  exchangeOpen: boolean;
}) {
  const t = useMessages(ticketMessages);
  return (
    <section className="ticket-sold-out-notice" aria-labelledby="sold-out-title">
      <h2 id="sold-out-title">{t("soldOutTitle")}</h2>
      <p>{t("soldOutNotice")}</p>
      {exchangeOpen && (
        <>
          <p>{t("soldOutExchange")}</p>
          <p>
            <Link className="button button-primary" to={ticketPageLinks.exchangeRequest}>
              {t("soldOutExchangeLink")}
            </Link>
          </p>
        </>
      )}
      <p>
        {t("soldOutNewsletter")}{" "}
        <Link to={ticketPageLinks.newsletter}>{t("soldOutNewsletterLink")}</Link>
      </p>
      <p>
        {t("soldOutResale")}{" "}
        <a href={messengerGroup} rel="noopener" target="_blank">
          {t("soldOutMessenger")}
          <span className="visually-hidden"> {t("opensInNewTab")}</span>
        </a>
        .
      </p>
    </section>
  );
}
