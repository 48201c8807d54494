import { defineMessages } from "../../i18n/messages.ts";

/** The waiting room at the sale start (docs/decisions/0037-waiting-room.md). */
export const waitingRoomMessages = defineMessages({
  de: {
    title: "Warteraum",
    notOpen: "Der Warteraum öffnet am {date} um {time} Uhr.",
    openIntro:
      "Vor dem Verkaufsstart am {date} um {time} Uhr kommen alle in den Warteraum. Beim Start wird die Reihenfolge unter allen ausgelost, die bis dahin drin sind – ob du um halb oder eine Sekunde vorher kommst, ist egal. Wer später kommt, stellt sich hinten an.",
    openLate:
      "Der Verkauf läuft. Stell dich an: Du kommst an die Reihe, sobald die vor dir dran waren.",
    join: "In den Warteraum",
    rejoin: "Neu anstellen",
    inPreQueue: "Du bist drin. Am {date} um {time} Uhr wird die Reihenfolge ausgelost.",
    drawIn: "Auslosung in",
    voucherMinutes:
      "Wenn du dran bist, hast du {minutes} Minuten Zeit zum Kaufen: Dann bekommst du einen Gutschein für den Ticketshop, und diese Seite bringt dich hin.",
    queuesFor: "Du wartest auf: {package}",
    keepOpen:
      "Du kannst die Seite offen lassen oder später wiederkommen: Dein Platz bleibt auf diesem Gerät erhalten, auch nach dem Neuladen.",
    place: "Du bist Nr. {place}",
    progressLabel: "Dein Weg nach vorn",
    progress:
      "{passed, plural, one {# Person} other {# Personen}} vor dir {passed, plural, one {war} other {waren}} schon dran, {ahead} {ahead, plural, one {wartet} other {warten}} noch.",
    updated: "Stand: {time} Uhr",
    aheadNone: "Du bist als Nächste*r dran.",
    estimate: "Geschätzte Wartezeit: etwa {minutes} Min.",
    estimateSoon: "Geschätzte Wartezeit: unter einer Minute",
    paused: "Der Einlass ist gerade angehalten. Dein Platz bleibt dir.",
    gateIntro:
      "In diesen Warteraum kommst du mit einer E-Mail-Adresse, die du vorher bestätigst: pro Adresse ein Platz.",
    email: "Deine E-Mail-Adresse",
    gateSend: "Bestätigungslink schicken",
    emailMissing: "Gib deine E-Mail-Adresse ein.",
    checkMail: "Fast geschafft: Bitte bestätige deine E-Mail-Adresse.",
    checkMailHint:
      "Wir haben dir einen Link geschickt. Dein Platz zählt, sobald du ihn geöffnet und bestätigt hast. Lass diese Seite ruhig offen.",
    confirmAddress: "Adresse bestätigen",
    emailInvalid: "Das sieht nicht nach einer E-Mail-Adresse aus. Bitte prüfe sie.",
    gateTooMany:
      "An diese Adresse ging gerade schon mehrmals eine E-Mail. Bitte schau in dein Postfach oder versuche es in einer Stunde noch einmal.",
    gateTaken: "Mit dieser E-Mail-Adresse hat schon jemand einen Platz in diesem Warteraum.",
    gateUnknown:
      "Dieser Bestätigungslink gilt nicht (mehr). Bitte gib deine Adresse noch einmal ein.",
    yourTurn: "Du bist dran!",
    tabTitle: "▶ Du bist dran – PamperPlay",
    voucherLeft: "Dein Gutschein gilt noch",
    voucherUntil: "Dein Gutschein gilt bis {time} Uhr.",
    forwarding: "Wir bringen dich jetzt zum Ticketshop …",
    returned:
      "Zurück vom Shop? Dein Gutschein gilt weiter, bis die Zeit abläuft: Mit dem Knopf kommst du wieder hin.",
    voucherPending: "Dein Gutschein wird erstellt …",
    toShop: "Jetzt Tickets kaufen",
    lapsed:
      "Dein Gutschein ist abgelaufen, ohne dass er benutzt wurde. Dein Platz ging an die nächste Person. Du kannst dich hinten neu anstellen.",
    soldOutTitle: "Ausverkauft",
    soldOut:
      "Es gibt keine Tickets mehr, der Warteraum ist geschlossen. Trag dich auf die Warteliste ein: Kommen Tickets zurück, bekommt die nächste Person einen Gutschein per E-Mail.",
    waitList: "Auf die Warteliste",
    supportId: "Deine Warteraum-Nummer für Fragen an das Team: {id}",
    drawTitle: "So funktioniert die Auslosung",
    drawHow:
      "Wer vor dem Verkaufsstart im Warteraum ist, wird beim Start ausgelost. Die Reihenfolge ergibt sich aus einem geheimen Startwert, den wir beim Öffnen des Warteraums festlegen. Schon vorher zeigen wir seinen Prüfwert (SHA-256). Ab dem Start zeigen wir den Startwert selbst.",
    drawVerify:
      "So prüfst du es: Berechne den SHA-256 des Startwerts, z. B. mit „printf %s STARTWERT | sha256sum“. Ergibt er den Prüfwert, der vor dem Start hier stand, stand die Reihenfolge fest, bevor jemand hereinkam, und wurde nicht nachträglich geändert.",
    fairness: "Prüfwert der Auslosung (SHA-256 des Startwerts): {hash}",
    seed: "Startwert der Auslosung: {seed}",
    networkFull:
      "Aus deinem Netz sind schon sehr viele im Warteraum. Versuche es bitte über ein anderes Netz (z. B. mobile Daten).",
    refused: "Das hat nicht geklappt. Bitte lade die Seite neu.",
    stale:
      "Die Verbindung zu unserem Server ist gerade langsam. Dein Platz bleibt dir – lass die Seite einfach offen.",
    announceDrawn: "Die Auslosung ist erfolgt: Dein Platz steht oben.",
  },
  en: {
    title: "Waiting room",
    notOpen: "The waiting room opens on {date} at {time}.",
    openIntro:
      "Before the sale starts on {date} at {time}, everyone comes into the waiting room. At the start the order is drawn among everyone inside – whether you came half an hour or one second early makes no difference. Those who come later queue behind.",
    openLate: "The sale is on. Join the queue: your turn comes once those ahead of you had theirs.",
    join: "Enter the waiting room",
    rejoin: "Queue again",
    inPreQueue: "You are in. The order is drawn on {date} at {time}.",
    drawIn: "Draw in",
    voucherMinutes:
      "When it is your turn, you have {minutes} minutes to buy: you get a voucher for the ticket shop, and this page takes you there.",
    queuesFor: "You are queuing for: {package}",
    keepOpen:
      "You may keep this page open or come back later: your place stays on this device, also after a reload.",
    place: "You are no. {place}",
    progressLabel: "Your way to the front",
    progress:
      "{passed, plural, one {# person} other {# people}} before you had their turn, {ahead} still {ahead, plural, one {waits} other {wait}}.",
    updated: "Updated {time}",
    aheadNone: "You are next.",
    estimate: "Estimated wait: about {minutes} min",
    estimateSoon: "Estimated wait: less than a minute",
    paused: "Admission is paused right now. You keep your place.",
    gateIntro:
      "This waiting room takes you with an email address you confirm first: one place per address.",
    email: "Your email address",
    gateSend: "Send confirmation link",
    emailMissing: "Enter your email address.",
    checkMail: "Almost there: please confirm your email address.",
    checkMailHint:
      "We sent you a link. Your place counts once you have opened it and confirmed. Feel free to keep this page open.",
    confirmAddress: "Confirm address",
    emailInvalid: "That does not look like an email address. Please check it.",
    gateTooMany:
      "Several mails went to this address just now. Please look in your inbox or try again in an hour.",
    gateTaken: "Someone already has a place in this waiting room with this email address.",
    gateUnknown: "This confirmation link is not valid (any more). Please enter your address again.",
    yourTurn: "It's your turn!",
    tabTitle: "▶ Your turn – PamperPlay",
    voucherLeft: "Your voucher is valid for",
    voucherUntil: "Your voucher is valid until {time}.",
    forwarding: "Taking you to the ticket shop now …",
    returned:
      "Back from the shop? Your voucher stays valid until the time runs out: the button takes you there again.",
    voucherPending: "Your voucher is being created …",
    toShop: "Buy tickets now",
    lapsed:
      "Your voucher expired without being used. Your place went to the next person. You can queue again at the end.",
    soldOutTitle: "Sold out",
    soldOut:
      "There are no tickets left, the waiting room is closed. Join the wait list: when tickets come back, the next person gets a voucher by email.",
    waitList: "Join the wait list",
    supportId: "Your waiting-room number for questions to the team: {id}",
    drawTitle: "How the draw works",
    drawHow:
      "Everyone in the waiting room before the sale starts takes part in the draw at the start. The order follows from a secret seed, fixed when the waiting room opens. Before the start we show its check value (SHA-256); from the start on we show the seed itself.",
    drawVerify:
      'To verify: compute the SHA-256 of the seed, e.g. with "printf %s SEED | sha256sum". If it gives the check value shown here before the start, the order was fixed before anyone came in and was not changed afterwards.',
    fairness: "Check value of the draw (SHA-256 of the seed): {hash}",
    seed: "Seed of the draw: {seed}",
    networkFull:
      "Very many people from your network are in the waiting room already. Please try another network (e.g. mobile data).",
    refused: "That did not work. Please reload the page.",
    stale:
      "The connection to our server is slow right now. Your place is kept – just keep this page open.",
    announceDrawn: "The draw is done: your place is shown above.",
  },
});
