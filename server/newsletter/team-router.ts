import { Hono } from "hono";
import {
  newsletterPostsAnswerSchema,
  subscriptionsAnswerSchema,
  type NewsletterPostsAnswer,
  type SubscriptionsAnswer,
} from "../../core/api/admin.ts";
import type { ContentStore } from "../../core/content/store.ts";
import type { TeamEnv } from "../auth/require-team.ts";
import type { Clock } from "../clock.ts";
import type { Db } from "../db/schema.ts";
import { listed } from "../http/answer.ts";
import { apiRoute } from "../http/api-route.ts";
import { newsletterPosts } from "./mailed-posts.ts";
import { confirmedSubscribers } from "./subscribers.ts";

export interface NewsletterTeamDeps {
  db: Db;
  content: ContentStore;
  clock: Clock;
}

/** The city's subscribers and the posts mailed to them. */
export function newsletterTeamRouter({ db, content, clock }: NewsletterTeamDeps): Hono<TeamEnv> {
  const router = new Hono<TeamEnv>();
  apiRoute(
    router,
    "GET",
    "/admin/newsletter/subscriptions",
    { summary: "Confirmed subscribers", bearer: true, answer: subscriptionsAnswerSchema },
    async (c) => listed<SubscriptionsAnswer>(c, await confirmedSubscribers(db, c.get("hub"))),
  );
  apiRoute(
    router,
    "GET",
    "/admin/newsletter/posts",
    {
      summary: "Posts with the mail channel and the mails sent for each",
      bearer: true,
      answer: newsletterPostsAnswerSchema,
    },
    async (c) =>
      listed<NewsletterPostsAnswer>(
        c,
        await newsletterPosts(db, content, c.get("hub"), clock.now()),
      ),
  );
  return router;
}
