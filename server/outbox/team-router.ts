import { Hono } from "hono";
import {
  undeliveredMailParamsSchema,
  undeliveredMailsAnswerSchema,
  type UndeliveredMailsAnswer,
} from "../../core/api/admin.ts";
import type { TeamEnv } from "../auth/require-team.ts";
import type { Db } from "../db/schema.ts";
import { fail, listed, ok } from "../http/answer.ts";
import { apiRoute } from "../http/api-route.ts";
import { outboxTeamText } from "./team.messages.ts";
import { retryMail, undeliveredMails } from "./undelivered.ts";
import type { MailQueue } from "./worker.ts";

/** The mails the outbox gave up on. It serves every city; its problems are the whole team's. */
export function outboxTeamRouter({ db, mail }: { db: Db; mail: MailQueue }): Hono<TeamEnv> {
  const router = new Hono<TeamEnv>();
  apiRoute(
    router,
    "GET",
    "/admin/mail/undelivered",
    {
      summary: "Mails not delivered yet: retrying, or given up",
      bearer: true,
      answer: undeliveredMailsAnswerSchema,
    },
    async (c) => listed<UndeliveredMailsAnswer>(c, await undeliveredMails(db)),
  );
  apiRoute(
    router,
    "POST",
    "/admin/mail/undelivered/:id/retry",
    { summary: "Send a mail given up on again", bearer: true, params: undeliveredMailParamsSchema },
    async (c, input) => {
      const locale = c.get("locale");
      const params = input.params();
      const found = params.ok && (await retryMail(db, params.data.id));
      if (!found) return fail(c, 404, outboxTeamText(locale, "mailUnknown"));
      mail.nudge();
      return ok(c, outboxTeamText(locale, "mailRetry"));
    },
  );
  return router;
}
