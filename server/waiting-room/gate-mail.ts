import { createHmac } from "node:crypto";
import type { Locale } from "../../core/locale.ts";
import { deriveKey } from "../crypto/cipher.ts";
import { mailIn, type MailContent } from "../outbox/mail-layout.ts";
import { mailboxKey } from "../outbox/mailbox.ts";
import { gateMailMessages } from "./gate-mail.messages.ts";

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
  return mailIn(locale, gateMailMessages, (t) => ({
    subject: t("subject", { site }),
    blocks: [
      { kind: "paragraph", text: t("text") },
      { kind: "action", label: t("action"), url: confirmUrl },
      { kind: "paragraph", text: t("onePlace") },
    ],
    notYou: true,
  }));
}
