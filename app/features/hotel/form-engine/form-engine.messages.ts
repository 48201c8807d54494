import { defineMessages } from "../../../i18n/messages.ts";

/** The form engine's own texts; the spec's English strings are the English catalog. */
export const formEngineMessages = defineMessages({
  de: {
    loadingLabel: "Wird geladen …",
    optional: "(optional)",
    pleaseChoose: "Bitte wählen",
    fillInFirst: "Bitte fülle zuerst alle Pflichtfelder gültig aus.",
    submitting: "Wird gesendet …",
    previewTitle: "Vorschau der E-Mail",
    previewError: "Die Vorschau ist nicht möglich: {message}",
    pinTitle: "Bestätige deine Anfrage",
    pinIntro:
      "Wir haben dir eine E-Mail mit einer 4-stelligen PIN an {email} geschickt. Gib sie hier ein oder öffne den Link in der E-Mail – erst dann geben wir deine Anfrage weiter. Die PIN gilt 24 Stunden.",
    pinLabel: "PIN aus der E-Mail",
    pinHint: "4 Ziffern",
    verify: "Anfrage bestätigen",
    pendingTitle: "Anfrage wird übermittelt",
    pendingText: "Bitte warte, während deine Anfrage verarbeitet wird.",
    successTitle: "Anfrage übermittelt",
    successText: "Deine Anfrage wurde erfolgreich verschickt.",
    errorTitle: "Fehler bei der Übermittlung",
    errorIntro: "Bei deiner Anfrage ist ein Problem aufgetreten:",
    retry: "Erneut versuchen",
  },
  en: {
    loadingLabel: "Loading …",
    optional: "(optional)",
    pleaseChoose: "Please choose",
    fillInFirst: "Please fill in all required fields correctly first.",
    submitting: "Sending …",
    previewTitle: "Preview of the e-mail",
    previewError: "The preview is not possible: {message}",
    pinTitle: "Confirm your request",
    pinIntro:
      "We have sent a 4-digit PIN to {email}. Enter it here or open the link in the e-mail – only then do we pass your request on. The PIN is valid for 24 hours.",
    pinLabel: "PIN from the e-mail",
    pinHint: "4 digits",
    verify: "Verify Request",
    pendingTitle: "Form Submission",
    pendingText: "Please wait while your submission is being processed.",
    successTitle: "Form Submission Complete",
    successText: "Your request has been sent successfully.",
    errorTitle: "Form Submission Error",
    errorIntro: "There was an issue with your request:",
    retry: "Retry Submission",
  },
});
