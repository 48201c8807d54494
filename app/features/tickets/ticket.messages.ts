import { defineMessages } from "../../i18n/messages.ts";

export const ticketMessages = defineMessages({
  de: {
    enterWaitingRoom: "In den Warteraum",
    title: "Tickets",
    introActive:
      "Der Ticketverkauf läuft! Such dir unten dein Paket aus – der Kauf läuft über unseren Ticketshop.",
    introPending:
      "Der Ticketverkauf startet am {start}. Bis dahin kannst du dir hier schon die Pakete ansehen.",
    introUnknown:
      "Der Termin für den Ticketverkauf steht noch nicht fest. Unser Newsletter sagt dir Bescheid, sobald es losgeht.",
    introOver:
      "Diese Party ist vorbei, ihr Ticketverkauf ist beendet. Den nächsten Termin findest du unter „Termine“; unser Newsletter sagt dir Bescheid, sobald Tickets dafür zu haben sind.",
    notesTitle: "Gut zu wissen",
    packagesTitle: "Ticketpakete",
    price: "Preis",
    free: "kostenlos",
    buy: "Kaufen",
    buyPackage: "{name} kaufen",
    register: "Für {name} anmelden",
    registrationWindow: "Anmeldung vom {opens} bis {closes}",
    registrationClosed: "Die Anmeldung ist geschlossen.",
    availableSoon: "Bald verfügbar",
    pendingFrom: "Erhältlich ab {start}",
    pendingUnknown: "Der Verkaufsstart wird noch bekannt gegeben.",
    soldOut: "Ausverkauft",
    soldOutText: "Dieses Paket ist leider ausverkauft.",
    waitList: "Auf die Warteliste",
    waitListText:
      "Kommen Tickets zurück, bekommt die nächste Person auf der Liste einen Gutschein per E-Mail.",
    newsDates: "Neue Termine per Newsletter",
    disabledText: "Dieses Paket ist im Moment nicht erhältlich.",
    saleOver: "Verkauf beendet",
    saleOverText: "Die Party ist vorbei.",
    includes: "Gilt für",
    soldOutTitle: "Ausverkauft – der Ticketshop ist geschlossen",
    soldOutNotice:
      "Alle Tickets sind vergeben. Es gibt auch an der Abendkasse keine Tickets mehr – bitte komm nicht ohne Ticket vorbei.",
    soldOutExchange:
      "Du suchst noch ein Ticket? In unserer Ticketbörse geht jedes Ticket, das jemand abgibt, an die älteste Anfrage. Wer nicht mehr kommen kann, bietet sein Ticket dort an. Gibt das Team Tickets frei, gehen sie über die Warteliste deines Pakets der Reihe nach weiter.",
    soldOutExchangeLink: "Ticket suchen",
    soldOutResale: "Wer sich lieber selbst umhört, findet Gleichgesinnte in unserer",
    soldOutMessenger: "Messenger-Gruppe für Wiederverkäufe",
    soldOutNewsletter:
      "Über neue Termine und den nächsten Ticketverkauf informiert dich unser Newsletter:",
    soldOutNewsletterLink: "Newsletter abonnieren",
    hotelLink: "Zimmer im Hotelkontingent anfragen",
    opensInNewTab: "(öffnet in neuem Tab)",
  },
  en: {
    enterWaitingRoom: "Enter the waiting room",
    title: "Tickets",
    introActive:
      "Tickets are on sale! Pick your package below – you buy it through our ticket shop.",
    introPending:
      "Ticket sale starts on {start}. Until then you can already have a look at the packages.",
    introUnknown:
      "The ticket sale date is not set yet. Our newsletter lets you know as soon as it starts.",
    introOver:
      "This party is over, and so is its ticket sale. The next date is under “Schedule”; our newsletter lets you know as soon as tickets for it are on sale.",
    notesTitle: "Good to know",
    packagesTitle: "Ticket packages",
    price: "Price",
    free: "free",
    buy: "Buy",
    buyPackage: "Buy {name}",
    register: "Register for {name}",
    registrationWindow: "Registration from {opens} until {closes}",
    registrationClosed: "Registration is closed.",
    availableSoon: "Available soon",
    pendingFrom: "Available from {start}",
    pendingUnknown: "The sale start will be announced.",
    soldOut: "Sold out",
    soldOutText: "Sorry, this package is sold out.",
    waitList: "Join the wait list",
    waitListText: "When tickets come back, the next person on the list gets a voucher by email.",
    newsDates: "New dates by newsletter",
    disabledText: "This package is not available at the moment.",
    saleOver: "Sale over",
    saleOverText: "The party is over.",
    includes: "Valid for",
    soldOutTitle: "Sold out – the ticket shop is closed",
    soldOutNotice:
      "All tickets are gone. There will be no tickets at the door either – please do not come without a ticket.",
    soldOutExchange:
      "Still looking for a ticket? In our ticket exchange every ticket someone passes on goes to the oldest request. If you cannot come, offer your ticket there. Tickets the team releases go to the people on your package's wait list, in turn.",
    soldOutExchangeLink: "Look for a ticket",
    soldOutResale: "If you would rather ask around yourself, meet others in our",
    soldOutMessenger: "messenger group for resales",
    soldOutNewsletter: "Our newsletter tells you about new dates and the next ticket sale:",
    soldOutNewsletterLink: "Subscribe to the newsletter",
    hotelLink: "Request a room from the hotel contingent",
    opensInNewTab: "(opens in a new tab)",
  },
});
