import type { Segment } from "../../../core/content/posts.ts";
import { internalRoutes, type InternalRouteName } from "../../../core/segments.ts";
import type { Locale } from "../../../core/locale.ts";
import type { Block, TextBlock } from "./post-form.ts";

/**
 * The post body as the text editor holds it, and back: a rich-text document (the editor's JSON,
 * ProseMirror's shape) per language for each run of text and list blocks; images and downloads
 * stay blocks of their own between them. Pure, so that the mapping is tested without a browser.
 *
 * Document → post: a paragraph is a line, a heading a line of heading runs, a bullet list an
 * unordered-list block (one item per list item), a hard break a line feed in the run; a text
 * carries at most one format (bold, italic, struck through, or a link the post format allows).
 * Both languages with the same shape (the same lines, runs and formats) become shared blocks with
 * their text in both languages; otherwise each language's blocks are hidden in the other.
 */

/** A node of the editor's document (Tiptap's JSONContent has this shape). */
export interface DocNode {
  type?: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  content?: DocNode[];
}
export type Doc = DocNode & { type: "doc"; content: DocNode[] };

/** One run of text in one language: a segment whose text is a string. */
type WithText<S, T> = S extends unknown ? Omit<S, "text"> & { text: T } : never;
export type Run = WithText<Segment, string>;
type Line = Run[];
type LanguageBlock = { type: TextBlock["type"]; lines: Line[] };

/** One part of the body: text in the editor (both languages), or an image or download block. */
export type BodyPart =
  { kind: "text"; de: Doc; en: Doc } | { kind: "block"; block: Exclude<Block, TextBlock> };

export const emptyDoc = (): Doc => ({ type: "doc", content: [{ type: "paragraph" }] });

/** The one heading level a post's heading line is shown in. */
export const headingLevel = 2;

/** The link targets the post format has: a web address, a page of the site, an e-mail address. */
export function runForLink(href: string, text: string): Run | null {
  const trimmed = href.trim();
  if (/^https?:\/\/[^\s/]+\.[^\s]*$/i.test(trimmed)) return { format: "url", text, href: trimmed };
  const route = (Object.keys(internalRoutes) as InternalRouteName[]).find(
    (name) => internalRoutes[name] === trimmed,
  );
  if (route) return { format: "internal-url", text, route };
  const address = /^mailto:([^\s@]+@[^\s@]+\.[^\s@]+)$/i.exec(trimmed)?.[1];
  if (address) return { format: "email", text, address };
  return null;
}

/** Whether the editor may keep a link to this address (pasted or typed). */
export const isAllowedHref = (href: string) => runForLink(href, "x") !== null;

function hrefOf(run: Run): string | null {
  switch (run.format) {
    case "url":
      return run.href;
    case "internal-url":
      return internalRoutes[run.route];
    case "email":
      return `mailto:${run.address}`;
    default:
      return null;
  }
}

const markFormats = { bold: "bold", italic: "italic", strike: "deleted" } as const;
const formatMarks = { bold: "bold", italic: "italic", deleted: "strike" } as const;

/** The run of a text node: a link first (if the format has its target), else its first format. */
function runOfText(node: DocNode): Run {
  const text = node.text ?? "";
  const marks = node.marks ?? [];
  const link = marks.find((mark) => mark.type === "link");
  const href = typeof link?.attrs?.href === "string" ? link.attrs.href : null;
  const linked = href === null ? null : runForLink(href, text);
  if (linked) return linked;
  for (const mark of marks) {
    const format = markFormats[mark.type as keyof typeof markFormats];
    if (format) return { format, text };
  }
  return { text };
}

const sameTarget = (a: Run, b: Run) =>
  (a.format ?? "plain") === (b.format ?? "plain") && hrefOf(a) === hrefOf(b);

/** The runs of a paragraph's inline nodes: neighbours of one format joined, breaks as "\n". */
function lineOf(nodes: readonly DocNode[], heading: boolean): Line {
  const line: Line = [];
  for (const node of nodes) {
    const last = line.at(-1);
    if (node.type === "hardBreak") {
      if (last) last.text += "\n";
      else line.push({ text: "\n" });
      continue;
    }
    const run: Run = heading ? { format: "heading", text: node.text ?? "" } : runOfText(node);
    if (run.text === "") continue;
    if (last && sameTarget(last, run)) last.text += run.text;
    else line.push(run);
  }
  // A line of nothing but spaces and breaks is not shown: it is left out.
  return line.some((run) => run.text.trim() !== "") ? line : [];
}

/** The text of the nodes inside a node, whatever it is (a pasted block the format lacks). */
const inlineOf = (node: DocNode): DocNode[] =>
  (node.content ?? []).flatMap((child) =>
    child.type === "text" || child.type === "hardBreak" ? [child] : inlineOf(child),
  );

/** The items of a list: each item's paragraphs joined by line breaks, nested lists as items. */
function itemsOf(list: DocNode): Line[] {
  return (list.content ?? []).flatMap((item) => {
    const own = (item.content ?? []).filter((child) => !/List$/.test(child.type ?? ""));
    const nested = (item.content ?? []).filter((child) => /List$/.test(child.type ?? ""));
    const inline = own.flatMap((child, index) => [
      ...(index > 0 ? [{ type: "hardBreak" }] : []),
      ...inlineOf(child),
    ]);
    const line = lineOf(inline, false);
    return [...(line.length > 0 ? [line] : []), ...nested.flatMap(itemsOf)];
  });
}

/** One language's blocks of a document; empty paragraphs are left out. */
export function blocksOfDoc(doc: DocNode): LanguageBlock[] {
  const blocks: LanguageBlock[] = [];
  const addLine = (type: LanguageBlock["type"], line: Line) => {
    if (line.length === 0) return;
    const last = blocks.at(-1);
    if (type === "text" && last?.type === "text") last.lines.push(line);
    else blocks.push({ type, lines: [line] });
  };
  const visit = (node: DocNode) => {
    if (node.type === "paragraph" || node.type === "heading") {
      addLine("text", lineOf(node.content ?? [], node.type === "heading"));
    } else if (node.type === "bulletList" || node.type === "orderedList") {
      const items = itemsOf(node);
      if (items.length > 0) blocks.push({ type: "unordered-list", lines: items });
    } else {
      // A node the format has no place for (a quote, a table): its content counts.
      (node.content ?? []).forEach(visit);
    }
  };
  (doc.content ?? []).forEach(visit);
  return blocks;
}

/** A run's text as the editor's inline nodes: text with its mark, a break for each "\n". */
function inlineOfRun(run: Run, heading: boolean): DocNode[] {
  const href = hrefOf(run);
  const format = run.format ?? "plain";
  const mark = heading
    ? undefined
    : href !== null
      ? { type: "link", attrs: { href } }
      : format in formatMarks
        ? { type: formatMarks[format as keyof typeof formatMarks] }
        : // A heading run amid other text is shown in bold, as the site shows it.
          format === "heading"
          ? { type: "bold" }
          : undefined;
  return run.text
    .split("\n")
    .flatMap((part, index) => [
      ...(index > 0 ? [{ type: "hardBreak" }] : []),
      ...(part === ""
        ? []
        : [mark ? { type: "text", text: part, marks: [mark] } : { type: "text", text: part }]),
    ]);
}

const isHeadingLine = (line: Line) => line.every((run) => run.format === "heading");

function nodeOfLine(line: Line): DocNode {
  const heading = isHeadingLine(line);
  const content = line.flatMap((run) => inlineOfRun(run, heading));
  return heading
    ? { type: "heading", attrs: { level: headingLevel }, content }
    : { type: "paragraph", content };
}

/** One language's blocks as the editor's document. */
export function docOfBlocks(blocks: readonly LanguageBlock[]): Doc {
  const content = blocks.map((block): DocNode[] =>
    block.type === "unordered-list"
      ? [
          {
            type: "bulletList",
            content: block.lines.map((line) => ({
              type: "listItem",
              content: [
                { type: "paragraph", content: line.flatMap((run) => inlineOfRun(run, false)) },
              ],
            })),
          },
        ]
      : block.lines.map(nodeOfLine),
  );
  const nodes = content.flat();
  return { type: "doc", content: nodes.length > 0 ? nodes : [{ type: "paragraph" }] };
}

const isTextBlock = (block: Block): block is TextBlock =>
  block.type === "text" || block.type === "unordered-list";

function linesOf(block: TextBlock): Segment[][] {
  return block.content.flatMap((section) => section.lines.map((line) => line.segments));
}

const inLanguage = (segment: Segment, locale: Locale): Run => ({
  ...segment,
  text: segment.text[locale],
});

/** A post's blocks as the editor's parts: runs of text blocks become one document per language. */
export function bodyOfBlocks(blocks: readonly Block[]): BodyPart[] {
  const parts: BodyPart[] = [];
  let run: TextBlock[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const docFor = (locale: Locale) =>
      docOfBlocks(
        run
          .filter((block) => !block.hideForLocales?.includes(locale))
          .map((block) => ({
            type: block.type,
            lines: linesOf(block).map((line) => line.map((segment) => inLanguage(segment, locale))),
          })),
      );
    parts.push({ kind: "text", de: docFor("de"), en: docFor("en") });
    run = [];
  };
  for (const block of blocks) {
    if (isTextBlock(block)) run.push(block);
    else {
      flush();
      parts.push({ kind: "block", block });
    }
  }
  flush();
  return parts;
}

/** Whether two languages' blocks differ only in their words. */
function sameShape(a: readonly LanguageBlock[], b: readonly LanguageBlock[]): boolean {
  return (
    a.length === b.length &&
    a.every((block, i) => {
      const other = b[i]!;
      return (
        block.type === other.type &&
        block.lines.length === other.lines.length &&
        block.lines.every(
          (line, j) =>
            line.length === other.lines[j]!.length &&
            line.every((run, k) => sameTarget(run, other.lines[j]![k]!)),
        )
      );
    })
  );
}

function postBlock(
  block: LanguageBlock,
  text: (line: number, run: number) => { de: string; en: string },
  hideForLocales?: Locale[],
): TextBlock {
  return {
    type: block.type,
    content: [
      {
        lines: block.lines.map((line, i) => ({
          segments: line.map((run, j) => ({ ...run, text: text(i, j) }) as Segment),
        })),
      },
    ],
    ...(hideForLocales ? { hideForLocales } : {}),
  };
}

/** What the body parts are as a post's blocks, and which part each block came from. */
export function blocksOfBody(
  parts: readonly BodyPart[],
  germanOnly: boolean,
): { blocks: Block[]; partOf: number[] } {
  const blocks: Block[] = [];
  const partOf: number[] = [];
  const add = (block: Block, part: number) => {
    blocks.push(block);
    partOf.push(part);
  };
  parts.forEach((part, index) => {
    if (part.kind === "block") {
      add(part.block, index);
      return;
    }
    const de = blocksOfDoc(part.de);
    const en = germanOnly ? de : blocksOfDoc(part.en);
    if (sameShape(de, en)) {
      de.forEach((block, i) =>
        add(
          postBlock(block, (l, r) => ({
            de: block.lines[l]![r]!.text,
            en: en[i]!.lines[l]![r]!.text,
          })),
          index,
        ),
      );
      return;
    }
    // Worded differently: each language its own blocks, shown in it only (the format needs a
    // text for both, so the hidden language repeats the shown one).
    const own = (hidden: Locale) => (block: LanguageBlock) =>
      add(
        postBlock(
          block,
          (l, r) => {
            const text = block.lines[l]![r]!.text;
            return { de: text, en: text };
          },
          [hidden],
        ),
        index,
      );
    de.forEach(own("en"));
    en.forEach(own("de"));
  });
  return { blocks, partOf };
}

/** Whether a document has any text (the English one may be left empty only for German-only posts). */
export const hasText = (doc: Doc) => blocksOfDoc(doc).length > 0;
