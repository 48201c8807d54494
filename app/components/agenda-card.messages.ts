import { defineMessages } from "../i18n/messages.ts";

export const agendaMessages = defineMessages({
  de: {
    when: "Wann",
    where: "Wo",
    remarks: "Hinweise",
    timeline: "Ablauf",
    time: "{time} Uhr",
    addToCalendar: "In den Kalender eintragen",
    addToCalendarLabel: "In den Kalender eintragen: {title} (.ics-Datei)",
  },
  en: {
    when: "When",
    where: "Where",
    remarks: "Good to know",
    timeline: "Timeline",
    time: "{time}",
    addToCalendar: "Add to calendar",
    addToCalendarLabel: "Add to calendar: {title} (.ics file)",
  },
});
