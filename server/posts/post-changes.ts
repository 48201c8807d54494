import type { Transaction } from "kysely";
import type { HubId } from "../../core/content/common.ts";
import { postKeyPrefixes } from "../../core/content/posts.ts";
import type { ContentStore } from "../../core/content/store.ts";
import { mailedContent } from "../../core/posts.ts";
import type { Clock } from "../clock.ts";
import type { Database, Db, TeamPostRevisionsTable } from "../db/schema.ts";
import { refusedFor } from "../result.ts";
import {
  find,
  record,
  type Author,
  type PostDraft,
  type SaveResult,
  type TeamPost,
} from "./post-rows.ts";

/** What a change of a team post needs; `refresh` puts the site's posts in line after it. */
export interface ChangeDeps {
  db: Db;
  clock: Clock;
  content: ContentStore;
  refresh(): Promise<void>;
}

/**
 * Tries at a key: each attempt loses only to a post created at the same moment, so this is far
 * more than the team's concurrent creations need (eight at once need at most eight).
 */
const keyAttempts = 50;

/** The next free key of the city and year, after its files' posts and the team's. */
async function nextKey(
  content: ContentStore,
  trx: Transaction<Database>,
  hubId: HubId,
  year: number,
) {
  const prefix = `${postKeyPrefixes[hubId]}${year}.`;
  const taken = await trx
    .selectFrom("team_posts")
    .select("key")
    .where("key", "like", `${prefix}%`)
    .execute();
  const numbers = [...content[hubId].posts.map((entry) => entry.key), ...taken.map((r) => r.key)]
    .filter((key) => key.startsWith(prefix))
    .map((key) => Number(key.slice(prefix.length)));
  return `${prefix}${Math.max(0, ...numbers) + 1}`;
}

/** Writes a new state of an existing post with its revision; refreshes the site after. */
async function change(
  { db, refresh }: ChangeDeps,
  hubId: HubId,
  key: string,
  by: Author,
  next: (
    current: TeamPost,
  ) => { post: TeamPost; action: TeamPostRevisionsTable["action"] } | SaveResult,
): Promise<SaveResult> {
  const result = await db.transaction().execute(async (trx): Promise<SaveResult> => {
    const current = await find(trx, hubId, key);
    if (!current) return refusedFor("not-found");
    const outcome = next(current);
    if ("ok" in outcome) return outcome;
    const { post, action } = outcome;
    // A change that leaves the text as it was (scheduling a tested draft, moving its time)
    // keeps it tested.
    const sameText =
      mailedContent(post.post, post.germanOnly) === mailedContent(current.post, current.germanOnly);
    const tested =
      sameText && current.testedRevision === current.revision
        ? post.revision
        : current.testedRevision;
    const updated = await trx
      .updateTable("team_posts")
      .set({
        state: post.state,
        post_json: JSON.stringify(post.post),
        german_only: post.germanOnly ? 1 : 0,
        revision: post.revision,
        updated_at: post.updatedAt,
        updated_by: post.updatedBy,
        tested_revision: tested,
      })
      .where("key", "=", key)
      .where("revision", "=", current.revision)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return refusedFor("conflict", { current: -1 });
    await record(trx, post, action, by);
    return { ok: true, post: { ...post, testedRevision: tested } };
  });
  if (result.ok) await refresh();
  return result;
}

const stamp = (clock: Clock, current: TeamPost, by: Author) => ({
  ...current,
  revision: current.revision + 1,
  updatedAt: clock.now().toISOString(),
  updatedBy: by.name,
});

export async function createPost(
  { db, clock, content, refresh }: ChangeDeps,
  hubId: HubId,
  draft: PostDraft,
  by: Author,
): Promise<TeamPost> {
  const at = clock.now().toISOString();
  // Team members creating at once (on any instance) may pick the same number: the insert
  // then does nothing and the loser takes the next free number. Any other error is no clash
  // and is not retried.
  for (let attempt = 1; attempt <= keyAttempts; attempt += 1) {
    const post = await db.transaction().execute(async (trx) => {
      const created: TeamPost = {
        key: await nextKey(content, trx, hubId, draft.post.posted.year),
        hubId,
        state: draft.state,
        post: draft.post,
        germanOnly: draft.germanOnly,
        revision: 1,
        createdAt: at,
        updatedAt: at,
        updatedBy: by.name,
        testedRevision: null,
      };
      const inserted = await trx
        .insertInto("team_posts")
        .values({
          key: created.key,
          hub_id: hubId,
          state: created.state,
          post_json: JSON.stringify(created.post),
          german_only: created.germanOnly ? 1 : 0,
          revision: 1,
          created_at: at,
          updated_at: at,
          updated_by: by.name,
        })
        .onConflict((conflict) => conflict.column("key").doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return null;
      await record(trx, created, "created", by);
      return created;
    });
    if (post) {
      await refresh();
      return post;
    }
  }
  throw new Error(`No free post key for ${hubId} after ${keyAttempts} attempts`);
}

/** Saves the editor's post over `revision`; a withdrawn post stays withdrawn. */
export function savePost(
  deps: ChangeDeps,
  hubId: HubId,
  key: string,
  draft: PostDraft,
  revision: number,
  by: Author,
) {
  return change(deps, hubId, key, by, (current) => {
    if (current.revision !== revision) {
      return refusedFor("conflict", { current: current.revision });
    }
    const state = current.state === "withdrawn" ? "withdrawn" : draft.state;
    const action = state === "scheduled" && current.state !== "scheduled" ? "scheduled" : "edited";
    return {
      post: {
        ...stamp(deps.clock, current, by),
        post: draft.post,
        germanOnly: draft.germanOnly,
        state,
      },
      action,
    };
  });
}

/** Takes the post off the site (and out of mails and channels not yet sent). */
export function withdrawPost(deps: ChangeDeps, hubId: HubId, key: string, by: Author) {
  return change(deps, hubId, key, by, (current) =>
    current.state === "withdrawn"
      ? { ok: true, post: current }
      : { post: { ...stamp(deps.clock, current, by), state: "withdrawn" }, action: "withdrawn" },
  );
}

/** Brings a withdrawn post back in the state it had before. */
export async function restorePost(deps: ChangeDeps, hubId: HubId, key: string, by: Author) {
  const before = await deps.db
    .selectFrom("team_post_revisions")
    .select("state")
    .where("post_key", "=", key)
    .where("state", "!=", "withdrawn")
    .orderBy("revision", "desc")
    .executeTakeFirst();
  return change(deps, hubId, key, by, (current) =>
    current.state !== "withdrawn"
      ? { ok: true, post: current }
      : {
          post: { ...stamp(deps.clock, current, by), state: before?.state ?? "draft" },
          action: "restored",
        },
  );
}
