import { defineMessages, messageReader } from "../../core/messages.ts";

export const postsMessages = defineMessages({
  de: {
    list: "OK",
    saved: "Der Beitrag ist gespeichert.",
    withdrawn: "Der Beitrag ist zurückgezogen.",
    restored: "Der Beitrag ist wiederhergestellt.",
    unknown: "Diesen Beitrag gibt es nicht.",
    conflict:
      "Jemand hat den Beitrag inzwischen geändert (Stand {current}). Lade ihn neu und ändere ihn dann.",
    channelOff: "Der Kanal {channel} ist nicht eingerichtet.",
    imageStored: "Das Bild ist hochgeladen.",
    notAnImage: "Das ist kein Bild, das wir lesen können (JPEG, PNG, WebP, GIF, AVIF oder HEIF).",
    imageTooLarge:
      "Das Bild ist zu groß: höchstens {megapixels} Megapixel (z. B. 7700 × 5200 Pixel). Verkleinere es und lade es noch einmal hoch.",
    imagesBusy:
      "Gerade werden andere Bilder verarbeitet. Versuche es in ein paar Sekunden noch einmal.",
    imageDeleted: "Das Bild ist gelöscht.",
    unknownImage: "Dieses Bild gibt es nicht (mehr).",
    testMailSent: "Die Testmail ist unterwegs an {to}.",
    noAddress:
      "Deine Anmeldung hat uns keine E-Mail-Adresse genannt. Trage sie bei eurem Login-Anbieter ein und melde dich neu an.",
  },
  en: {
    list: "OK",
    saved: "The post is saved.",
    withdrawn: "The post is withdrawn.",
    restored: "The post is restored.",
    unknown: "This post does not exist.",
    conflict:
      "Someone changed the post in the meantime (revision {current}). Reload it, then change it.",
    channelOff: "The channel {channel} is not set up.",
    imageStored: "The image is uploaded.",
    notAnImage: "This is not an image we can read (JPEG, PNG, WebP, GIF, AVIF or HEIF).",
    imageTooLarge:
      "The image is too large: at most {megapixels} megapixels (e.g. 7700 × 5200 pixels). Make it smaller and upload it again.",
    imagesBusy: "Other images are being processed right now. Try again in a few seconds.",
    imageDeleted: "The image is deleted.",
    unknownImage: "This image does not exist (any more).",
    testMailSent: "The test email is on its way to {to}.",
    noAddress:
      "Your login did not give us an email address. Add it at your login provider and log in again.",
  },
});

export const postsText = messageReader(postsMessages);
