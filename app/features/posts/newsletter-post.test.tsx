import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { ContentStore } from "../../../core/content/store.ts";
import type { PostV2 } from "../../../core/content/posts.ts";
import type { ImageSizeOf } from "../../../core/media.ts";
import { postSkeleton } from "../../../core/posts.ts";
import { PostArticle } from "../../components/post-article.tsx";
import { LocaleContext } from "../../i18n/messages.ts";
import { testPageContext } from "../../test/page-context.ts";
import { loader } from "./newsletter-post.tsx";
import type { Route } from "./+types/newsletter-post";

const upload = `/media/${"c".repeat(32)}-1600.jpg`;
const post: PostV2 = {
  ...postSkeleton({ year: 2025, month: 6, day: 1 }),
  title: { de: "Fotos vom Sommerfest", en: "Photos of the summer party" },
  heroImageUrl: { de: "/posts/oktoberfest.svg", en: upload },
  blocks: [{ type: "image", src: upload, alt: { de: "Die Tanzfläche", en: "The dance floor" } }],
};
const content = {
  munich: { hub: { timeZone: "Europe/Berlin" }, posts: [{ key: "muc2025.9", post, team: true }] },
} as unknown as ContentStore;
/** What the server knows: the sizes of public/ files and of uploads. */
const sizes: ImageSizeOf = (path) =>
  ({
    "/posts/oktoberfest.svg": { width: 800, height: 400 },
    [upload]: { width: 1600, height: 1067 },
  })[path] ?? null;

function renderedPost(locale: "de" | "en") {
  const data = loader({
    context: testPageContext(locale, content, sizes),
    params: { id: "muc2025.9" },
  } as unknown as Route.LoaderArgs); // only what the loader reads
  return renderToStaticMarkup(
    <MemoryRouter>
      <LocaleContext value={locale}>
        <PostArticle post={data} />
      </LocaleContext>
    </MemoryRouter>,
  );
}

const images = (html: string) => html.match(/<img [^>]*>/g) ?? [];

describe("a post page's images", () => {
  it("reserve their room with the size of a file's hero image", () => {
    const [hero] = images(renderedPost("de"));
    expect(hero).toContain('src="/posts/oktoberfest.svg"');
    expect(hero).toContain('width="800"');
    expect(hero).toContain('height="400"');
  });

  it("reserve their room with the size of uploaded images, the hero and those in the text", () => {
    const [hero, inText] = images(renderedPost("en"));
    for (const image of [hero, inText]) {
      expect(image).toContain(`src="${upload}"`);
      expect(image).toContain('width="1600"');
      expect(image).toContain('height="1067"');
    }
  });
});
