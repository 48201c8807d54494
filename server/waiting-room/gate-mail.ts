import { createHmac } from "node:crypto";
import type { Locale } from "../../core/locale.ts";
import { deriveKey } from "../crypto/cipher.ts";
import { renderLocalizedMail, type MailContent } from "../outbox/mail-layout.ts";
import { mailboxKey } from "../outbox/mailbox.ts";

/**
 * The keyed hash an address is kept as at the e-mail gate: of its inbox (a "+tag" or Gmail's dots
 * make no second place), so the address itself is never stored.
 */
export function emailHasher(formKey: Buffer): (email: string) => string {
  const key = deriveKey(formKey, "waiting-room/email");
  return (email) => createHmac("sha256", key).update(mailboxKey(email)).digest("base64url");
}

/** The e-mail gate's mail: the link that confirms the address and lets the place count. */
export function gateConfirmMail(locale: Locale, site: string, confirmUrl: string): MailContent {
  return renderLocalizedMail(locale, {
    de: {
      subject: `Bitte bestätige deine E-Mail-Adresse für den Warteraum von ${site}`,
      blocks: [
        {
          kind: "paragraph",
          text: "Du hast diese Adresse im Warteraum für den Ticketverkauf eingegeben. Dein Platz zählt, sobald du sie bestätigst – das geht mit einem Klick:",
        },
        { kind: "action", label: "Adresse bestätigen", url: confirmUrl },
        {
          kind: "paragraph",
          text: "Pro Adresse gibt es einen Platz. Deinen Platz siehst du danach auf dem Gerät, auf dem du dich angestellt hast.",
        },
      ],
      notYou: true,
    },
    en: {
      subject: `Please confirm your email address for the ${site} waiting room`,
      blocks: [
        {
          kind: "paragraph",
          text: "You entered this address in the waiting room for the ticket sale. Your place counts once you confirm it – one click does it:",
        },
        { kind: "action", label: "Confirm address", url: confirmUrl },
        {
          kind: "paragraph",
          text: "There is one place per address. You then see your place on the device you queued on.",
        },
      ],
      notYou: true,
    },
  });
}
