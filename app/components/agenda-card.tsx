import type { Agenda } from "../../core/content/events.ts";
import { isoDate } from "../../core/calendar.ts";
import { formatDate, formatTime } from "../../core/format.ts";
import { calendarHref } from "../../core/site-links.ts";
import { useLocale, useMessages } from "../i18n/messages.ts";
import { agendaMessages } from "./agenda-card.messages.ts";

/** Spec: event agenda with title, weekday and date, location, remarks and timed entries. */
export function AgendaCard({ agenda }: { agenda: Agenda }) {
  const t = useMessages(agendaMessages);
  const locale = useLocale();
  const titleId = `agenda-${agenda.id}`;
  return (
    <article className={`card agenda ${agenda.accentClass}`} aria-labelledby={titleId}>
      <h3 id={titleId}>{agenda.title[locale]}</h3>
      <dl className="agenda-facts">
        <div>
          <dt>{t("when")}</dt>
          <dd>
            <time dateTime={isoDate(agenda.date)}>{formatDate(agenda.date, locale, "full")}</time>
            <br />
            {/* A file the server writes, not a page: a plain link that downloads it. */}
            <a
              className="agenda-add-to-calendar"
              href={calendarHref(agenda.id, locale)}
              download
              aria-label={t("addToCalendarLabel", { title: agenda.title[locale] })}
            >
              {t("addToCalendar")}
            </a>
          </dd>
        </div>
        <div>
          <dt>{t("where")}</dt>
          <dd>{agenda.location}</dd>
        </div>
      </dl>
      {agenda.remarks.length > 0 && (
        <>
          <h4>{t("remarks")}</h4>
          <ul className="agenda-remarks">
            {agenda.remarks.map((remark) => (
              <li key={remark.de}>{remark[locale]}</li>
            ))}
          </ul>
        </>
      )}
      {agenda.events.length > 0 && (
        <>
          <h4>{t("timeline")}</h4>
          <ol className="agenda-timeline">
            {agenda.events.map((entry, index) => {
              const time = formatTime(entry.time.hours, entry.time.minutes);
              return (
                <li key={index}>
                  <time className="agenda-time" dateTime={time}>
                    {t("time", { time })}
                  </time>
                  <div>
                    <span className="agenda-entry-title">{entry.title[locale]}</span>
                    {entry.description && (
                      <p className="agenda-entry-description">{entry.description[locale]}</p>
                    )}
                  </div>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </article>
  );
}
