import type { Locale } from "../../core/locale.ts";
import { mailIn, type MailContent, type MailFact } from "../outbox/mail-layout.ts";
import { mailLogoUrl } from "../outbox/links.ts";
import { pinMailMessages } from "./pin-mail.messages.ts";

/**
 * To the visitor who filled in a form: the 4-digit PIN (large, alone on its line, to copy), what
 * it confirms (the request without its card data) and the link that sends the request. Nothing
 * is passed on before this address has been confirmed.
 */
export function formPinMail(options: {
  locale: Locale;
  site: string;
  /** The hub's site, whose host serves the logo. */
  siteUrl: string;
  formTitle: string;
  /** What the PIN confirms: the request's fields other than card data, as the visitor gave them. */
  summary: MailFact[];
  pin: string;
  transmitUrl: string;
}): MailContent {
  const { locale, site, formTitle, summary, pin, transmitUrl } = options;
  const facts = summary.length > 0 ? [{ kind: "facts" as const, rows: summary }] : [];
  return mailIn(
    locale,
    pinMailMessages,
    (t) => ({
      subject: t("subject", { formTitle, site }),
      notYou: true,
      blocks: [
        { kind: "paragraph", text: t("text", { formTitle, site }) },
        { kind: "code", label: t("pin"), code: pin },
        { kind: "paragraph", text: t("confirms") },
        ...facts,
        { kind: "paragraph", text: t("enterOrOpen") },
        { kind: "action", label: t("action"), url: transmitUrl },
        { kind: "paragraph", text: t("validity") },
      ],
    }),
    { logoUrl: mailLogoUrl(options.siteUrl) },
  );
}
