import { defineMessages } from "../../i18n/messages.ts";

/** The pages behind the wait-list mails' links: confirm, leave and go back to the place. */
export const waitListLinkMessages = defineMessages({
  de: {
    confirmPageTitle: "Warteliste bestätigen",
    leavePageTitle: "Warteliste verlassen",
    rejoinPageTitle: "Zurück auf die Warteliste",
    confirmAskTitle: "Platz auf der Warteliste bestätigen",
    confirmAsk:
      "Mit dem Knopf bekommst du deinen Platz auf der Warteliste für {title}. Erst dann zählt er.",
    confirmButton: "Platz bestätigen",
    leaveAskTitle: "Warteliste verlassen?",
    leaveAskInLine:
      "Du bist Nr. {place} auf der Warteliste für {title}. Verlässt du sie, rücken die Nächsten auf. Einen Tag lang kannst du an deinen Platz zurück; danach löschen wir deine E-Mail-Adresse.",
    leaveAskServed:
      "Dein Gutschein für {title} bleibt gültig. Verlässt du die Warteliste, schicken wir dir nichts mehr; einen Tag lang kannst du zurück, danach löschen wir deine E-Mail-Adresse.",
    leaveAskUnconfirmed:
      "Du hast deinen Platz auf der Warteliste für {title} noch nicht bestätigt. Verlässt du sie, löschen wir deine E-Mail-Adresse sofort.",
    leaveButton: "Warteliste verlassen",
    stay: "Doch bleiben",
    inLineTitle: "Du stehst auf der Warteliste",
    rejoinedTitle: "Du bist zurück auf deinem Platz",
    place: "Nr. {place}",
    inLine: "Du bist Nr. {place} auf der Warteliste für {title}.",
    nextTitle: "So geht es weiter",
    nextVoucher:
      "Kommt ein Ticket zurück und du bist dran, bekommst du einen Gutschein per E-Mail. Er hält das Ticket {hours, plural, one {# Stunde} other {# Stunden}} für dich; danach geht es an die nächste Person.",
    nextPlace:
      "Deinen Platz siehst du jederzeit auf dieser Seite: Öffne einfach wieder den Link aus der Bestätigungsmail.",
    nextLeave:
      "Verlassen kannst du die Warteliste mit dem Link „Warteliste verlassen“ in jeder unserer E-Mails oder hier:",
    servedTitle: "Du warst an der Reihe",
    served: "Dein Gutschein für {title} ist per E-Mail unterwegs oder schon angekommen.",
    servedUntil: "Er hält dein Ticket bis {until}.",
    leftTitle: "Du hast die Warteliste verlassen",
    leftUndo:
      "Dein Platz auf der Warteliste für {title} zählt nicht mehr. War das ein Versehen? Bis {until} kannst du an deinen alten Platz zurück; danach löschen wir deine E-Mail-Adresse.",
    rejoinButton: "Zurück an meinen Platz",
    leftFinal:
      "Der Tag, an dem du an deinen Platz zurückkonntest, ist vorbei; wir löschen deine E-Mail-Adresse.",
    deletedTitle: "Ausgetragen",
    deleted: "Deine E-Mail-Adresse ist von der Warteliste gelöscht.",
    processing: "Einen Moment …",
    errorTitle: "Fehler",
    unknownTitle: "Diesen Platz gibt es nicht (mehr)",
    missingId: "Ungültiger Link",
    joinAgain: "Neu auf die Warteliste",
    backToTickets: "Zurück zu den Tickets",
  },
  en: {
    confirmPageTitle: "Confirm wait list",
    leavePageTitle: "Leave the wait list",
    rejoinPageTitle: "Back on the wait list",
    confirmAskTitle: "Confirm your place on the wait list",
    confirmAsk:
      "The button gives you your place on the wait list for {title}. It counts only from then on.",
    confirmButton: "Confirm my place",
    leaveAskTitle: "Leave the wait list?",
    leaveAskInLine:
      "You are no. {place} on the wait list for {title}. If you leave, the people behind you move up. For one day you can go back to your place; after that we delete your email address.",
    leaveAskServed:
      "Your voucher for {title} stays valid. If you leave the wait list, we send you nothing more; for one day you can come back, after that we delete your email address.",
    leaveAskUnconfirmed:
      "You have not confirmed your place on the wait list for {title} yet. If you leave, we delete your email address at once.",
    leaveButton: "Leave the wait list",
    stay: "Stay on the list",
    inLineTitle: "You are on the wait list",
    rejoinedTitle: "You are back at your place",
    place: "No. {place}",
    inLine: "You are no. {place} on the wait list for {title}.",
    nextTitle: "What happens next",
    nextVoucher:
      "When a ticket comes back and it is your turn, you get a voucher by email. It holds the ticket for you for {hours, plural, one {# hour} other {# hours}}; after that it goes to the next person.",
    nextPlace:
      "You can see your place on this page at any time: just open the link in the confirmation email again.",
    nextLeave:
      "You can leave the wait list with the “Leave the wait list” link in any of our emails, or here:",
    servedTitle: "It was your turn",
    served: "Your voucher for {title} is on its way by email, or already there.",
    servedUntil: "It holds your ticket until {until}.",
    leftTitle: "You have left the wait list",
    leftUndo:
      "Your place on the wait list for {title} no longer counts. Was that a mistake? Until {until} you can go back to your old place; after that we delete your email address.",
    rejoinButton: "Back to my place",
    leftFinal:
      "The day in which you could go back to your place is over; we are deleting your email address.",
    deletedTitle: "Left the list",
    deleted: "Your email address is deleted from the wait list.",
    processing: "One moment …",
    errorTitle: "Error",
    unknownTitle: "This place does not exist (any more)",
    missingId: "Invalid link",
    joinAgain: "Join the wait list again",
    backToTickets: "Back to the tickets",
  },
});
