import { defineMessages } from "../i18n/messages.ts";

export const calendarMessages = defineMessages({
  de: {
    previousMonth: "Vorheriger Monat: {month}",
    nextMonth: "Nächster Monat: {month}",
    today: "heute",
    keyboardHint: "Mit den Pfeiltasten kannst du dich im Kalender zwischen den Tagen bewegen.",
    listTitle: "Termine im {month}",
    listEmpty: "In diesem Monat stehen keine Termine an.",
  },
  en: {
    previousMonth: "Previous month: {month}",
    nextMonth: "Next month: {month}",
    today: "today",
    keyboardHint: "Use the arrow keys to move between the days of the calendar.",
    listTitle: "Dates in {month}",
    listEmpty: "There are no dates this month.",
  },
});
