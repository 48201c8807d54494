import { describe, expect, it } from "vitest";
import { previewImage } from "../app/preview-meta.ts";
import { hubIds } from "../core/content/common.ts";
import type { SiteContext } from "../core/site-context.ts";
import { previewImageSize } from "../core/site-links.ts";
import { imageSizes } from "../server/content/image-size.ts";

const imageSize = imageSizes();
// Only what link previews read of the site.
const siteOf = (hubId: SiteContext["hubId"]) =>
  ({ hubId, siteUrl: "https://pamperplay.example", imageSize }) as SiteContext;

describe("link preview images", () => {
  it.each(hubIds)("%s previews with its raster image of the declared size", (hubId) => {
    expect(previewImage(siteOf(hubId))).toEqual({
      url: `https://pamperplay.example/previews/${hubId}.png`,
      ...previewImageSize,
    });
  });

  it("uses a post's own raster image, but not an SVG one", () => {
    const site = siteOf("munich");
    expect(previewImage(site, "/posts/photo.jpg").url).toBe(
      "https://pamperplay.example/posts/photo.jpg",
    );
    expect(previewImage(site, "/flyers/munich-2025.svg").url).toBe(
      "https://pamperplay.example/previews/munich.png",
    );
  });
});
