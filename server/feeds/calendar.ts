import ical, { ICalAlarmType, ICalCalendarMethod, type ICalCalendar } from "ical-generator";
import { agendaTimes } from "../../core/agenda-times.ts";
import type { HubContent } from "../../core/content/store.ts";
import type { Locale } from "../../core/locale.ts";
import { calendarUid } from "../../core/site-ids.ts";
import { calendarHref, languageUrl, saleStartEventId } from "../../core/site-links.ts";
import { feedText } from "./feeds.messages.ts";
import { vtimezone } from "./vtimezone.ts";
import { zonedDateTime } from "./zoned-time.ts";

export interface CalendarInput {
  content: HubContent;
  locale: Locale;
  /** Absolute base of the hub's site. */
  base: string;
  /** DTSTAMP: when this calendar was written. */
  now: Date;
  /**
   * Only this agenda's event (the schedule page's "add to calendar" on one date), or with
   * saleStartEventId the ticket sale's start (the countdown's "remind me").
   */
  eventId?: string;
}

/**
 * The hub's schedule as an iCalendar file (RFC 5545): one event per agenda (the party and each
 * side event) in the hub's time zone with its VTIMEZONE, from the same content as the schedule
 * page. UIDs come from hub and agenda id, so a calendar app updates an event instead of adding
 * it again. Null when `eventId` names no agenda (or the sale start while the hub has none).
 */
export function calendarFile(input: CalendarInput): string | null {
  const { content, locale, base, now, eventId } = input;
  const { hub, events } = content;
  if (eventId === saleStartEventId) {
    const start = hub.ticketSaleStart;
    if (!start) return null;
    const calendar = hubCalendar(input, [start.year]);
    const ticketsUrl = languageUrl(base, "/ticket", locale);
    const site = hub.signTitle[locale];
    calendar
      .createEvent({
        id: calendarUid(hub.id, saleStartEventId),
        stamp: now,
        summary: feedText(locale, "saleStartTitle", { site }),
        description: feedText(locale, "saleStartText", {
          party: hub.nextParty?.title[locale] ?? site,
          url: ticketsUrl,
        }),
        url: ticketsUrl,
        timezone: hub.timeZone,
        start: zonedDateTime({ ...start, minute: start.minute ?? 0 }, hub.timeZone),
        // Long enough to show as a block in a day view; the sale itself runs on.
        end: zonedDateTime({ ...start, minute: (start.minute ?? 0) + 30 }, hub.timeZone),
      })
      // The reminder is the point: the calendar app alerts a quarter of an hour before.
      .createAlarm({ type: ICalAlarmType.display, triggerBefore: 15 * 60 });
    return calendar.toString();
  }
  const agendas = events.agendas.filter((agenda) => !eventId || agenda.id === eventId);
  if (eventId && agendas.length === 0) return null;
  const calendar = hubCalendar(
    input,
    agendas.map((agenda) => agenda.date.year),
  );
  for (const agenda of agendas) {
    const times = agendaTimes(agenda);
    const pageUrl = languageUrl(base, "/save-the-date", locale);
    const description = [
      ...agenda.remarks.map((remark) => remark[locale]),
      feedText(locale, "eventUrl", { url: pageUrl }),
    ].join("\n");
    calendar.createEvent({
      id: calendarUid(hub.id, agenda.id),
      stamp: now,
      summary: agenda.title[locale],
      location: agenda.location,
      description,
      url: pageUrl,
      timezone: hub.timeZone,
      // Without a known end the event is the whole day.
      ...(times
        ? {
            start: zonedDateTime(times.start, hub.timeZone),
            end: zonedDateTime(times.end, hub.timeZone),
          }
        : {
            start: zonedDateTime({ ...agenda.date, hour: 0, minute: 0 }, hub.timeZone),
            allDay: true,
          }),
    });
  }
  return calendar.toString();
}

/** The hub's calendar, its time zone written for the years its events fall in. */
function hubCalendar(
  { content: { hub }, locale, base, now, eventId }: CalendarInput,
  years: number[],
): ICalCalendar {
  const thisYear = now.getUTCFullYear();
  return ical({
    name: feedText(locale, "calendarName", { site: hub.signTitle[locale] }),
    description: feedText(locale, "calendarDescription", { city: hub.city[locale] }),
    prodId: { company: "PamperPlay", product: "Schedule", language: locale.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    url: languageUrl(base, calendarHref(eventId), locale),
    // Only the generator, no calendar-wide zone: with one, ical-generator would write DTSTAMP in
    // that zone, and RFC 5545 wants it in UTC. The events name their zone themselves.
    timezone: {
      name: null,
      generator: (zone) =>
        vtimezone(zone, Math.min(...years, thisYear), Math.max(...years, thisYear)),
    },
  });
}
