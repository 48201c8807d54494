import type { Locale } from "../../core/locale.ts";
import { renderLocalizedMail, type MailBlock, type MailContent } from "../outbox/mail-layout.ts";

/** What every wait-list mail names: the site, the package and the way off the list. */
export interface WaitListMailFacts {
  site: string;
  packageTitle: string;
  leaveUrl: string;
}

/** Every wait-list mail ends with this: one click takes the address off the list. */
function leaveFooter(locale: Locale, leaveUrl: string): MailBlock[] {
  return locale === "de"
    ? [
        {
          kind: "paragraph",
          text: "Du bekommst diese E-Mail, weil diese Adresse auf einer Warteliste von PamperPlay steht.",
        },
        { kind: "action", label: "Warteliste verlassen", url: leaveUrl },
      ]
    : [
        {
          kind: "paragraph",
          text: "You receive this email because this address is on a PamperPlay wait list.",
        },
        { kind: "action", label: "Leave the wait list", url: leaveUrl },
      ];
}

/** Double opt-in: the link that puts the address in line. */
export function waitListConfirmMail(
  locale: Locale,
  facts: WaitListMailFacts & { confirmUrl: string },
): MailContent {
  const { site, packageTitle, confirmUrl, leaveUrl } = facts;
  return renderLocalizedMail(locale, {
    de: {
      subject: `Bitte bestätige deinen Platz auf der Warteliste für ${packageTitle}`,
      blocks: [
        {
          kind: "paragraph",
          text: `Jemand – hoffentlich du – möchte mit dieser E-Mail-Adresse auf die Warteliste für ${packageTitle} bei ${site}. Erst mit deiner Bestätigung bekommst du einen Platz:`,
        },
        { kind: "action", label: "Platz bestätigen", url: confirmUrl },
      ],
      notYou: true,
      footer: leaveFooter("de", leaveUrl),
    },
    en: {
      subject: `Please confirm your place on the wait list for ${packageTitle}`,
      blocks: [
        {
          kind: "paragraph",
          text: `Someone – hopefully you – wants to join the wait list for ${packageTitle} at ${site} with this address. Your place counts once you confirm:`,
        },
        { kind: "action", label: "Confirm my place", url: confirmUrl },
      ],
      notYou: true,
      footer: leaveFooter("en", leaveUrl),
    },
  });
}

/**
 * Someone entered an address that is already in line. The page answers as for a new one; only
 * the mailbox's owner learns the place.
 */
export function waitListAlreadyInLineMail(
  locale: Locale,
  facts: WaitListMailFacts & { place: number },
): MailContent {
  const { packageTitle, place, leaveUrl } = facts;
  return renderLocalizedMail(locale, {
    de: {
      subject: `Du bist bereits auf der Warteliste für ${packageTitle}`,
      blocks: [
        {
          kind: "paragraph",
          text: `Jemand hat diese E-Mail-Adresse gerade noch einmal eingetragen. Sie steht schon auf der Warteliste, zurzeit auf Platz ${place} – du musst nichts tun.`,
        },
      ],
      footer: leaveFooter("de", leaveUrl),
    },
    en: {
      subject: `You are already on the wait list for ${packageTitle}`,
      blocks: [
        {
          kind: "paragraph",
          text: `Someone just entered this address again. It is already on the wait list, at place ${place} right now – there is nothing you need to do.`,
        },
      ],
      footer: leaveFooter("en", leaveUrl),
    },
  });
}

/** A ticket came back: the voucher, where to redeem it and until when it holds the ticket. */
export function waitListVoucherMail(
  locale: Locale,
  facts: WaitListMailFacts & { code: string; redeemUrl: string; validUntil: string },
): MailContent {
  const { packageTitle, code, redeemUrl, validUntil, leaveUrl } = facts;
  return renderLocalizedMail(locale, {
    de: {
      subject: `Ein Ticket für dich: ${packageTitle}`,
      blocks: [
        {
          kind: "paragraph",
          text: `Gute Nachricht: Ein Ticket für ${packageTitle} ist zurückgekommen, und du bist dran. Dein Gutschein hält es für dich bis ${validUntil}. Danach geht es an die nächste Person auf der Liste.`,
        },
        { kind: "code", label: "Gutscheincode", code },
        { kind: "action", label: "Ticket im Shop kaufen", url: redeemUrl },
      ],
      footer: leaveFooter("de", leaveUrl),
    },
    en: {
      subject: `A ticket for you: ${packageTitle}`,
      blocks: [
        {
          kind: "paragraph",
          text: `Good news: a ticket for ${packageTitle} came back, and it is your turn. Your voucher holds it for you until ${validUntil}. After that it goes to the next person on the list.`,
        },
        { kind: "code", label: "Voucher code", code },
        { kind: "action", label: "Buy the ticket in the shop", url: redeemUrl },
      ],
      footer: leaveFooter("en", leaveUrl),
    },
  });
}

/** The team closed the list: nothing more comes through it, and the address is gone. */
export function waitListClosedMail(
  locale: Locale,
  facts: Omit<WaitListMailFacts, "leaveUrl">,
): MailContent {
  const { site, packageTitle } = facts;
  return renderLocalizedMail(locale, {
    de: {
      subject: `Die Warteliste für ${packageTitle} ist geschlossen`,
      blocks: [
        {
          kind: "paragraph",
          text: `Das Team von ${site} hat die Warteliste für ${packageTitle} geschlossen: Über sie kommen keine Tickets mehr. Deine E-Mail-Adresse haben wir von der Liste gelöscht.`,
        },
      ],
    },
    en: {
      subject: `The wait list for ${packageTitle} is closed`,
      blocks: [
        {
          kind: "paragraph",
          text: `The team of ${site} closed the wait list for ${packageTitle}: no more tickets come through it. We deleted your email address from the list.`,
        },
      ],
    },
  });
}

/**
 * Someone left their list: the way back to their place for a day (a mistaken tap, or a mail
 * program that opened the link and someone pressed the button), then the address is deleted.
 */
export function waitListLeftMail(
  locale: Locale,
  facts: Omit<WaitListMailFacts, "leaveUrl"> & { rejoinUrl: string; until: string },
): MailContent {
  const { site, packageTitle, rejoinUrl, until } = facts;
  return renderLocalizedMail(locale, {
    de: {
      subject: `Du hast die Warteliste für ${packageTitle} verlassen`,
      blocks: [
        {
          kind: "paragraph",
          text: `Du stehst nicht mehr auf der Warteliste für ${packageTitle} bei ${site}. War das ein Versehen? Bis ${until} kannst du an deinen alten Platz zurück:`,
        },
        { kind: "action", label: "Zurück an meinen Platz", url: rejoinUrl },
        {
          kind: "paragraph",
          text: "Danach löschen wir deine E-Mail-Adresse von der Liste. Wenn du gehen wolltest, musst du nichts weiter tun.",
        },
      ],
    },
    en: {
      subject: `You left the wait list for ${packageTitle}`,
      blocks: [
        {
          kind: "paragraph",
          text: `You are no longer on the wait list for ${packageTitle} at ${site}. Was that a mistake? Until ${until} you can go back to your old place:`,
        },
        { kind: "action", label: "Back to my place", url: rejoinUrl },
        {
          kind: "paragraph",
          text: "After that we delete your email address from the list. If you meant to leave, there is nothing more to do.",
        },
      ],
    },
  });
}
