import { messageCatalog } from "../messages.ts";

export const adminText = messageCatalog({
  de: {
    list: "OK",
    offerUpdated: "Das Angebot ist aktualisiert.",
    requestUpdated: "Die Anfrage ist aktualisiert.",
    offerUnknown: "Dieses Angebot gibt es nicht.",
    requestUnknown: "Diese Anfrage gibt es nicht.",
    offerOrder:
      "Dieser Schritt geht erst nach dem vorherigen und nur einmal (Reihenfolge: freigegeben, ausgezahlt, übergeben).",
    requestOrder:
      "Dieser Schritt geht erst nach dem vorherigen und nur einmal (Reihenfolge: benachrichtigt, erledigt).",
    invalidIban: "Die IBAN dieses Angebots ist ungültig; es kann nicht freigegeben werden.",
    unknownShop: "Diesen Ticketshop gibt es nicht.",
    shopUnavailable: "Der Ticketshop ist gerade nicht erreichbar.",
    teamVoucher: "Team-Link: Kaufbeschränkungen aufgehoben.",
    mailRetry: "Die E-Mail wird gleich noch einmal verschickt.",
    mailUnknown: "Diese E-Mail ist nicht (mehr) unter den aufgegebenen.",
    matchPaid: "Die Zahlung ist vermerkt; die Anfrage ist erledigt.",
    matchUndone:
      "Die Zuordnung ist aufgehoben; die Anfrage steht wieder vorne in der Warteschlange.",
    matchUnknown: "Diese Zuordnung gibt es nicht.",
    matchClosed: "Diese Zuordnung ist schon bezahlt oder beendet.",
    settingsSaved: "Die Einstellungen der Ticketbörse sind gespeichert.",
  },
  en: {
    list: "OK",
    offerUpdated: "The offer is updated.",
    requestUpdated: "The request is updated.",
    offerUnknown: "This offer does not exist.",
    requestUnknown: "This request does not exist.",
    offerOrder:
      "This step only follows the one before, and only once (order: approved, paid out, handed over).",
    requestOrder:
      "This step only follows the one before, and only once (order: notified, fulfilled).",
    invalidIban: "The IBAN of this offer is invalid; it cannot be approved.",
    unknownShop: "This ticket shop does not exist.",
    shopUnavailable: "The ticket shop cannot be reached right now.",
    teamVoucher: "Team link: purchase limits lifted.",
    mailRetry: "The e-mail will be sent again shortly.",
    mailUnknown: "This e-mail is not (or no longer) among those given up.",
    matchPaid: "The payment is noted; the request is fulfilled.",
    matchUndone: "The match is undone; the request is back at the front of the line.",
    matchUnknown: "This match does not exist.",
    matchClosed: "This match is already paid or ended.",
    settingsSaved: "The ticket exchange settings are saved.",
  },
});

export type AdminText = Parameters<typeof adminText>[1];
