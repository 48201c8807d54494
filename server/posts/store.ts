import type { Transaction } from "kysely";
import { hubIds, type HubId } from "../../core/content/common.ts";
import type { ContentStore, PostEntry } from "../../core/content/store.ts";
import { mediaIdsIn } from "../../core/media.ts";
import type { Clock } from "../clock.ts";
import type { Database, Db } from "../db/schema.ts";
import { createPost, restorePost, savePost, withdrawPost } from "./post-changes.ts";
import {
  find,
  fromRow,
  sortPosts,
  type Author,
  type PostDraft,
  type PostRevision,
  type TeamPost,
} from "./post-rows.ts";

/**
 * The team's posts in the database, and the one place that puts the scheduled ones into the
 * content store beside the files' posts: every page, mail and feed that lists a city's posts
 * reads `content[hub].posts` and so gets both. A file's key wins over a team post's.
 */
export function teamPostStore({
  db,
  clock,
  content,
  log = console,
  onChange = () => {},
  beforePublish = async () => {},
}: {
  db: Db;
  clock: Clock;
  content: ContentStore;
  log?: Pick<Console, "error">;
  /** After the listed posts changed (the mail and channel jobs then look again). */
  onChange?: () => void;
  /** Loads what pages need for the posts about to be listed (the images' sizes). */
  beforePublish?: () => Promise<void>;
}) {
  /** Puts the scheduled team posts into the content store (after a change, a reload, or a poll). */
  async function refresh(): Promise<void> {
    const rows = await db
      .selectFrom("team_posts")
      .selectAll()
      .where("state", "=", "scheduled")
      .execute();
    await beforePublish();
    for (const hubId of hubIds) {
      const hubContent = content[hubId];
      const files = hubContent.posts.filter((entry) => !entry.team);
      const fileKeys = new Set(files.map((entry) => entry.key));
      const team: PostEntry[] = [];
      for (const row of rows.filter((r) => r.hub_id === hubId)) {
        if (fileKeys.has(row.key)) {
          log.error(`Team post ${row.key} is hidden: a file under content/ has its key`);
          continue;
        }
        const { key, post, germanOnly } = fromRow(row);
        team.push({ key, post, germanOnly, team: true });
      }
      hubContent.posts = sortPosts([...files, ...team], hubContent.hub.timeZone);
    }
    onChange();
  }
  const deps = { db, clock, content, refresh };

  return {
    refresh,

    /** Every team post of the city (drafts and withdrawn ones too), newest posted time first. */
    async list(hubId: HubId): Promise<TeamPost[]> {
      const rows = await db
        .selectFrom("team_posts")
        .selectAll()
        .where("hub_id", "=", hubId)
        .execute();
      return sortPosts(rows.map(fromRow), content[hubId].hub.timeZone);
    },

    get: (hubId: HubId, key: string) => find(db, hubId, key),

    /**
     * Notes, in the transaction that queues the test mail, the revision it was sent for; the
     * revision stays as it is (a test is no change of the post).
     */
    async recordTestMail(trx: Transaction<Database>, key: string, revision: number) {
      await trx
        .updateTable("team_posts")
        .set({ tested_revision: revision })
        .where("key", "=", key)
        .execute();
    },

    create: (hubId: HubId, draft: PostDraft, by: Author) => createPost(deps, hubId, draft, by),
    /** Saves the editor's post over `revision`; a withdrawn post stays withdrawn. */
    save: (hubId: HubId, key: string, draft: PostDraft, revision: number, by: Author) =>
      savePost(deps, hubId, key, draft, revision, by),
    /** Takes the post off the site (and out of mails and channels not yet sent). */
    withdraw: (hubId: HubId, key: string, by: Author) => withdrawPost(deps, hubId, key, by),
    /** Brings a withdrawn post back in the state it had before. */
    restore: (hubId: HubId, key: string, by: Author) => restorePost(deps, hubId, key, by),

    /**
     * The uploaded images that posts use: the team's drafts and scheduled posts (not withdrawn
     * ones), and the content files' posts. The image purge keeps these.
     */
    async usedImageIds(): Promise<Set<string>> {
      const rows = await db
        .selectFrom("team_posts")
        .select("post_json")
        .where("state", "!=", "withdrawn")
        .execute();
      const files = hubIds.flatMap((hubId) =>
        content[hubId].posts.filter((entry) => !entry.team).map(({ post }) => JSON.stringify(post)),
      );
      return new Set([...rows.map((row) => row.post_json), ...files].flatMap(mediaIdsIn));
    },

    /** Who changed the post when, and how; newest first. */
    async revisions(hubId: HubId, key: string): Promise<PostRevision[] | null> {
      if (!(await find(db, hubId, key))) return null;
      const rows = await db
        .selectFrom("team_post_revisions")
        .select(["revision", "action", "state", "at", "by_name"])
        .where("post_key", "=", key)
        .orderBy("revision", "desc")
        .execute();
      return rows.map((row) => ({
        revision: row.revision,
        action: row.action,
        state: row.state,
        at: row.at,
        byName: row.by_name,
      }));
    },
  };
}

export type TeamPostStore = ReturnType<typeof teamPostStore>;
