import { Fragment } from "react";
import { Link } from "react-router";
import {
  addMonths,
  formatMonthParam,
  isoDate,
  monthEntries,
  monthGrid,
  weekdayReferenceDates,
  type CalendarDay,
  type CalendarEntry,
  type YearMonth,
} from "../../core/calendar.ts";
import type { CalendarDate } from "../../core/content/common.ts";
import { formatDate, formatMonth, formatMonthYear, formatWeekday } from "../../core/format.ts";
import { useLocale, useMessages } from "../i18n/messages.ts";
import { calendarMessages } from "./calendar.messages.ts";
import { columns } from "./calendar-grid.ts";

/** Lets names like 'DiaperDinner' wrap between their words in narrow tiles. */
function Breakable({ text }: { text: string }) {
  const parts = text.split(/(?<=[a-zäöüß])(?=[A-ZÄÖÜ])/);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

const calendarId = "calendar";

function MonthLink({ month, direction }: { month: YearMonth; direction: "previous" | "next" }) {
  const t = useMessages(calendarMessages);
  const locale = useLocale();
  const name = formatMonthYear(month.year, month.month, locale);
  const short = formatMonth(month.month, locale);
  return (
    <Link
      // On a reading page this loads the document: the hash brings it back to the calendar.
      to={{ search: `?month=${formatMonthParam(month)}`, hash: calendarId }}
      preventScrollReset
      className={`button button-secondary calendar-nav calendar-${direction}`}
      aria-label={t(direction === "previous" ? "previousMonth" : "nextMonth", { month: name })}
      rel={direction === "previous" ? "prev" : "next"}
    >
      {direction === "previous" && <span aria-hidden="true">‹</span>}
      <span className="calendar-nav-text">{short}</span>
      {direction === "next" && <span aria-hidden="true">›</span>}
    </Link>
  );
}

/**
 * The month's events as a list under the grid: on a phone the tiles only have room for coloured
 * bars, so this is where names, dates and places are read there (and by screen readers at once).
 */
function MonthList({ entries, title }: { entries: readonly CalendarEntry[]; title: string }) {
  const t = useMessages(calendarMessages);
  const locale = useLocale();
  return (
    <section className="calendar-list" aria-labelledby="calendar-list-title">
      <h3 id="calendar-list-title">{t("listTitle", { month: title })}</h3>
      {entries.length === 0 ? (
        <p>{t("listEmpty")}</p>
      ) : (
        <ul>
          {entries.map((entry) => (
            <li key={isoDate(entry.date)} className={`calendar-list-item ${entry.accentClass}`}>
              <time dateTime={isoDate(entry.date)}>
                {formatDate(entry.date, locale, "weekday")}
              </time>
              <strong>{entry.title[locale]}</strong>
              <span className="calendar-list-location">{entry.location}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Month calendar with 7 weekday columns (Monday first) and 42 day tiles showing the events of
 * each day. Month changes are plain links (?month=YYYY-MM), so it works without JavaScript; the
 * keys are calendar-grid.ts's.
 */
export function Calendar({
  month,
  entries,
  today,
}: {
  month: YearMonth;
  entries: readonly CalendarEntry[];
  today: CalendarDate;
}) {
  const locale = useLocale();
  const t = useMessages(calendarMessages);
  const days = monthGrid(month);
  const todayIso = isoDate(today);
  const byDay = new Map<string, CalendarEntry[]>();
  for (const entry of entries) {
    const iso = isoDate(entry.date);
    byDay.set(iso, [...(byDay.get(iso) ?? []), entry]);
  }
  const title = formatMonthYear(month.year, month.month, locale);
  // The tile that takes the keyboard focus: today, else the first event, else the 1st.
  let initial = days.findIndex((d) => d.inMonth && d.iso === todayIso);
  if (initial < 0) initial = days.findIndex((d) => d.inMonth && byDay.has(d.iso));
  if (initial < 0) initial = days.findIndex((d) => d.inMonth);

  const rows: CalendarDay[][] = [];
  for (let i = 0; i < days.length; i += columns) rows.push(days.slice(i, i + columns));

  return (
    <section id={calendarId} className="calendar card" aria-labelledby="calendar-title">
      <div className="calendar-head heading-row">
        <MonthLink month={addMonths(month, -1)} direction="previous" />
        <h2 id="calendar-title" aria-live="polite">
          {title}
        </h2>
        <MonthLink month={addMonths(month, 1)} direction="next" />
      </div>
      <p className="visually-hidden">{t("keyboardHint")}</p>
      <table role="grid" aria-labelledby="calendar-title" className="calendar-grid">
        <thead>
          <tr role="row">
            {weekdayReferenceDates.map((date) => (
              <th key={date.day} role="columnheader" scope="col">
                <span aria-hidden="true">{formatWeekday(date, locale, "short")}</span>
                <span className="visually-hidden">{formatWeekday(date, locale)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((week, row) => (
            <tr role="row" key={week[0]!.iso}>
              {week.map((day, column) => {
                const index = row * columns + column;
                const events = byDay.get(day.iso) ?? [];
                const isToday = day.iso === todayIso;
                const classes = ["calendar-day"];
                if (!day.inMonth) classes.push("outside");
                if (isToday) classes.push("today");
                if (events.length > 0) classes.push("has-events");
                return (
                  <td
                    key={day.iso}
                    role="gridcell"
                    className={classes.join(" ")}
                    data-date={day.iso}
                    data-index={index}
                    tabIndex={index === initial ? 0 : -1}
                    aria-current={isToday ? "date" : undefined}
                  >
                    <span className="calendar-date">
                      <span aria-hidden="true">{day.day}</span>
                      <span className="visually-hidden">
                        {formatDate(day, locale, "full")}
                        {isToday && `, ${t("today")}`}
                        {events.length > 0 && ":"}
                      </span>
                    </span>
                    {events.length > 0 && (
                      <ul className="calendar-events">
                        {events.map((entry) => (
                          <li
                            key={entry.title.de}
                            className={`calendar-event ${entry.accentClass}`}
                          >
                            <Breakable text={entry.title[locale]} />
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <MonthList entries={monthEntries(entries, month)} title={title} />
    </section>
  );
}
