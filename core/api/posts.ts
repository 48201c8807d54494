import { z } from "zod";
import { localizedSchema, wallDateTimeSchema } from "../content/common.ts";
import { postKeySchema } from "../content/posts.ts";
import { answer } from "./answer.ts";

export const teamPostStates = ["draft", "scheduled", "withdrawn"] as const;
export type TeamPostStateName = (typeof teamPostStates)[number];

/**
 * POST admin/posts (new) and admin/posts/:key (edit, naming the revision it started from). The
 * post itself is checked against the content files' schema (core/content/posts.ts) after the
 * German text has filled in for a missing English one.
 */
export const postSaveBodySchema = z
  .object({
    post: z.record(z.string(), z.unknown()),
    germanOnly: z.boolean(),
    state: z.enum(["draft", "scheduled"]),
    revision: z.number().int().min(1).optional(),
  })
  .strict();
export type PostSaveBody = z.infer<typeof postSaveBodySchema>;

const summary = z.object({
  key: z.string(),
  state: z.enum(teamPostStates),
  title: localizedSchema,
  posted: wallDateTimeSchema,
  /** The posted instant; scheduled posts show on the site from then on. */
  postedAt: z.string(),
  germanOnly: z.boolean(),
  channels: z.array(z.string()),
  revision: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type TeamPostSummary = z.infer<typeof summary>;

/** A post of the city's content files: the team sees it, and changes it in the files. */
const filePost = z.object({
  key: z.string(),
  title: localizedSchema,
  postedAt: z.string(),
  channels: z.array(z.string()),
});
export type FilePostSummary = z.infer<typeof filePost>;

/**
 * GET admin/posts: the city's team posts and the posts of its content files, each newest posted
 * first, and the channels on offer.
 */
export const teamPostsAnswerSchema = answer({
  results: z.array(summary),
  files: z.array(filePost),
  /** `mail` always; `telegram_general` only when the messenger channel is configured. */
  channels: z.array(z.string()),
});
export type TeamPostsAnswer = z.infer<typeof teamPostsAnswerSchema>;

/** GET admin/posts/:key: the post to edit (not checked here: the editor checks it) and its log. */
export const teamPostAnswerSchema = answer({
  key: z.string(),
  state: z.enum(teamPostStates),
  post: z.record(z.string(), z.unknown()),
  germanOnly: z.boolean(),
  revision: z.number().int(),
  /** The revision the last test mail was sent for; null while none was. */
  testedRevision: z.number().int().nullable(),
  revisions: z.array(
    z.object({
      revision: z.number().int(),
      action: z.enum(["created", "edited", "scheduled", "withdrawn", "restored"]),
      state: z.enum(teamPostStates),
      at: z.string(),
      byName: z.string(),
    }),
  ),
});
export type TeamPostAnswer = z.infer<typeof teamPostAnswerSchema>;

/** POST admin/posts, admin/posts/:key, …/withdraw, …/restore: the post's key and revision now. */
export const postSavedAnswerSchema = answer({
  key: z.string(),
  state: z.enum(teamPostStates),
  revision: z.number().int(),
});
export type PostSavedAnswer = z.infer<typeof postSavedAnswerSchema>;

/**
 * POST admin/posts/:key/test-mail: the post's newsletter mail went to the team member's own
 * address, once per language, for this revision.
 */
export const testMailAnswerSchema = answer({
  to: z.string(),
  revision: z.number().int(),
  locales: z.array(z.enum(["de", "en"])),
});
export type TestMailAnswer = z.infer<typeof testMailAnswerSchema>;

/** POST admin/images (the image file as the body): where the re-encoded image is served. */
export const imageUploadAnswerSchema = answer({
  id: z.string(),
  src: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ImageUploadAnswer = z.infer<typeof imageUploadAnswerSchema>;

/** POST admin/images/:id/delete: the image is gone in all its widths. */
export const imageDeletedAnswerSchema = answer({});

/** A path naming a team post by its key (muc2025.7). */
export const postKeyParamsSchema = z.object({ key: postKeySchema });
