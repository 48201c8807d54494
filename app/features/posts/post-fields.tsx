import { useId, useState } from "react";
import { downloadIcons, type Segment } from "../../../core/content/posts.ts";
import { mediaId } from "../../../core/media.ts";
import { internalRoutes, type InternalRouteName } from "../../../core/segments.ts";
import { Field } from "../../components/form/field.tsx";
import { SelectField } from "../../components/form/select-field.tsx";
import { useMessages } from "../../i18n/messages.ts";
import { postsApi } from "../../api/posts.ts";
import { useApiCall } from "../../hooks/use-api-call.ts";
import { postsMessages } from "./posts.messages.ts";
import { emptyLine, emptySegment, type Block, type Line } from "./post-form.ts";

type Localized = { de: string; en: string };

/** One text in both languages; the English field goes when the post is German only. */
export function LocalizedInput({
  name,
  label,
  value,
  onChange,
  germanOnly,
  multiline = false,
}: {
  name: string;
  label: string;
  value: Localized;
  onChange: (value: Localized) => void;
  germanOnly: boolean;
  multiline?: boolean;
}) {
  const t = useMessages(postsMessages);
  const languages = germanOnly ? (["de"] as const) : (["de", "en"] as const);
  return (
    <fieldset className="post-localized">
      <legend>{label}</legend>
      {languages.map((locale) => (
        <Field
          key={locale}
          name={`${name}-${locale}`}
          label={t(locale)}
          lang={locale}
          value={value[locale]}
          multiline={multiline}
          rows={3}
          onChange={(text) => onChange({ ...value, [locale]: text })}
        />
      ))}
    </fieldset>
  );
}

const formats = ["plain", "bold", "italic", "heading", "deleted", "url", "internal-url"] as const;
type FormatName = (typeof formats)[number];

/** A run of text changes format: its text stays, a link target is added or dropped. */
function withFormat(segment: Segment, format: FormatName): Segment {
  const { text } = segment;
  if (format === "url") return { format, text, href: "https://" };
  if (format === "internal-url") return { format, text, route: "faq" };
  if (format === "plain") return { text };
  return { format, text };
}

function SegmentFields({
  segment,
  number,
  germanOnly,
  onChange,
  onRemove,
}: {
  segment: Segment;
  number: number;
  germanOnly: boolean;
  onChange: (segment: Segment) => void;
  onRemove?: () => void;
}) {
  const t = useMessages(postsMessages);
  const format = segment.format ?? "plain";
  return (
    <div className="post-segment">
      <SelectField<FormatName>
        className="post-segment-format"
        name="format"
        label={`${t("segment", { number })} – ${t("format")}`}
        // Only the content files write e-mail runs; the editor offers the others.
        value={format as FormatName}
        options={formats}
        optionText={(name) => t(`format_${name}`)}
        onChange={(name) => onChange(withFormat(segment, name))}
      />
      <LocalizedInput
        name="text"
        label={t("segment", { number })}
        value={segment.text}
        germanOnly={germanOnly}
        onChange={(text) => onChange({ ...segment, text })}
      />
      {segment.format === "url" && (
        <Field
          name="href"
          label={t("href")}
          type="url"
          value={segment.href}
          onChange={(href) => onChange({ ...segment, href })}
        />
      )}
      {segment.format === "internal-url" && (
        <SelectField
          name="route"
          label={t("route")}
          value={segment.route}
          options={Object.keys(internalRoutes) as InternalRouteName[]}
          optionText={(name) => internalRoutes[name]}
          onChange={(route) => onChange({ ...segment, route })}
        />
      )}
      {onRemove && (
        <button type="button" className="button button-ghost" onClick={onRemove}>
          {t("remove")}
        </button>
      )}
    </div>
  );
}

/** The lines (or list items) of a text block, each made of formatted runs of text. */
export function LinesFields({
  lines,
  list,
  germanOnly,
  onChange,
}: {
  lines: Line[];
  list: boolean;
  germanOnly: boolean;
  onChange: (lines: Line[]) => void;
}) {
  const t = useMessages(postsMessages);
  const setLine = (index: number, line: Line) =>
    onChange(lines.map((old, i) => (i === index ? line : old)));
  return (
    <>
      {lines.map((line, index) => (
        <fieldset key={index} className="post-line">
          <legend>{t(list ? "item" : "line", { number: index + 1 })}</legend>
          {line.segments.map((segment, segmentIndex) => (
            <SegmentFields
              key={segmentIndex}
              segment={segment}
              number={segmentIndex + 1}
              germanOnly={germanOnly}
              onChange={(changed) =>
                setLine(index, {
                  segments: line.segments.map((old, i) => (i === segmentIndex ? changed : old)),
                })
              }
              onRemove={
                line.segments.length > 1
                  ? () =>
                      setLine(index, {
                        segments: line.segments.filter((_, i) => i !== segmentIndex),
                      })
                  : undefined
              }
            />
          ))}
          <p className="post-actions">
            <button
              type="button"
              className="button button-ghost"
              onClick={() => setLine(index, { segments: [...line.segments, emptySegment()] })}
            >
              {t("addSegment")}
            </button>
            {lines.length > 1 && (
              <button
                type="button"
                className="button button-ghost"
                onClick={() => onChange(lines.filter((_, i) => i !== index))}
              >
                {t("remove")}
              </button>
            )}
          </p>
        </fieldset>
      ))}
      <p className="post-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => onChange([...lines, emptyLine()])}
        >
          {t(list ? "addItem" : "addLine")}
        </button>
      </p>
    </>
  );
}

/**
 * Uploads an image file and shows what the site will show; the server decides what it is. An
 * uploaded image can be deleted from the site (all widths, every post), after a question.
 */
export function ImageUpload({
  label,
  src,
  onUploaded,
  onDeleted,
  onError,
}: {
  label: string;
  src: string | null;
  onUploaded: (src: string) => void;
  /** The image is gone from the site: the field lets go of it. */
  onDeleted: () => void;
  onError: (message: string) => void;
}) {
  const t = useMessages(postsMessages);
  const id = useId();
  const upload = useApiCall(postsApi.uploadImage);
  const remove = useApiCall(postsApi.deleteImage);
  const [asking, setAsking] = useState(false);
  const busy = upload.pending || remove.pending;
  const uploaded = src ? mediaId(src) : null;
  async function send(file: File | undefined) {
    if (!file) return;
    const result = await upload.run(file);
    if (!result) return;
    if (result.ok) onUploaded(result.data.src);
    else onError(result.msg);
  }
  async function deleteImage(imageId: string) {
    setAsking(false);
    const result = await remove.run(imageId);
    if (!result) return;
    if (result.ok) onDeleted();
    else onError(result.msg);
  }
  return (
    <div className="post-image-field">
      {src && <img className="post-image-thumb" src={src} alt="" />}
      <p className="post-field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type="file"
          accept="image/*"
          aria-describedby={`${id}-hint`}
          disabled={busy}
          onChange={(event) => void send(event.target.files?.[0])}
        />
        <span id={`${id}-hint`} className="post-hint">
          {upload.pending ? t("uploading") : remove.pending ? t("deletingImage") : t("uploadHint")}
        </span>
      </p>
      {uploaded &&
        (asking ? (
          <div role="group" aria-labelledby={`${id}-question`} className="post-actions">
            <p id={`${id}-question`}>{t("deleteImageQuestion")}</p>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => void deleteImage(uploaded)}
            >
              {t("deleteImageYes")}
            </button>
            <button type="button" className="button button-ghost" onClick={() => setAsking(false)}>
              {t("deleteImageNo")}
            </button>
          </div>
        ) : (
          <p className="post-actions">
            <button
              type="button"
              className="button button-ghost"
              disabled={busy}
              onClick={() => setAsking(true)}
            >
              {t("deleteImage")}
            </button>
          </p>
        ))}
    </div>
  );
}

type DownloadBlock = Extract<Block, { type: "download" }>;

/** A file on the website to download: its title in both languages, its path and its icon. */
export function DownloadFields({
  block,
  germanOnly,
  onChange,
}: {
  block: DownloadBlock;
  germanOnly: boolean;
  onChange: (block: DownloadBlock) => void;
}) {
  const t = useMessages(postsMessages);
  return (
    <>
      <LocalizedInput
        name="title"
        label={t("downloadTitle")}
        value={block.title}
        germanOnly={germanOnly}
        onChange={(title) => onChange({ ...block, title })}
      />
      <Field
        name="href"
        label={t("downloadHref")}
        value={block.href}
        hint={t("downloadHrefHint")}
        onChange={(href) => onChange({ ...block, href })}
      />
      <SelectField
        name="icon"
        label={t("icon")}
        value={block.icon}
        options={downloadIcons}
        optionText={(icon) => t(`icon_${icon}`)}
        onChange={(icon) => onChange({ ...block, icon })}
      />
    </>
  );
}
