import { defineMessages } from "../../i18n/messages.ts";

export const partyMessages = defineMessages({
  de: {
    planHint: "Wähle im Plan einen Bereich aus, um mehr darüber zu erfahren.",
    groundFloor: "Erdgeschoss",
    upperFloor: "Obergeschoss",
    groundAlt:
      "Grundriss des Erdgeschosses: Eingang unten links, daneben die Treppe nach oben, hinten rechts der Innenhof",
    upperAlt: "Grundriss des Obergeschosses: Treppe unten, Flur mit der Dusche am Ende",
    close: "Schließen",
    areas: "Die Bereiche",
  },
  en: {
    planHint: "Choose an area on the plan to learn more about it.",
    groundFloor: "Ground floor",
    upperFloor: "Upper floor",
    groundAlt:
      "Plan of the ground floor: entrance at the bottom left, the stairs up next to it, the courtyard at the back right",
    upperAlt: "Plan of the upper floor: stairs at the bottom, corridor with the shower at its end",
    close: "Close",
    areas: "The areas",
  },
});
