import { Hono } from "hono";
import type { NewsletterPostsAnswer, SubscriptionsAnswer } from "../../core/api/admin.ts";
import type { ContentStore } from "../../core/content/store.ts";
import type { TeamEnv } from "../auth/require-team.ts";
import type { Clock } from "../clock.ts";
import type { Db } from "../db/schema.ts";
import { listed } from "../http/answer.ts";
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
  router.get("/admin/newsletter/subscriptions", async (c) =>
    listed<SubscriptionsAnswer>(c, await confirmedSubscribers(db, c.get("hub"))),
  );
  router.get("/admin/newsletter/posts", async (c) =>
    listed<NewsletterPostsAnswer>(c, await newsletterPosts(db, content, c.get("hub"), clock.now())),
  );
  return router;
}
