import { defineMessages } from "../../i18n/messages.ts";

export const partyMessages = defineMessages({
  de: {
    planHint: "Wähle im Plan einen Bereich aus, um mehr darüber zu erfahren.",
    close: "Schließen",
    areas: "Die Bereiche",
  },
  en: {
    planHint: "Choose an area on the plan to learn more about it.",
    close: "Close",
    areas: "The areas",
  },
});
