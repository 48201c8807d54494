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
  },
});

export type AdminText = Parameters<typeof adminText>[1];
