import type { NextParty } from "../../../core/ticket-sale.ts";
import { formatDate, formatMonthYear, formatTime, formatWeekday } from "../../../core/format.ts";
import { useLocale, useMessages } from "../../i18n/messages.ts";
import { monthWeeks } from "./month-grid.ts";
import { screensaverMessages } from "./screensaver.messages.ts";

interface TimeOfDay {
  hours: number;
  minutes: number;
}

const clock = (time: TimeOfDay) => formatTime(time.hours, time.minutes);

/** 2024-01-01 was a Monday: the seven days from it give the weekday headers. */
const monday = { year: 2024, month: 1, day: 1 };

/**
 * Slide 1: the next party as a calendar sheet with 'Save the Date'. It names the entry hours
 * (when guests are let in), not the start of the weekend's programme.
 */
export function CalendarSlide({ party, city }: { party: NextParty | null; city: string }) {
  const t = useMessages(screensaverMessages);
  const locale = useLocale();
  if (!party?.date) {
    return (
      <div className="ss-calendar">
        <div className="ss-calendar-text">
          <p className="ss-kicker">{t("saveTheDate")}</p>
          <p className="ss-headline">{party ? party.title[locale] : city}</p>
          <p className="ss-date">{t("noDate")}</p>
        </div>
      </div>
    );
  }
  const start = party.date;
  return (
    <div className="ss-calendar">
      <div className="ss-sheet" aria-hidden="true">
        <div className="ss-sheet-month">{formatMonthYear(start.year, start.month, locale)}</div>
        <div className="ss-sheet-day">{start.day}</div>
        <div className="ss-sheet-weekday">{formatWeekday(start, locale)}</div>
        <div className="ss-month">
          {Array.from({ length: 7 }, (_, offset) => (
            <span key={`head-${offset}`} className="ss-month-head">
              {formatWeekday({ ...monday, day: monday.day + offset }, locale, "short").slice(0, 2)}
            </span>
          ))}
          {monthWeeks(start.year, start.month)
            .flat()
            .map((day, cell) => (
              <span
                key={cell}
                className={day === start.day ? "ss-month-day ss-today" : "ss-month-day"}
              >
                {day ?? ""}
              </span>
            ))}
        </div>
      </div>
      <div className="ss-calendar-text">
        <p className="ss-kicker">{t("saveTheDate")}</p>
        <p className="ss-headline">{party.title[locale]}</p>
        <p className="ss-date">{formatDate(start, locale, "full")}</p>
        <p className="ss-time">
          {city}
          {party.entry &&
            ` · ${t("entry", { from: clock(party.entry.from), until: clock(party.entry.until) })}`}
        </p>
      </div>
    </div>
  );
}
