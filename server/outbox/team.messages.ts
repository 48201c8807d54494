import { defineMessages, messageReader } from "../../core/messages.ts";

/** The team's answers about mails the outbox gave up on. */
export const outboxTeamMessages = defineMessages({
  de: {
    mailRetry: "Die E-Mail wird gleich noch einmal verschickt.",
    mailUnknown: "Diese E-Mail ist nicht (mehr) unter den aufgegebenen.",
  },
  en: {
    mailRetry: "The email will be sent again shortly.",
    mailUnknown: "This email is not (or no longer) among those given up.",
  },
});

export const outboxTeamText = messageReader(outboxTeamMessages);
