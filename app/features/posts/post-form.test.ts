import { describe, expect, it } from "vitest";
import { checkPost, newBlock, newPost, placeOf, withHiddenFor, type Block } from "./post-form.ts";

const posted = { year: 2026, month: 3, day: 2, hour: 9, minute: 0 };
const titled = { de: "Frühlingsfest", en: "Spring party" };

describe("download blocks and hidden blocks in the editor", () => {
  it("accepts a download of a file on the site with its title in both languages", () => {
    const download: Block = {
      type: "download",
      href: "/downloads/directions.pdf",
      title: { de: "Anfahrt", en: "Directions" },
      icon: "pdf",
    };
    const check = checkPost({ ...newPost(posted), title: titled, blocks: [download] }, false);
    expect(check).toEqual({ ok: true, post: expect.objectContaining({ blocks: [download] }) });
  });

  it("names what is missing in a new download, as for every other field", () => {
    const check = checkPost(
      { ...newPost(posted), title: titled, blocks: [newBlock("download")] },
      false,
    );
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.problems.map((problem) => problem.field)).toEqual(
      expect.arrayContaining(["blocks.0.href"]),
    );
    const elsewhere: Block = {
      type: "download",
      href: "https://example.org/x.pdf",
      title: titled,
      icon: "file",
    };
    const linked = checkPost({ ...newPost(posted), title: titled, blocks: [elsewhere] }, false);
    expect(linked.ok).toBe(false);
  });

  it("hides a block in one language and shows it again, without an empty list left over", () => {
    const block = newBlock("image");
    const hidden = withHiddenFor(block, "en", true);
    expect(hidden.hideForLocales).toEqual(["en"]);
    expect(withHiddenFor(hidden, "de", true).hideForLocales).toEqual(["en", "de"]);
    expect(withHiddenFor(hidden, "en", true).hideForLocales).toEqual(["en"]);
    expect(withHiddenFor(hidden, "en", false)).toEqual(block);
    expect("hideForLocales" in withHiddenFor(hidden, "en", false)).toBe(false);
    const check = checkPost({ ...newPost(posted), title: titled, blocks: [hidden] }, false);
    expect(check.ok).toBe(false); // the image is not uploaded yet
    if (check.ok) return;
    expect(check.problems.some((problem) => problem.field.includes("hideForLocales"))).toBe(false);
  });
});

describe("problems placed at the form's fields", () => {
  it("places a new post's missing title at the title field, in each language", () => {
    const check = checkPost(newPost(posted), false);
    if (check.ok) throw new Error("a post without a title is refused");
    const places = check.problems.map((problem) => ({
      place: placeOf(problem.path, []),
      missing: problem.missing,
    }));
    expect(places).toEqual([
      { place: { field: "title", locale: "de" }, missing: true },
      { place: { field: "title", locale: "en" }, missing: true },
    ]);
  });

  it("places a block's problem at the body part the block came from", () => {
    expect(placeOf(["blocks", 3, "alt", "en"], [0, 0, 1, 2])).toEqual({
      field: "alt",
      part: 2,
      locale: "en",
    });
    expect(placeOf(["blocks", 1, "href"], [0, 1])).toEqual({ field: "file", part: 1 });
  });
});
