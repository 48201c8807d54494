import type { Context, Hono } from "hono";
import {
  imageDeletedAnswerSchema,
  imageUploadAnswerSchema,
  type ImageUploadAnswer,
} from "../../core/api/posts.ts";
import { randomIdParamsSchema } from "../../core/api/fields.ts";
import type { TeamEnv } from "../auth/require-team.ts";
import { fail, ok } from "../http/answer.ts";
import { apiRoute } from "../http/api-route.ts";
import { maxInputPixels, type UploadRefusal } from "./images.ts";
import { postsText } from "./posts.messages.ts";
import { author, type PostsTeamDeps } from "./team-context.ts";

/** A conversion takes a few seconds; the queue ahead is short. */
const busyRetrySeconds = 5;

function imageRefused(c: Context<TeamEnv>, reason: UploadRefusal) {
  const locale = c.get("locale");
  switch (reason) {
    case "not-an-image":
      return fail(c, 400, postsText(locale, "notAnImage"));
    case "too-large": {
      const megapixels = maxInputPixels / 1_000_000;
      return fail(c, 413, postsText(locale, "imageTooLarge", { megapixels }));
    }
    case "busy":
      c.header("Retry-After", String(busyRetrySeconds));
      return fail(c, 503, postsText(locale, "imagesBusy"));
  }
}

/** Images for posts: uploads and deletions, per city site. */
export function imageRoutes(
  router: Hono<TeamEnv>,
  { postImages }: Pick<PostsTeamDeps, "postImages">,
): void {
  /** The image file itself is the body (any content type: the bytes decide what it is). */
  const upload = {
    summary: "Upload an image for posts (the file is the body; re-encoded to JPEG widths)",
    bearer: true,
    answer: imageUploadAnswerSchema,
  } as const;
  apiRoute(router, "POST", "/admin/images", upload, async (c) => {
    const locale = c.get("locale");
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const result = await postImages.store(c.get("hub"), bytes, author(c));
    if (!result.ok) return imageRefused(c, result.reason);
    const { id, src, width, height } = result;
    return ok<ImageUploadAnswer>(c, postsText(locale, "imageStored"), { id, src, width, height });
  });

  /** Takes an image down: all its widths, from every instance (the editor asks first). */
  const remove = {
    summary: "Delete an uploaded image of the city's site in all its widths",
    bearer: true,
    answer: imageDeletedAnswerSchema,
    params: randomIdParamsSchema,
  } as const;
  apiRoute(router, "POST", "/admin/images/:id/delete", remove, async (c, input) => {
    const locale = c.get("locale");
    const params = input.params();
    const removed = params.ok && (await postImages.remove(c.get("hub"), params.data.id));
    if (!removed) return fail(c, 404, postsText(locale, "unknownImage"));
    return ok(c, postsText(locale, "imageDeleted"));
  });
}
