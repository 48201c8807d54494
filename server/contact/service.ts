import type { PostcardBody } from "../../core/api/contact.ts";
import type { HubId } from "../../core/content/common.ts";
import type { ContentStore } from "../../core/content/store.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/schema.ts";
import type { MailQueue } from "../outbox/worker.ts";
import { postcardMail } from "./postcard-mail.ts";

/** The postcard goes to the organiser; replying answers the sender directly. */
export function contactService(deps: {
  db: Db;
  config: Config;
  content: ContentStore;
  mail: MailQueue;
}) {
  return {
    async sendPostcard(card: PostcardBody, hubId: HubId): Promise<void> {
      await deps.mail.enqueue(deps.db, {
        to: deps.config.ORGANISER_EMAIL,
        replyTo: card.email,
        ...postcardMail({ ...card, site: deps.content[hubId].hub.signTitle.de }),
      });
      deps.mail.nudge();
    },
  };
}

export type ContactService = ReturnType<typeof contactService>;
