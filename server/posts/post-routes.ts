import type { Context, Hono } from "hono";
import type { z } from "zod";
import { postV2Schema } from "../../core/content/posts.ts";
import {
  postKeyParamsSchema,
  postSaveBodySchema,
  postSavedAnswerSchema,
  teamPostAnswerSchema,
  teamPostsAnswerSchema,
  testMailAnswerSchema,
  type PostSavedAnswer,
  type TeamPostAnswer,
  type TeamPostsAnswer,
  type TestMailAnswer,
} from "../../core/api/posts.ts";
import { postedInstant, withGermanForEnglish } from "../../core/posts.ts";
import type { TeamEnv } from "../auth/require-team.ts";
import { sendTestMail } from "../newsletter/post-dispatch.ts";
import { fail, ok } from "../http/answer.ts";
import { apiRoute, type ApiInput } from "../http/api-route.ts";
import { validate } from "../http/read-json.ts";
import { tooManyMails } from "../outbox/too-many-mails.ts";
import { postsText } from "./posts.messages.ts";
import type { PostDraft, SaveResult } from "./post-rows.ts";
import { author, channels, type PostsTeamDeps } from "./team-context.ts";

/** The body as a post the site can show: the content schema decides, as for the files. */
async function readDraft(
  { config }: Pick<PostsTeamDeps, "config">,
  c: Context<TeamEnv>,
  input: ApiInput<typeof postSaveBodySchema>,
) {
  const body = await input.body();
  if (!body.ok) return body;
  const { germanOnly, state, revision } = body.data;
  const post = validate(
    c,
    postV2Schema,
    germanOnly ? withGermanForEnglish(body.data.post) : body.data.post,
  );
  if (!post.ok) return post;
  const offered = channels(config);
  const off = post.data.channels.find((channel) => !offered.includes(channel));
  if (off)
    return {
      ok: false as const,
      response: fail(c, 400, postsText(c.get("locale"), "channelOff", { channel: off })),
    };
  const draft: PostDraft = { post: post.data, germanOnly, state };
  return { ok: true as const, draft, revision };
}

function savedAnswer(
  c: Context<TeamEnv>,
  result: SaveResult,
  text: "saved" | "withdrawn" | "restored",
) {
  const locale = c.get("locale");
  if (result.ok) {
    const { key, state, revision } = result.post;
    return ok<PostSavedAnswer>(c, postsText(locale, text), { key, state, revision });
  }
  switch (result.reason) {
    case "not-found":
      return fail(c, 404, postsText(locale, "unknown"));
    case "conflict":
      return fail(c, 409, postsText(locale, "conflict", { current: result.current }));
  }
}

/** The path's post key; null for one that cannot be a post's (answered as an unknown post). */
function keyOf(
  input: Pick<ApiInput<z.ZodNever, z.ZodObject, typeof postKeyParamsSchema>, "params">,
) {
  const params = input.params();
  return params.ok ? params.data.key : null;
}

/** The team's posts: list, write, read, save over a revision, withdraw, restore. */
export function postRoutes(router: Hono<TeamEnv>, deps: PostsTeamDeps): void {
  const { config, content, posts } = deps;
  const list = {
    summary: "The city's team posts, its content files' posts and the channels on offer",
    bearer: true,
    answer: teamPostsAnswerSchema,
  } as const;
  apiRoute(router, "GET", "/admin/posts", list, async (c) => {
    const hubId = c.get("hub");
    const { timeZone } = content[hubId].hub;
    const results = (await posts.list(hubId)).map((entry) => ({
      key: entry.key,
      state: entry.state,
      title: entry.post.title,
      posted: entry.post.posted,
      postedAt: postedInstant(entry.post, timeZone).toISOString(),
      germanOnly: entry.germanOnly,
      channels: entry.post.channels,
      revision: entry.revision,
      updatedAt: entry.updatedAt,
      updatedBy: entry.updatedBy,
    }));
    // The content store lists the files' posts and the scheduled team posts, newest first.
    const files = content[hubId].posts
      .filter((entry) => !entry.team)
      .map(({ key, post }) => ({
        key,
        title: post.title,
        postedAt: postedInstant(post, timeZone).toISOString(),
        channels: post.channels,
      }));
    return ok<TeamPostsAnswer>(c, postsText(c.get("locale"), "list"), {
      results,
      files,
      channels: channels(config),
    });
  });

  /** A post's save: its body and answer. */
  const save = (summary: string) =>
    ({ summary, bearer: true, body: postSaveBodySchema, answer: postSavedAnswerSchema }) as const;
  apiRoute(
    router,
    "POST",
    "/admin/posts",
    save("Write a post (draft or scheduled)"),
    async (c, input) => {
      const read = await readDraft(deps, c, input);
      if (!read.ok) return read.response;
      const post = await posts.create(c.get("hub"), read.draft, author(c));
      return savedAnswer(c, { ok: true, post }, "saved");
    },
  );

  const one = {
    summary: "One team post with its changes",
    bearer: true,
    params: postKeyParamsSchema,
    answer: teamPostAnswerSchema,
  } as const;
  apiRoute(router, "GET", "/admin/posts/:key", one, async (c, input) => {
    const locale = c.get("locale");
    const key = keyOf(input);
    const post = key ? await posts.get(c.get("hub"), key) : null;
    const revisions = key && post ? await posts.revisions(c.get("hub"), key) : null;
    if (!post || !revisions) return fail(c, 404, postsText(locale, "unknown"));
    return ok<TeamPostAnswer>(c, postsText(locale, "list"), {
      key: post.key,
      state: post.state,
      post: post.post,
      germanOnly: post.germanOnly,
      revision: post.revision,
      testedRevision: post.testedRevision,
      revisions,
    });
  });

  const over = {
    ...save("Save a post over the revision it was loaded at"),
    params: postKeyParamsSchema,
  };
  apiRoute(router, "POST", "/admin/posts/:key", over, async (c, input) => {
    const key = keyOf(input);
    if (!key) return fail(c, 404, postsText(c.get("locale"), "unknown"));
    const read = await readDraft(deps, c, input);
    if (!read.ok) return read.response;
    // An edit names the revision it started from; one without it takes the current one.
    const revision = read.revision ?? (await posts.get(c.get("hub"), key))?.revision ?? 0;
    const result = await posts.save(c.get("hub"), key, read.draft, revision, author(c));
    return savedAnswer(c, result, "saved");
  });

  const change = (summary: string) =>
    ({
      summary,
      bearer: true,
      params: postKeyParamsSchema,
      answer: postSavedAnswerSchema,
    }) as const;
  apiRoute(
    router,
    "POST",
    "/admin/posts/:key/withdraw",
    change("Take a post off the site"),
    async (c, input) => {
      const key = keyOf(input);
      if (!key) return fail(c, 404, postsText(c.get("locale"), "unknown"));
      return savedAnswer(c, await posts.withdraw(c.get("hub"), key, author(c)), "withdrawn");
    },
  );

  apiRoute(
    router,
    "POST",
    "/admin/posts/:key/restore",
    change("Bring a withdrawn post back"),
    async (c, input) => {
      const key = keyOf(input);
      if (!key) return fail(c, 404, postsText(c.get("locale"), "unknown"));
      return savedAnswer(c, await posts.restore(c.get("hub"), key, author(c)), "restored");
    },
  );
}

/** The post's newsletter mail as a test, to the team member's own address. */
export function testMailRoute(router: Hono<TeamEnv>, deps: PostsTeamDeps): void {
  const testMail = {
    summary: "Send the post's newsletter mail, marked as a test, to the team member's own address",
    bearer: true,
    params: postKeyParamsSchema,
    answer: testMailAnswerSchema,
  } as const;
  apiRoute(router, "POST", "/admin/posts/:key/test-mail", testMail, async (c, input) => {
    const locale = c.get("locale");
    const key = keyOf(input);
    if (!key) return fail(c, 404, postsText(locale, "unknown"));
    const to = c.get("session").email;
    const sent = await sendTestMail(deps, { hubId: c.get("hub"), key, to });
    if (sent.ok) {
      const { revision, locales } = sent;
      return ok<TestMailAnswer>(c, postsText(locale, "testMailSent", { to: sent.to }), {
        to: sent.to,
        revision,
        locales,
      });
    }
    switch (sent.reason) {
      case "not-found":
        return fail(c, 404, postsText(locale, "unknown"));
      case "no-address":
        return fail(c, 409, postsText(locale, "noAddress"));
      case "too-many-mails":
        return tooManyMails(c, sent);
    }
  });
}
