import { Hono } from "hono";
import { mediaNameParamsSchema } from "../../core/api/media.ts";
import { mediaPrefix } from "../../core/media.ts";
import { apiRoute } from "../http/api-route.ts";
import { responseBytes } from "../http/compress.ts";
import { etagMatches } from "../http/validators.ts";
import { mediaCacheControl, type PostImages } from "./images.ts";

/**
 * The team's post images from the database: an address's bytes never change, so browsers and
 * proxies keep them (a day: the team may delete one) and revalidate by ETag (nosniff comes from
 * the security headers).
 */
export function postImagesRouter({ postImages }: { postImages: Pick<PostImages, "read"> }) {
  const router = new Hono();
  const image = { summary: "An uploaded image's width", params: mediaNameParamsSchema };
  apiRoute(router, "GET", `${mediaPrefix}:name`, image, async (c, input) => {
    const params = input.params();
    if (!params.ok) return c.notFound();
    const ifNoneMatch = c.req.header("if-none-match");
    const current = (etag: string) => etagMatches(ifNoneMatch, etag);
    const found = await postImages.read(
      params.data.name,
      ifNoneMatch === undefined ? undefined : current,
    );
    if (!found) return c.notFound();
    c.header("ETag", found.etag);
    c.header("Cache-Control", mediaCacheControl);
    if (found.bytes === null || current(found.etag)) return c.body(null, 304);
    c.header("Content-Type", "image/jpeg");
    return c.body(responseBytes(found.bytes));
  });
  return router;
}
