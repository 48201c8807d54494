import { defineMessages } from "../i18n/messages.ts";

export const postMessages = defineMessages({
  de: {
    postedOn: "Veröffentlicht am {date}",
    readMore: "Weiterlesen",
    important: "Wichtig",
    unpublished: "Noch nicht veröffentlicht – nur in der Entwicklungsumgebung sichtbar",
  },
  en: {
    postedOn: "Posted on {date}",
    readMore: "Read more",
    important: "Important",
    unpublished: "Not published yet – visible in the development environment only",
  },
});
