import { defineMessages, messageReader } from "../../core/messages.ts";

/** The team's waiting-room calls: their answers, in both languages. */
export const waitingRoomTeamMessages = defineMessages({
  de: {
    room: "Der Warteraum des Verkaufsstarts.",
    noSale: "Diese Stadt hat gerade keinen Verkaufsstart mit Uhrzeit.",
    saved: "Gespeichert.",
    paused: "Der Einlass ist angehalten.",
    resumed: "Der Einlass läuft wieder.",
    place: "Der Platz.",
    unknownPlace: "Unter dieser Nummer gibt es keinen Platz in diesem Warteraum.",
  },
  en: {
    room: "The sale start's waiting room.",
    noSale: "This city has no sale start with a time just now.",
    saved: "Saved.",
    paused: "Admission is paused.",
    resumed: "Admission is running again.",
    place: "The place.",
    unknownPlace: "There is no place with this number in this waiting room.",
  },
});

export const waitingRoomTeamText = messageReader(waitingRoomTeamMessages);
