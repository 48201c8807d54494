import { Link, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import {
  calendarEntries,
  formatMonthParam,
  isoDate,
  parseMonthParam,
  startMonth,
} from "../../../core/calendar.ts";
import { formatDate, formatDateTime, weekdayPrefix } from "../../../core/format.ts";
import { siteContext } from "../../site-context.ts";
import { dayOverAt, hubSaleAt } from "../../../core/ticket-sale.ts";
import type { HubSaleState } from "../../hooks/use-sale-state.ts";
import { wallClockAt } from "../../../core/time.ts";
import { calendarHref, ticketPageLinks } from "../../../core/site-links.ts";
import { AgendaCard } from "../../components/agenda-card.tsx";
import { Calendar } from "../../components/calendar.tsx";
import { KickerCard } from "../../components/kicker-card.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { useLocale, useMessages } from "../../i18n/messages.ts";
import { useLayoutData } from "../../hooks/use-layout-data.ts";
import type { Route } from "./+types/save-the-date";
import { saveTheDateMessages } from "./save-the-date.messages.ts";
import { SalePhases } from "../../layout/sale-phases.tsx";
import type { ReadingPageHandle } from "../../reading-page/reading-page.ts";

/** A reading page: months change by document loads, the box follows the sale (SalePhases). */
export const handle = { readingPage: true } satisfies ReadingPageHandle;

export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { hub, events } = site.content[site.hubId];
  const now = site.now();
  const { year, month, day } = wallClockAt(now, hub.timeZone);
  const today = { year, month, day };
  const entries = calendarEntries(events, hub.upcoming);
  // The table and the agendas list what is not over yet (the calendar keeps the past days).
  const { upcoming } = hubSaleAt(site.content[site.hubId], now);
  return {
    today,
    defaultMonth: startMonth(entries, today),
    entries,
    upcoming,
    agendas: events.agendas.filter(
      (agenda) => now.getTime() < dayOverAt(agenda.date, events.agendas, hub.timeZone).getTime(),
    ),
  };
}

/** The month is read in the page itself: switching months needs no new data from the server. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) {
    const rest = (url: URL) => {
      const params = new URLSearchParams(url.search);
      params.delete("month");
      return params.toString();
    };
    if (rest(currentUrl) === rest(nextUrl)) return false;
  }
  return defaultShouldRevalidate;
}

function NextPartyBox({ sale: { next: party, state, ticketsAvailable } }: { sale: HubSaleState }) {
  const t = useMessages(saveTheDateMessages);
  const locale = useLocale();
  const { hub } = useLayoutData();
  // The sale start belongs to the hub's own weekend; a later party's sale is not set yet.
  let sale: string;
  if (party?.current && hub.ticketSaleStart && state !== "unknown") {
    const date = formatDateTime(hub.ticketSaleStart, locale);
    sale = t(state === "pending" ? "saleStarts" : "saleStarted", { date });
  } else {
    sale = t("saleUnknown");
  }
  return (
    <KickerCard
      id="next-party-title"
      className="save-the-date accent-pink"
      kicker={t("nextPartyTitle")}
    >
      {party ? (
        <>
          <p className="save-the-date-title">{t("nextParty", { title: party.title[locale] })}</p>
          <p className="save-the-date-when" data-testid="next-party-date">
            {party.date ? (
              <time dateTime={isoDate(party.date)}>
                {t("nextPartyWhen", { date: formatDate(party.date, locale, "full") })}
              </time>
            ) : (
              t("tbdLong")
            )}
          </p>
        </>
      ) : (
        <p className="save-the-date-title">{t("noNextParty")}</p>
      )}
      <p className="save-the-date-sale" data-testid="sale-start">
        {sale}
      </p>
      {ticketsAvailable && (
        <p>
          <Link className="button button-primary" to={ticketPageLinks.packages}>
            {t("toTickets")}
          </Link>
        </p>
      )}
    </KickerCard>
  );
}

function UpcomingTable({ upcoming }: { upcoming: Route.ComponentProps["loaderData"]["upcoming"] }) {
  const t = useMessages(saveTheDateMessages);
  const locale = useLocale();
  return (
    <section className="upcoming" aria-labelledby="upcoming-title">
      <h2 id="upcoming-title">{t("upcomingTitle")}</h2>
      <div className="table-wrap">
        <table className="upcoming-table" aria-labelledby="upcoming-title">
          <thead>
            <tr>
              <th scope="col">{t("upcomingEvent")}</th>
              <th scope="col">{t("upcomingDate")}</th>
              <th scope="col">{t("upcomingLocation")}</th>
            </tr>
          </thead>
          <tbody>
            {upcoming.map((item, index) => (
              <tr key={index}>
                <th scope="row">{item.title[locale]}</th>
                <td>
                  {item.date ? (
                    <time dateTime={isoDate(item.date)}>
                      <span className="weekday">{weekdayPrefix(item.date, locale)}</span>
                      {formatDate(item.date, locale, "medium")}
                    </time>
                  ) : (
                    <abbr title={t("tbdLong")}>{t("tbd")}</abbr>
                  )}
                </td>
                <td>{item.location}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export default function SaveTheDate({ loaderData }: Route.ComponentProps) {
  const t = useMessages(saveTheDateMessages);
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  const { today, defaultMonth, entries, upcoming, agendas } = loaderData;
  const month = parseMonthParam(searchParams.get("month")) ?? defaultMonth;
  return (
    <div className="page page-save-the-date">
      <PageTitle>{t("title")}</PageTitle>
      <h1>{t("title")}</h1>
      <p className="lead">{t("intro")}</p>
      <p>
        <a className="button button-secondary" href={calendarHref(undefined, locale)} download>
          {t("subscribe")}
        </a>
      </p>
      <SalePhases>{(sale) => <NextPartyBox sale={sale} />}</SalePhases>
      {upcoming.length > 0 && <UpcomingTable upcoming={upcoming} />}
      <Calendar key={formatMonthParam(month)} month={month} entries={entries} today={today} />
      {agendas.length > 0 && (
        <section className="agendas" aria-labelledby="agendas-title">
          <h2 id="agendas-title">{t("agendasTitle")}</h2>
          <div className="agenda-list">
            {agendas.map((agenda) => (
              <AgendaCard key={agenda.id} agenda={agenda} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
