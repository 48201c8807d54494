import { defineMessages } from "../i18n/messages.ts";

export const agendaMessages = defineMessages({
  de: {
    when: "Wann",
    where: "Wo",
    remarks: "Hinweise",
    timeline: "Ablauf",
    time: "{time} Uhr",
  },
  en: {
    when: "When",
    where: "Where",
    remarks: "Good to know",
    timeline: "Timeline",
    time: "{time}",
  },
});
