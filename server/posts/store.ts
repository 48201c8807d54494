import type { Transaction } from "kysely";
import { hubIds, type HubId } from "../../core/content/common.ts";
import { postKeyPrefixes, postSchema, type Post } from "../../core/content/posts.ts";
import type { ContentStore, PostEntry } from "../../core/content/store.ts";
import { mediaIdsIn } from "../../core/media.ts";
import { mailedContent, postedInstant } from "../../core/posts.ts";
import type { Clock } from "../clock.ts";
import type { Database, Db, TeamPostRevisionsTable, TeamPostState } from "../db/schema.ts";
import { refusedFor, type Result } from "../result.ts";

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

/**
 * Tries at a key: each attempt loses only to a post created at the same moment, so this is far
 * more than the team's concurrent creations need (eight at once need at most eight).
 */
const keyAttempts = 50;

type Row = Database["team_posts"];

function fromRow(row: Row): TeamPost {
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

  /** The next free key of the city and year, after its files' posts and the team's. */
  async function nextKey(trx: Transaction<Database>, hubId: HubId, year: number) {
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

  async function record(
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

  async function find(
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

  /** Writes a new state of an existing post with its revision; refreshes the site after. */
  async function change(
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
        mailedContent(post.post, post.germanOnly) ===
        mailedContent(current.post, current.germanOnly);
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

  const stamp = (current: TeamPost, by: Author) => ({
    ...current,
    revision: current.revision + 1,
    updatedAt: clock.now().toISOString(),
    updatedBy: by.name,
  });

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

    async create(hubId: HubId, draft: PostDraft, by: Author): Promise<TeamPost> {
      const at = clock.now().toISOString();
      // Team members creating at once (on any instance) may pick the same number: the insert
      // then does nothing and the loser takes the next free number. Any other error is no clash
      // and is not retried.
      for (let attempt = 1; attempt <= keyAttempts; attempt += 1) {
        const post = await db.transaction().execute(async (trx) => {
          const created: TeamPost = {
            key: await nextKey(trx, hubId, draft.post.posted.year),
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
    },

    /** Saves the editor's post over `revision`; a withdrawn post stays withdrawn. */
    save(hubId: HubId, key: string, draft: PostDraft, revision: number, by: Author) {
      return change(hubId, key, by, (current) => {
        if (current.revision !== revision) {
          return refusedFor("conflict", { current: current.revision });
        }
        const state = current.state === "withdrawn" ? "withdrawn" : draft.state;
        const action =
          state === "scheduled" && current.state !== "scheduled" ? "scheduled" : "edited";
        return {
          post: { ...stamp(current, by), post: draft.post, germanOnly: draft.germanOnly, state },
          action,
        };
      });
    },

    /** Takes the post off the site (and out of mails and channels not yet sent). */
    withdraw(hubId: HubId, key: string, by: Author) {
      return change(hubId, key, by, (current) =>
        current.state === "withdrawn"
          ? { ok: true, post: current }
          : { post: { ...stamp(current, by), state: "withdrawn" }, action: "withdrawn" },
      );
    },

    /** Brings a withdrawn post back in the state it had before. */
    async restore(hubId: HubId, key: string, by: Author) {
      const before = await db
        .selectFrom("team_post_revisions")
        .select("state")
        .where("post_key", "=", key)
        .where("state", "!=", "withdrawn")
        .orderBy("revision", "desc")
        .executeTakeFirst();
      return change(hubId, key, by, (current) =>
        current.state !== "withdrawn"
          ? { ok: true, post: current }
          : {
              post: { ...stamp(current, by), state: before?.state ?? "draft" },
              action: "restored",
            },
      );
    },

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
