import { defineMessages, messageReader } from "../../core/messages.ts";

/** The team's resale desk: answers to its steps on offers, requests and pairs. */
export const resaleTeamMessages = defineMessages({
  de: {
    offerUpdated: "Das Angebot ist aktualisiert.",
    requestUpdated: "Die Anfrage ist aktualisiert.",
    offerUnknown: "Dieses Angebot gibt es nicht.",
    requestUnknown: "Diese Anfrage gibt es nicht.",
    offerOrder:
      "Dieser Schritt geht erst nach dem vorherigen und nur einmal (Reihenfolge: freigegeben, ausgezahlt, übergeben).",
    requestOrder:
      "Dieser Schritt geht erst nach dem vorherigen und nur einmal (Reihenfolge: benachrichtigt, erledigt).",
    invalidIban: "Die IBAN dieses Angebots ist ungültig; es kann nicht freigegeben werden.",
    offerAwaitingPayment:
      "Erst muss die Zahlung des Käufers da sein: Vermerke sie bei der Zuordnung („Als bezahlt markieren“), dann zahle das Angebot aus und übergib das Ticket.",
    requestAwaitingPayment:
      "Diese Anfrage wartet noch auf eine Zahlung: Vermerke sie bei der Zuordnung („Als bezahlt markieren“); erledigt ist sie, sobald alle ihre Tickets bezahlt sind.",
    matchPaid: "Die Zahlung ist vermerkt; die Anfrage ist erledigt.",
    matchUndone:
      "Die Zuordnung ist aufgehoben; die Anfrage steht wieder vorne in der Warteschlange.",
    matchUnknown: "Diese Zuordnung gibt es nicht.",
    matchClosed: "Diese Zuordnung ist schon bezahlt oder beendet.",
    offerRematched:
      "Das Angebot ist der nächsten wartenden Anfrage zugeordnet; beide Seiten bekommen eine E-Mail.",
    offerNotWaiting:
      "Dieses Angebot wartet nicht auf eine Zuordnung: Es ist schon zugeordnet, ausgezahlt oder nicht freigegeben.",
    noRequestWaiting:
      "Gerade wartet keine andere Anfrage dieser Stadt; das Angebot bleibt frei. Versuche es später noch einmal.",
    settingsSaved: "Die Einstellungen der Ticketbörse sind gespeichert.",
    "ticket-unknown-order":
      "Der Ticketshop kennt diese Bestellnummer nicht; das Angebot bleibt ungeprüft. Frage den Verkäufer nach der richtigen Nummer.",
    "ticket-unknown-position":
      "In dieser Bestellung gibt es das angegebene Ticket nicht; das Angebot bleibt ungeprüft.",
    "ticket-position-needed":
      "Die Bestellung enthält mehrere Tickets dieses Pakets; der Verkäufer muss angeben, welches (Position 1, 2, …).",
    "ticket-other-package":
      "In dieser Bestellung gibt es kein Ticket des angebotenen Pakets; das Angebot bleibt ungeprüft. Frage den Verkäufer, welches Paket er verkauft.",
    "ticket-not-paid":
      "Diese Bestellung ist im Ticketshop nicht bezahlt; sie kann nicht weiterverkauft werden.",
    shopUnavailable:
      "Der Ticketshop antwortet gerade nicht; das Ticket ist nicht geprüft und das Angebot nicht freigegeben. Versuche es später noch einmal.",
    reissueRetried: "Das Ticket wird noch einmal neu ausgestellt.",
    reissueNotFailed: "Für dieses Angebot gibt es keine fehlgeschlagene Neuausstellung.",
    paymentMissing:
      "Erst die Bezahlung einrichten: Trage unter „Zahlung“ die Hinweise zur Zahlung ein (und einen Ticketpreis, falls das Angebot zu keinem Paket gehört). Ohne sie könnte die E-Mail an die anfragende Person nicht sagen, was und wie sie zahlen soll; solange wird nichts zugeordnet.",
  },
  en: {
    offerUpdated: "The offer is updated.",
    requestUpdated: "The request is updated.",
    offerUnknown: "This offer does not exist.",
    requestUnknown: "This request does not exist.",
    offerOrder:
      "This step only follows the one before, and only once (order: approved, paid out, handed over).",
    requestOrder:
      "This step only follows the one before, and only once (order: notified, fulfilled).",
    invalidIban: "The IBAN of this offer is invalid; it cannot be approved.",
    offerAwaitingPayment:
      "The buyer's payment comes first: note it on the match (“Mark as paid”), then pay the offer out and hand the ticket over.",
    requestAwaitingPayment:
      "This request still waits for a payment: note it on the match (“Mark as paid”); it is fulfilled once all its tickets are paid.",
    matchPaid: "The payment is noted; the request is fulfilled.",
    matchUndone: "The match is undone; the request is back at the front of the line.",
    matchUnknown: "This match does not exist.",
    matchClosed: "This match is already paid or ended.",
    offerRematched: "The offer is matched with the next waiting request; both sides get an email.",
    offerNotWaiting:
      "This offer is not waiting for a match: it is already matched, paid out or not approved.",
    noRequestWaiting:
      "No other request of this city is waiting right now; the offer stays free. Try again later.",
    settingsSaved: "The ticket exchange settings are saved.",
    "ticket-unknown-order":
      "The ticket shop does not know this order code; the offer stays unchecked. Ask the seller for the right code.",
    "ticket-unknown-position": "This order has no such ticket; the offer stays unchecked.",
    "ticket-position-needed":
      "The order holds several tickets of this package; the seller must say which one (position 1, 2, …).",
    "ticket-other-package":
      "This order holds no ticket of the package offered; the offer stays unchecked. Ask the seller which package they are selling.",
    "ticket-not-paid": "This order is not paid in the ticket shop; it cannot be resold.",
    shopUnavailable:
      "The ticket shop is not answering right now; the ticket is not checked and the offer not approved. Try again later.",
    reissueRetried: "The ticket is being re-issued once more.",
    reissueNotFailed: "This offer has no failed re-issue.",
    paymentMissing:
      "Set up the payment first: enter the payment notes under “Payment” (and a ticket price if the offer belongs to no package). Without them the mail to the requester could not say what and how to pay; until then nothing is matched.",
  },
});

export const resaleTeamText = messageReader(resaleTeamMessages);
