import { z } from "zod/mini";

/** One stored width of an uploaded image (core/media.ts names the addresses). */
export interface MediaVariant {
  id: string;
  width: number;
}

/** A width's file name, `<id>-<width>.jpg` (the id one of the site's random ids). */
export const mediaVariantNameSchema = z.pipe(
  z.string().check(z.regex(/^[0-9a-f]{32}-\d{3,4}\.jpg$/)),
  z.transform((name): MediaVariant => {
    const [id, width] = name.slice(0, -".jpg".length).split("-");
    return { id: id!, width: Number(width) };
  }),
);

/** GET /media/:name: an uploaded image's width. */
export const mediaNameParamsSchema = z.object({ name: mediaVariantNameSchema });
