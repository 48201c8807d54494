import { readFileSync } from "node:fs";
import { postSchema } from "../../../core/content/posts.ts";
import { hotelForm } from "../../../core/forms/test/hotel-fixture.ts";
import type { Locale } from "../../../core/locale.ts";
import * as postcard from "../../contact/postcard-mail.ts";
import * as formPin from "../../forms/pin-mail.ts";
import * as formReceipt from "../../forms/receipt-mail.ts";
import { transmissionMail } from "../../forms/transmission-mail.ts";
import * as newsletter from "../../newsletter/mails.ts";
import * as resale from "../../resale/mails.ts";
import { gateConfirmMail } from "../../waiting-room/gate-mail.ts";
import * as waitList from "../../wait-list/mails.ts";
import type { MailContent } from "../mail-layout.ts";

/** The modules whose every exported function is a mail template (each one is in `templates`). */
export const mailModules = [formPin, formReceipt, newsletter, postcard, resale, waitList];

export const ours = {
  site: "PamperPlay München",
  confirmUrl: "https://muc.pamperplay.example/ticket/confirm-offer?id=0123",
  unsubscribeUrl: "https://muc.pamperplay.example/newsletter-cancel?id=0123",
  pageUrl: "https://muc.pamperplay.example/ticket",
  cardLink: "https://muc.pamperplay.example/_form/card/abcdef",
  siteUrl: "https://muc.pamperplay.example",
  account: { holder: "Beispielverein e. V.", iban: "DE02120300000000202051", bic: "BEISDEM1" },
};

export const post = postSchema.parse(
  JSON.parse(
    readFileSync(new URL("../../../content/hubs/munich/posts/muc2024.1.json", import.meta.url), {
      encoding: "utf8",
    }),
  ),
);

const waitListFacts = {
  site: ours.site,
  packageTitle: "Einzelticket PamperPlay",
  leaveUrl: "https://muc.pamperplay.example/ticket/wait-list/leave?id=0123",
};

/** A room request as the form mails sum it up, the visitor's first name being `text`. */
const roomRequest = (locale: Locale, text: string) => ({
  locale,
  site: ours.site,
  siteUrl: ours.siteUrl,
  formTitle: "Zimmeranfrage",
  summary: [
    { label: "Vorname", value: text },
    { label: "Anreise", value: "10.10.2025" },
  ],
});

export interface Case {
  /** The mail, with the hostile text in every place a visitor fills in (if any). */
  render: (locale: Locale, text: string) => MailContent;
  /** Whether any visitor text reaches this mail. */
  visitorText: boolean;
}

/** Every template, keyed by its exported name; a new template must be added here. */
export const templates: Record<string, Case> = {
  waitListConfirmMail: {
    render: (locale) =>
      waitList.waitListConfirmMail(locale, {
        ...waitListFacts,
        confirmUrl: "https://muc.pamperplay.example/ticket/wait-list/confirm?id=0123",
      }),
    visitorText: false,
  },
  waitListAlreadyInLineMail: {
    render: (locale) => waitList.waitListAlreadyInLineMail(locale, { ...waitListFacts, place: 4 }),
    visitorText: false,
  },
  waitListVoucherMail: {
    render: (locale) =>
      waitList.waitListVoucherMail(locale, {
        ...waitListFacts,
        days: locale === "de" ? "Samstag, 11.10.2025" : "Saturday 11 October 2025",
        price: 27,
        code: "ABCDEFGHJKLMNPQR",
        redeemUrl: "https://shop.example/redeem?voucher=ABCDEFGHJKLMNPQR",
        validUntil: locale === "de" ? "21.06.2025, 12:00 Uhr" : "21 June 2025, 12:00",
      }),
    visitorText: false,
  },
  waitListLeftMail: {
    render: (locale) =>
      waitList.waitListLeftMail(locale, {
        site: waitListFacts.site,
        packageTitle: waitListFacts.packageTitle,
        rejoinUrl: "https://muc.pamperplay.example/ticket/wait-list/rejoin?id=0123",
        until: locale === "de" ? "21.06.2025, 12:00 Uhr" : "21 June 2025, 12:00",
      }),
    visitorText: false,
  },
  waitListClosedMail: {
    render: (locale) =>
      waitList.waitListClosedMail(locale, {
        site: waitListFacts.site,
        packageTitle: waitListFacts.packageTitle,
      }),
    visitorText: false,
  },
  postcardMail: {
    render: (_locale, text) =>
      postcard.postcardMail({ name: text, email: text, message: text, site: ours.site }),
    visitorText: true,
  },
  resaleOfferConfirmMail: {
    render: (locale, text) =>
      resale.resaleOfferConfirmMail(locale, {
        ticketId: text,
        ticket: { title: "Cuddle Package", days: "Sat 11 Oct 2025" },
        site: ours.site,
        confirmUrl: ours.confirmUrl,
      }),
    visitorText: true,
  },
  resaleRequestConfirmMail: {
    render: (locale) =>
      resale.resaleRequestConfirmMail(locale, {
        amount: 2,
        ticket: "Cuddle Package",
        days: "Sat 11 Oct 2025",
        site: ours.site,
        confirmUrl: ours.confirmUrl,
      }),
    visitorText: false,
  },
  requestNotifiedMail: {
    render: (locale) =>
      resale.requestNotifiedMail(locale, {
        amount: 2,
        ticket: { title: "Cuddle Package", days: "Sat 11 Oct 2025" },
        site: ours.site,
        ticketPageUrl: ours.pageUrl,
      }),
    visitorText: false,
  },
  offerMatchedMail: {
    render: (locale, text) =>
      resale.offerMatchedMail(locale, {
        ticketId: text,
        ticket: { title: "Cuddle Package", days: "Sat 11 Oct 2025" },
        site: ours.site,
        amount: 49,
        ibanEnding: "3000",
        payBy: { year: 2025, month: 6, day: 22, hour: 12, minute: 0 },
        payoutDays: 7,
      }),
    visitorText: true,
  },
  // The payment instructions are the team's text; it is quoted like a visitor's all the same.
  requestMatchedMail: {
    render: (locale, text) =>
      resale.requestMatchedMail(locale, {
        site: ours.site,
        payBy: { year: 2025, month: 6, day: 22, hour: 12, minute: 0 },
        reference: "RS-0123ABCD",
        ticket: { title: "Single Ticket PamperPlay", days: "Sat 11 Oct 2025" },
        amount: 27,
        account: ours.account,
        instructions: { de: text, en: text },
      }),
    visitorText: true,
  },
  formPinMail: {
    render: (locale, text) =>
      formPin.formPinMail({
        ...roomRequest(locale, text),
        pin: "0042",
        transmitUrl: ours.confirmUrl,
      }),
    visitorText: true,
  },
  formReceiptMail: {
    render: (locale, text) =>
      formReceipt.formReceiptMail({
        ...roomRequest(locale, text),
        email: "alex@example.org",
        contactUrl: `${ours.siteUrl}/contact`,
      }),
    visitorText: true,
  },
  newsletterConfirmMail: {
    render: (locale) => newsletter.newsletterConfirmMail(locale, ours.site, ours.confirmUrl),
    visitorText: false,
  },
  gateConfirmMail: {
    render: (locale) => gateConfirmMail(locale, ours.site, ours.confirmUrl),
    visitorText: false,
  },
  newsletterWelcomeMail: {
    render: (locale) => newsletter.newsletterWelcomeMail(locale, ours.site, ours.unsubscribeUrl),
    visitorText: false,
  },
  newsletterAlreadySubscribedMail: {
    render: (locale) =>
      newsletter.newsletterAlreadySubscribedMail(locale, ours.site, ours.unsubscribeUrl),
    visitorText: false,
  },
  newsletterPostMail: {
    render: (locale) =>
      newsletter.newsletterPostMail({
        locale,
        site: ours.site,
        post,
        postUrl: ours.pageUrl,
        siteUrl: "https://muc.pamperplay.example",
        unsubscribeUrl: ours.unsubscribeUrl,
      }),
    visitorText: false,
  },
  transmissionMail: {
    render: (_locale, text) => {
      const values = Object.fromEntries(
        hotelForm.groups.flatMap((group) =>
          group.fields.map((field) => [
            field.identifier,
            field.type === "choice" ? "double" : text,
          ]),
        ),
      );
      return transmissionMail(hotelForm, values, {
        secure_link: ours.cardLink,
        secure_link_expires: "26.08.2025",
      });
    },
    visitorText: true,
  },
};
