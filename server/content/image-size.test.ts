import { describe, expect, it } from "vitest";
import { hubIds } from "../../core/content/common.ts";
import { heroImageFor } from "../../core/posts.ts";
import { locales } from "../../core/locale.ts";
import { mediaId } from "../../core/media.ts";
import { imageSizes } from "./image-size.ts";
import { loadContent } from "./load.ts";

describe("the sizes of the posts' images under public/", () => {
  it("are known for every image of every post file, so pages reserve their room", () => {
    const content = loadContent();
    const sizeOf = imageSizes();
    const paths = hubIds.flatMap((hubId) =>
      content[hubId].posts.flatMap(({ post }) => [
        ...locales.map((locale) => heroImageFor(post, locale)),
        ...post.blocks.map((block) => (block.type === "image" ? block.src : null)),
      ]),
    );
    const files = [...new Set(paths)].filter((path) => path !== null && !mediaId(path));
    expect(files.length).toBeGreaterThan(0);
    for (const path of files)
      expect({ path, size: sizeOf(path!) }).toEqual({
        path,
        size: { width: expect.any(Number), height: expect.any(Number) },
      });
  });

  it("are unknown for paths outside public/", () => {
    expect(imageSizes()("/../package.json")).toBeNull();
  });
});
