import type { Transaction } from "kysely";
import type { HubId } from "../../core/content/common.ts";
import { postSchema, type Post } from "../../core/content/posts.ts";
import type { PostEntry } from "../../core/content/store.ts";
import { postedInstant } from "../../core/posts.ts";
import type { Database, Db, TeamPostRevisionsTable, TeamPostState } from "../db/schema.ts";
import type { Result } from "../result.ts";

/** Who changed a post: the team session's account. */
export interface Author {
  ownerId: string;
  name: string;
}

export interface TeamPost {
  key: string;
  hubId: HubId;
  state: TeamPostState;
  post: Post;
  germanOnly: boolean;
  revision: number;
  createdAt: string;
  updatedAt: string;
  updatedBy: string;
  /** The revision the last test mail was sent for; null while none was. */
  testedRevision: number | null;
}

export interface PostRevision {
  revision: number;
  action: TeamPostRevisionsTable["action"];
  state: TeamPostState;
  at: string;
  byName: string;
}

/** What the editor saves: the post, whether it has English, and draft or scheduled. */
export interface PostDraft {
  post: Post;
  germanOnly: boolean;
  state: "draft" | "scheduled";
}

/** `conflict`: someone saved in between, the editor's revision is not the current one. */
export type SaveResult = Result<
  "not-found",
  { post: TeamPost },
  { reason: "conflict"; current: number }
>;

type Row = Database["team_posts"];

export function fromRow(row: Row): TeamPost {
  return {
    key: row.key,
    hubId: row.hub_id as HubId,
    state: row.state,
    // Written only after validation; parsed again so that a hand-edited row cannot break pages.
    post: postSchema.parse(JSON.parse(row.post_json)),
    germanOnly: row.german_only === 1,
    revision: row.revision,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
    testedRevision: row.tested_revision,
  };
}

/** Newest first, as the content loader sorts the files' posts; equal times by key. */
export function sortPosts<E extends Pick<PostEntry, "key" | "post">>(
  entries: E[],
  timeZone: string,
): E[] {
  const at = (entry: E) => postedInstant(entry.post, timeZone).getTime();
  return entries.sort((a, b) => at(b) - at(a) || b.key.localeCompare(a.key));
}

export async function record(
  trx: Transaction<Database>,
  post: TeamPost,
  action: TeamPostRevisionsTable["action"],
  by: Author,
) {
  await trx
    .insertInto("team_post_revisions")
    .values({
      post_key: post.key,
      revision: post.revision,
      action,
      state: post.state,
      post_json: JSON.stringify(post.post),
      german_only: post.germanOnly ? 1 : 0,
      at: post.updatedAt,
      by_id: by.ownerId,
      by_name: by.name,
    })
    .execute();
}

export async function find(
  trx: Db | Transaction<Database>,
  hubId: HubId,
  key: string,
): Promise<TeamPost | null> {
  const row = await trx
    .selectFrom("team_posts")
    .selectAll()
    .where("key", "=", key)
    .where("hub_id", "=", hubId)
    .executeTakeFirst();
  return row ? fromRow(row) : null;
}
