import { defineMessages, messageReader } from "../../core/messages.ts";

/** The waiting room's answers, in both languages. */
export const waitingRoomMessages = defineMessages({
  de: {
    place: "Dein Platz im Warteraum.",
    joined: "Du bist im Warteraum.",
    off: "Für dieses Paket gibt es gerade keinen Warteraum.",
    notOpen: "Der Warteraum ist noch nicht geöffnet.",
    soldOut: "Ausverkauft – es gibt keine Tickets mehr.",
    networkFull:
      "Aus deinem Netz sind schon sehr viele im Warteraum. Versuche es bitte über ein anderes Netz (z. B. mobile Daten).",
    unknownShop: "Diesen Ticketshop gibt es nicht.",
    emailGate: "Für diesen Warteraum brauchst du eine bestätigte E-Mail-Adresse.",
  },
  en: {
    place: "Your place in the waiting room.",
    joined: "You are in the waiting room.",
    off: "There is no waiting room for this package right now.",
    notOpen: "The waiting room is not open yet.",
    soldOut: "Sold out – there are no tickets left.",
    networkFull:
      "Very many people from your network are in the waiting room already. Please try another network (e.g. mobile data).",
    unknownShop: "This ticket shop does not exist.",
    emailGate: "This waiting room needs a confirmed email address.",
  },
});

export const waitingRoomText = messageReader(waitingRoomMessages);
