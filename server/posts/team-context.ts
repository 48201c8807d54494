import type { Context } from "hono";
import type { ContentStore } from "../../core/content/store.ts";
import type { TeamEnv } from "../auth/require-team.ts";
import type { TestMailDeps } from "../newsletter/post-dispatch.ts";
import type { PostImages } from "./images.ts";
import type { TeamPostStore } from "./store.ts";

export interface PostsTeamDeps extends TestMailDeps {
  content: ContentStore;
  posts: TeamPostStore;
  postImages: PostImages;
}

/** The channels a post may go to: mail, and Telegram once a bot is configured. */
export const channels = (config: PostsTeamDeps["config"]) => [
  "mail",
  ...(config.TELEGRAM_BOT_TOKEN ? ["telegram_general"] : []),
];

/** Who changes a post: the team session's account. */
export const author = (c: Context<TeamEnv>) => {
  const { ownerId, name } = c.get("session");
  return { ownerId, name };
};
