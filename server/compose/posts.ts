import { postImages } from "../posts/images.ts";
import { teamPostStore } from "../posts/store.ts";
import { hourMs, type Built } from "./deps.ts";

/** Other instances' post changes reach this one's pages within this long. */
export const postRefreshMs = 30_000;
/** Unused post images are looked for hourly: their grace period is days. */
const imagePurgeMs = hourMs;

/** The team's posts and their uploaded images, with the jobs that keep them current. */
export function teamPosts({ db, clock, content, log, jobs }: Built, postsChanged: () => void) {
  const images = postImages({ db, clock });
  const posts = teamPostStore({
    db,
    clock,
    content,
    log,
    onChange: postsChanged,
    // Pages reserve an uploaded image's room: its size must be known before its post shows.
    beforePublish: images.loadSizes,
  });
  // Other instances' changes to the team's posts.
  jobs.schedule({ name: "Team posts refresh", everyMs: postRefreshMs, run: posts.refresh });
  // Images no post uses any more leave after their grace period (unusedImageGraceMs).
  jobs.schedule({
    name: "Post image purge",
    everyMs: imagePurgeMs,
    run: async () => {
      await images.purgeUnused(await posts.usedImageIds());
    },
  });
  return { posts, postImages: images };
}
