import { defineMessages } from "../../core/messages.ts";

/** What every mail says around its own text: greeting, signature, and the not-you line. */
export const mailLayoutMessages = defineMessages({
  de: {
    greeting: "Hallo!",
    signature: "Liebe Grüße\nDein PamperPlay-Team",
    notYou: "Das warst du nicht? Dann ignoriere diese E-Mail; du hörst nicht wieder von uns.",
  },
  en: {
    greeting: "Hello!",
    signature: "Best wishes\nYour PamperPlay team",
    notYou: "Not you? Ignore this email; you will not hear from us again.",
  },
});
