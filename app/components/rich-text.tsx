import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import type { Paragraph, Section } from "../../core/content/pages.ts";
import type { Locale } from "../../core/locale.ts";
import { mediaSrcSet, postImageSizes } from "../../core/media.ts";
import { paragraphSegments } from "../../core/page-text.ts";
import type { RenderBlock, RenderSegment } from "../../core/posts.ts";
import { useMessages } from "../i18n/messages.ts";
import { DownloadArrowIcon, ExternalIcon, FileIcon } from "./icons.tsx";
import { richTextMessages } from "./rich-text.messages.ts";

type HeadingLevel = 2 | 3 | 4;

function Heading({ level, children }: { level: HeadingLevel; children: ReactNode }) {
  const Tag = `h${level}` as const;
  return <Tag className="rich-heading">{children}</Tag>;
}

/** Keeps the line breaks of plain text ('\n') without a pre-formatted block. */
function Text({ text }: { text: string }) {
  const parts = text.split("\n");
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      {part}
    </Fragment>
  ));
}

function SegmentView({ segment }: { segment: RenderSegment }) {
  const t = useMessages(richTextMessages);
  const text = <Text text={segment.text} />;
  switch (segment.format) {
    case "bold":
      return <strong>{text}</strong>;
    case "italic":
      return <em>{text}</em>;
    case "deleted":
      return <del>{text}</del>;
    case "heading":
      // Inside running text a heading element is not allowed: a strong, heading-like run.
      return <strong className="rich-heading-inline">{text}</strong>;
    case "url":
      return (
        <a href={segment.href} target="_blank" rel="noopener noreferrer" className="external">
          {text}
          <ExternalIcon />
          <span className="visually-hidden"> {t("newTab")}</span>
        </a>
      );
    case "internal-url":
      return <Link to={segment.href}>{text}</Link>;
    case "email":
      return <a href={segment.href}>{text}</a>;
    default:
      return text;
  }
}

export function Segments({ segments }: { segments: readonly RenderSegment[] }) {
  return segments.map((segment, index) => <SegmentView key={index} segment={segment} />);
}

const isBlank = (line: readonly RenderSegment[]) => line.every((s) => s.text.trim() === "");
/** A line made only of heading runs reads as a heading of its own. */
const isHeadingLine = (line: readonly RenderSegment[]) =>
  line.some((s) => s.format === "heading") &&
  line.every((s) => s.format === "heading" || (s.format === "plain" && s.text.trim() === ""));

function TextBlock({
  block,
  headingLevel,
}: {
  block: Extract<RenderBlock, { kind: "text" }>;
  headingLevel: HeadingLevel;
}) {
  const lines = block.lines.filter((line) => !isBlank(line));
  return lines.map((line, index) => {
    const content = <Segments segments={line} />;
    if (block.emphasis === "heading" || block.emphasis === "combined" || isHeadingLine(line)) {
      return (
        <Heading key={index} level={headingLevel}>
          {block.emphasis === "combined" ? <strong>{content}</strong> : content}
        </Heading>
      );
    }
    return <p key={index}>{block.emphasis === "bold" ? <strong>{content}</strong> : content}</p>;
  });
}

function DownloadLink({ block }: { block: Extract<RenderBlock, { kind: "download" }> }) {
  const t = useMessages(richTextMessages);
  const kind =
    block.icon === "pdf" || block.icon === "calendar" || block.icon === "image"
      ? block.icon
      : "file";
  return (
    <p>
      <a className="download" href={block.href} download>
        <FileIcon kind={kind} />
        <span className="download-text">
          <span className="download-title">{block.title}</span>
          <span className="download-kind">
            {t(kind)} · {t("download")}
          </span>
        </span>
        <DownloadArrowIcon />
      </a>
    </p>
  );
}

/** A post's content blocks (core/posts.ts renderBlocks) as HTML. */
export function RichBlocks({
  blocks,
  headingLevel = 2,
}: {
  blocks: readonly RenderBlock[];
  headingLevel?: HeadingLevel;
}) {
  return (
    <div className="rich-text">
      {blocks.map((block, index) => {
        switch (block.kind) {
          case "text":
            return <TextBlock key={index} block={block} headingLevel={headingLevel} />;
          case "list":
            return (
              <ul key={index}>
                {block.items
                  .filter((item) => !isBlank(item))
                  .map((item, itemIndex) => (
                    <li key={itemIndex}>
                      <Segments segments={item} />
                    </li>
                  ))}
              </ul>
            );
          case "image":
            return (
              <figure key={index} className="rich-image">
                <img
                  src={block.src}
                  srcSet={mediaSrcSet(block.src)}
                  sizes={postImageSizes}
                  alt={block.alt}
                  width={block.size?.width}
                  height={block.size?.height}
                  loading="lazy"
                />
              </figure>
            );
          case "download":
            return <DownloadLink key={index} block={block} />;
        }
      })}
    </div>
  );
}

export function PageParagraph({ paragraph, locale }: { paragraph: Paragraph; locale: Locale }) {
  return <Segments segments={paragraphSegments(paragraph, locale)} />;
}

export function PageParagraphs({
  paragraphs,
  locale,
}: {
  paragraphs: readonly Paragraph[];
  locale: Locale;
}) {
  return paragraphs.map((paragraph, index) => (
    <p key={index}>
      <PageParagraph paragraph={paragraph} locale={locale} />
    </p>
  ));
}

/** One section of a text page: heading, paragraphs and an optional list. */
export function PageSection({
  section,
  locale,
  headingLevel = 2,
}: {
  section: Section;
  locale: Locale;
  headingLevel?: HeadingLevel;
}) {
  const Tag = `h${headingLevel}` as const;
  return (
    <section id={section.id} className="page-section" aria-labelledby={`${section.id}-title`}>
      <Tag id={`${section.id}-title`}>
        <PageParagraph paragraph={section.heading} locale={locale} />
      </Tag>
      <PageParagraphs paragraphs={section.paragraphs} locale={locale} />
      {section.list && section.list.length > 0 && (
        <ul>
          {section.list.map((item, index) => (
            <li key={index}>
              <PageParagraph paragraph={item} locale={locale} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
