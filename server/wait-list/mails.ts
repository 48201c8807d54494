import { formatPrice } from "../../core/format.ts";
import type { Locale } from "../../core/locale.ts";
import type { Translate } from "../../core/messages.ts";
import { listMailFooter, mailIn, type MailContent } from "../outbox/mail-layout.ts";
import { waitListMailMessages } from "./mails.messages.ts";

/**
 * What every wait-list mail names: the site, the package and the way off the list (a type, not
 * an interface, so the facts fill the messages' placeholders as they are).
 */
export type WaitListMailFacts = {
  site: string;
  packageTitle: string;
  leaveUrl: string;
};

type T = Translate<keyof (typeof waitListMailMessages)["de"]>;

/** Every wait-list mail to someone in line ends with this: one click takes the address off. */
const leaveFooter = (t: T, leaveUrl: string) =>
  listMailFooter(t("footerWhy"), t("footerLeave"), leaveUrl);

/** Double opt-in: the link that puts the address in line. */
export function waitListConfirmMail(
  locale: Locale,
  facts: WaitListMailFacts & { confirmUrl: string },
): MailContent {
  const { confirmUrl, leaveUrl } = facts;
  return mailIn(locale, waitListMailMessages, (t) => ({
    subject: t("confirmSubject", facts),
    blocks: [
      { kind: "paragraph", text: t("confirmText", facts) },
      { kind: "action", label: t("confirmAction"), url: confirmUrl },
    ],
    notYou: true,
    footer: leaveFooter(t, leaveUrl),
  }));
}

/**
 * Someone entered an address that is already in line. The page answers as for a new one; only
 * the mailbox's owner learns the place.
 */
export function waitListAlreadyInLineMail(
  locale: Locale,
  facts: WaitListMailFacts & { place: number },
): MailContent {
  return mailIn(locale, waitListMailMessages, (t) => ({
    subject: t("inLineSubject", facts),
    blocks: [{ kind: "paragraph", text: t("inLineText", facts) }],
    footer: leaveFooter(t, facts.leaveUrl),
  }));
}

/**
 * A ticket came back: which package (its days and price), the voucher, until when it holds the
 * ticket and what to do in the shop; without a purchase by then the ticket goes to the next
 * person in line.
 */
export function waitListVoucherMail(
  locale: Locale,
  facts: WaitListMailFacts & {
    days: string;
    /** Euros; null when the package is no longer listed. */
    price: number | null;
    code: string;
    redeemUrl: string;
    validUntil: string;
  },
): MailContent {
  const { code, redeemUrl, leaveUrl, days, price, validUntil, packageTitle } = facts;
  return mailIn(locale, waitListMailMessages, (t) => ({
    subject: t("voucherSubject", { packageTitle, validUntil }),
    blocks: [
      { kind: "paragraph", text: t("voucherText", { packageTitle }) },
      {
        kind: "facts",
        rows: [
          { label: t("ticket"), value: packageTitle },
          ...(days ? [{ label: t("for"), value: days }] : []),
          ...(price === null
            ? []
            : [{ label: t("price"), value: price > 0 ? formatPrice(price, locale) : t("free") }]),
          { label: t("voucherValidUntil"), value: validUntil },
        ],
      },
      { kind: "paragraph", text: t("voucherHow", { validUntil }) },
      { kind: "action", label: t("voucherAction"), url: redeemUrl },
      { kind: "paragraph", text: t("voucherByHand") },
      { kind: "code", label: t("voucherCode"), code },
      { kind: "paragraph", text: t("voucherAfter") },
    ],
    footer: leaveFooter(t, leaveUrl),
  }));
}

/** The team closed the list: nothing more comes through it, and the address is gone. */
export function waitListClosedMail(
  locale: Locale,
  facts: Omit<WaitListMailFacts, "leaveUrl">,
): MailContent {
  return mailIn(locale, waitListMailMessages, (t) => ({
    subject: t("closedSubject", facts),
    blocks: [{ kind: "paragraph", text: t("closedText", facts) }],
  }));
}

/**
 * Someone left their list: the way back to their place for a day (a mistaken tap, or a mail
 * program that opened the link and someone pressed the button), then the address is deleted.
 */
export function waitListLeftMail(
  locale: Locale,
  facts: Omit<WaitListMailFacts, "leaveUrl"> & { rejoinUrl: string; until: string },
): MailContent {
  return mailIn(locale, waitListMailMessages, (t) => ({
    subject: t("leftSubject", facts),
    blocks: [
      { kind: "paragraph", text: t("leftText", facts) },
      { kind: "action", label: t("leftAction"), url: facts.rejoinUrl },
      { kind: "paragraph", text: t("leftAfter") },
    ],
  }));
}
