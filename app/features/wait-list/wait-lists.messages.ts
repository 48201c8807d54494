import { defineMessages } from "../../i18n/messages.ts";

/** The team's wait-list screen. */
export const waitListsMessages = defineMessages({
  de: {
    title: "Wartelisten",
    intro:
      "Jedes ausverkaufte Paket hat seine Warteliste. Kommen im Shop Tickets zurück oder gebt ihr welche frei, bekommt die nächste bestätigte Person einen Gutschein für den Shop; ungenutzt geht er nach Ablauf an die nächste.",
    none: "Zurzeit ist kein Paket ausverkauft, also gibt es keine Warteliste.",
    columnPackage: "Paket",
    columnWaiting: "Wartend",
    columnUnconfirmed: "Unbestätigt",
    columnReleased: "Freigegeben",
    columnSent: "Gutscheine",
    columnRedeemed: "Eingelöst",
    columnLapsed: "Verfallen",
    columnHours: "Gültigkeit (h)",
    columnActions: "Aktionen",
    count: "Anzahl",
    release: "Tickets freigeben",
    confirmRelease:
      "{count, plural, one {# Ticket} other {# Tickets}} an die Warteliste für {title} freigeben?",
    yesRelease: "Ja, freigeben",
    cancel: "Abbrechen",
    saveHours: "Gültigkeit speichern",
    exportCsv: "CSV exportieren",
    close: "Liste schließen",
    confirmClose:
      "Warteliste für {title} schließen? Wer darauf steht, bekommt eine E-Mail; alle Adressen werden gelöscht, neue Einträge nicht mehr angenommen.",
    yesClose: "Ja, schließen",
    reopen: "Wieder öffnen",
    closed: "geschlossen",
    columnPlace: "Platz",
    columnEmail: "E-Mail",
    columnLanguage: "Sprache",
    columnJoined: "Eingetragen",
    columnConfirmed: "Bestätigt",
    columnServed: "Gutschein",
    byTicketShop: "Ticketshop",
    bySeasonOver: "Saisonende",
    changeRelease: "{title}: {count, plural, one {# Ticket} other {# Tickets}} freigegeben",
    changeVoucherHours: "{title}: Gültigkeit {hours} Stunden",
    changeClose:
      "{title}: Liste geschlossen, {told, plural, one {# Person} other {# Personen}} per E-Mail benachrichtigt, {deleted, plural, one {# Adresse} other {# Adressen}} gelöscht",
    changeReopen: "{title}: Liste wieder geöffnet",
    changeReturned:
      "{title}: {count, plural, one {# Ticket} other {# Tickets}} im Shop zurück (storniert)",
    changeWithdrawn:
      "{title}: {gone, plural, one {# Ticket} other {# Tickets}} im Shop verkauft, bevor ein Gutschein es hielt; {count, plural, one {# Person wieder auf ihrem Platz} other {# Personen wieder auf ihren Plätzen}}",
  },
  en: {
    title: "Wait lists",
    intro:
      "Each sold-out package has its wait list. When tickets come back in the shop or you release some, the next confirmed person gets a voucher for the shop; unused, it passes to the next when it lapses.",
    none: "No package is sold out right now, so there is no wait list.",
    columnPackage: "Package",
    columnWaiting: "Waiting",
    columnUnconfirmed: "Unconfirmed",
    columnReleased: "Released",
    columnSent: "Vouchers",
    columnRedeemed: "Redeemed",
    columnLapsed: "Lapsed",
    columnHours: "Valid (h)",
    columnActions: "Actions",
    count: "Number",
    release: "Release tickets",
    confirmRelease:
      "Release {count, plural, one {# ticket} other {# tickets}} to the wait list for {title}?",
    yesRelease: "Yes, release",
    cancel: "Cancel",
    saveHours: "Save validity",
    exportCsv: "Export CSV",
    close: "Close the list",
    confirmClose:
      "Close the wait list for {title}? The people on it get an email; all addresses are deleted, and no new entries are taken.",
    yesClose: "Yes, close",
    reopen: "Open again",
    closed: "closed",
    columnPlace: "Place",
    columnEmail: "Email",
    columnLanguage: "Language",
    columnJoined: "Joined",
    columnConfirmed: "Confirmed",
    columnServed: "Voucher",
    byTicketShop: "Ticket shop",
    bySeasonOver: "End of season",
    changeRelease: "{title}: {count, plural, one {# ticket} other {# tickets}} released",
    changeVoucherHours: "{title}: vouchers valid for {hours} hours",
    changeClose:
      "{title}: list closed, {told, plural, one {# person} other {# people}} told by email, {deleted, plural, one {# address} other {# addresses}} deleted",
    changeReopen: "{title}: list opened again",
    changeReturned:
      "{title}: {count, plural, one {# ticket} other {# tickets}} back in the shop (cancelled)",
    changeWithdrawn:
      "{title}: {gone, plural, one {# ticket} other {# tickets}} sold in the shop before a voucher held it; {count, plural, one {# person} other {# people}} back in their place",
  },
});
