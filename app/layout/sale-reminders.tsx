import { Link } from "react-router";
import { calendarHref, saleStartEventId, ticketPageLinks } from "../../core/site-links.ts";
import { useLocale, useMessages } from "../i18n/messages.ts";
import { layoutMessages } from "./layout.messages.ts";

/**
 * Beside the countdown: something to do before the sale, as event shops offer. The sale start as
 * an event in the visitor's calendar (with an alert, /calendar.ics?event=ticket-sale), or the
 * newsletter, which announces the sale.
 */
export function SaleReminders({ className = "" }: { className?: string }) {
  const t = useMessages(layoutMessages);
  const locale = useLocale();
  return (
    <div
      className={`sale-reminders ${className}`.trim()}
      role="group"
      aria-label={t("remindLabel")}
      data-testid="sale-reminders"
    >
      <a className="button button-secondary" href={calendarHref(saleStartEventId, locale)} download>
        {t("remindCalendar")}
      </a>
      <Link className="button button-secondary" to={ticketPageLinks.newsletter}>
        {t("remindNewsletter")}
      </Link>
    </div>
  );
}
