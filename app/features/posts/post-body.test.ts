import { describe, expect, it } from "vitest";
import { renderBlocks } from "../../../core/posts.ts";
import { blocksOfBody, blocksOfDoc, bodyOfBlocks, docOfBlocks, type Doc } from "./post-body.ts";
import { newPost, type Block } from "./post-form.ts";

const posted = { year: 2026, month: 3, day: 2, hour: 9, minute: 0 };
const both = (de: string, en: string) => ({ de, en });

/** A body as the content files and the team's posts have it: shared lines in both languages. */
const body: Block[] = [
  {
    type: "text",
    content: [
      {
        lines: [
          { segments: [{ format: "heading", text: both("Neuigkeiten", "News") }] },
          {
            segments: [
              { text: both("Der Verkauf ", "The sale ") },
              { format: "bold", text: both("startet", "starts") },
              { text: both(" bald, ", " soon, ") },
              { format: "italic", text: both("wirklich", "really") },
              { text: both(" – ", " – ") },
              { format: "deleted", text: both("am Montag", "on Monday") },
            ],
          },
          {
            segments: [
              { text: both("Siehe ", "See ") },
              { format: "internal-url", text: both("FAQ", "FAQ"), route: "faq" },
              { text: both(", ", ", ") },
              {
                format: "url",
                text: both("Fahrplan", "timetable"),
                href: "https://www.mvv-muenchen.de/",
              },
              { text: both(" und\nschreib an ", " and\nwrite to ") },
              { format: "email", text: both("uns", "us"), address: "team@pamperplay.example" },
            ],
          },
        ],
      },
    ],
  },
  {
    type: "unordered-list",
    content: [
      {
        lines: [
          { segments: [{ text: both("Brunch", "Brunch") }] },
          { segments: [{ format: "bold", text: both("Party", "Party") }] },
        ],
      },
    ],
  },
  { type: "image", src: "/media/abc.webp", alt: both("Flyer", "Flyer") },
  {
    type: "text",
    content: [{ lines: [{ segments: [{ text: both("Bis bald!", "See you!") }] }] }],
  },
];

describe("the post body in the text editor and back", () => {
  it("gives back the very blocks it was given, text in both languages, images between", () => {
    const parts = bodyOfBlocks(body);
    expect(parts.map((part) => part.kind)).toEqual(["text", "block", "text"]);
    expect(blocksOfBody(parts, false).blocks).toEqual(body);
  });

  it("shows the body as paragraphs, a heading, marks, links and a list in each language", () => {
    const [first] = bodyOfBlocks(body);
    if (first?.kind !== "text") throw new Error("text first");
    expect(first.en.content[0]).toEqual({
      type: "heading",
      attrs: { level: 2 },
      content: [{ type: "text", text: "News" }],
    });
    expect(first.en.content[1]!.content).toContainEqual({
      type: "text",
      text: "starts",
      marks: [{ type: "bold" }],
    });
    expect(first.de.content[2]!.content).toEqual(
      expect.arrayContaining([
        { type: "text", text: "FAQ", marks: [{ type: "link", attrs: { href: "/faq" } }] },
        { type: "hardBreak" },
        {
          type: "text",
          text: "uns",
          marks: [{ type: "link", attrs: { href: "mailto:team@pamperplay.example" } }],
        },
      ]),
    );
    expect(first.de.content[3]).toMatchObject({ type: "bulletList" });
  });

  it("keeps a document the editor wrote as it was, through the post format and back", () => {
    const doc: Doc = {
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Hallo" }] },
        {
          type: "paragraph",
          content: [
            { type: "text", text: "fett", marks: [{ type: "bold" }] },
            { type: "hardBreak" },
            { type: "text", text: "weiter " },
            {
              type: "text",
              text: "Tickets",
              marks: [{ type: "link", attrs: { href: "/ticket" } }],
            },
          ],
        },
        {
          type: "bulletList",
          content: [
            {
              type: "listItem",
              content: [{ type: "paragraph", content: [{ type: "text", text: "eins" }] }],
            },
          ],
        },
      ],
    };
    expect(docOfBlocks(blocksOfDoc(doc))).toEqual(doc);
  });

  it("keeps each language's wording when the two are written differently", () => {
    const de: Doc = {
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [
            { type: "text", text: "Ganz " },
            { type: "text", text: "wichtig", marks: [{ type: "bold" }] },
          ],
        },
      ],
    };
    const en: Doc = {
      type: "doc",
      content: [{ type: "paragraph", content: [{ type: "text", text: "Important, too" }] }],
    };
    const { blocks } = blocksOfBody([{ kind: "text", de, en }], false);
    const post = { ...newPost(posted), blocks };
    const text = (locale: "de" | "en") =>
      renderBlocks(post, locale).flatMap((block) =>
        block.kind === "text" ? block.lines.map((line) => line.map((s) => s.text).join("")) : [],
      );
    expect(text("de")).toEqual(["Ganz wichtig"]);
    expect(text("en")).toEqual(["Important, too"]);
    expect(bodyOfBlocks(blocks)).toEqual([{ kind: "text", de, en }]);
  });

  it("uses the German text for both languages in a German-only post", () => {
    const de = docOfBlocks([{ type: "text", lines: [[{ text: "Nur Deutsch" }]] }]);
    const { blocks } = blocksOfBody([{ kind: "text", de, en: docOfBlocks([]) }], true);
    expect(blocks).toEqual([
      {
        type: "text",
        content: [{ lines: [{ segments: [{ text: both("Nur Deutsch", "Nur Deutsch") }] }] }],
      },
    ]);
  });

  it("keeps of pasted text only what the post format has", () => {
    const pasted: Doc = {
      type: "doc",
      content: [
        { type: "paragraph" },
        {
          type: "blockquote",
          content: [
            {
              type: "paragraph",
              content: [
                {
                  type: "text",
                  text: "fett und kursiv",
                  marks: [{ type: "bold" }, { type: "italic" }],
                },
                { type: "text", text: " unterstrichen", marks: [{ type: "underline" }] },
                {
                  type: "text",
                  text: " böse",
                  marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }],
                },
              ],
            },
          ],
        },
        {
          type: "orderedList",
          content: [
            {
              type: "listItem",
              content: [
                { type: "paragraph", content: [{ type: "text", text: "a" }] },
                {
                  type: "bulletList",
                  content: [
                    {
                      type: "listItem",
                      content: [{ type: "paragraph", content: [{ type: "text", text: "b" }] }],
                    },
                  ],
                },
              ],
            },
          ],
        },
        { type: "paragraph", content: [{ type: "text", text: "   " }] },
      ],
    };
    expect(blocksOfDoc(pasted)).toEqual([
      {
        type: "text",
        lines: [[{ format: "bold", text: "fett und kursiv" }, { text: " unterstrichen böse" }]],
      },
      { type: "unordered-list", lines: [[{ text: "a" }], [{ text: "b" }]] },
    ]);
  });
});
