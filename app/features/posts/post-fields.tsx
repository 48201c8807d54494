import { createContext, useContext, useEffect, useId, useState } from "react";
import { downloadIcons } from "../../../core/content/posts.ts";
import type { Locale } from "../../../core/locale.ts";
import { mediaId } from "../../../core/media.ts";
import { Field } from "../../components/form/field.tsx";
import { SelectField } from "../../components/form/select-field.tsx";
import { useMessages } from "../../i18n/messages.ts";
import { postsApi } from "./posts-api.ts";
import { useApiCall } from "../../hooks/use-api-call.ts";
import { postsMessages } from "./posts.messages.ts";
import type { Block } from "./post-form.ts";

type Localized = { de: string; en: string };

/**
 * Told by each image field when its upload or deletion starts (+1) and ends (-1), so the editor
 * saves no post while an image is still on its way (post-edit.tsx): the post would be saved
 * without it.
 */
export const PendingImages = createContext<(change: 1 | -1) => void>(() => {});

/** One text in both languages; the English field goes when the post is German only. */
export function LocalizedInput({
  name,
  label,
  value,
  onChange,
  germanOnly,
  multiline = false,
  problems = {},
}: {
  name: string;
  label: string;
  value: Localized;
  onChange: (value: Localized) => void;
  germanOnly: boolean;
  multiline?: boolean;
  /** What is wrong with each language's text, said at its field once it was left. */
  problems?: Partial<Record<Locale, string>>;
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
          invalid={problems[locale] !== undefined}
          invalidText={problems[locale]}
          onChange={(text) => onChange({ ...value, [locale]: text })}
        />
      ))}
    </fieldset>
  );
}

/**
 * Uploads an image file and shows what the site will show; the server decides what it is. Two
 * ways to let go of an image, worded and placed apart: taking it out of this post only (where
 * the field allows it), and deleting it from the site (all widths, every post), which says so
 * beside its button and asks once more.
 */
export function ImageUpload({
  label,
  src,
  onUploaded,
  onRemoved,
  onDeleted,
  onError,
}: {
  label: string;
  src: string | null;
  onUploaded: (src: string) => void;
  /** Takes the image out of this post; the site keeps it for other posts. */
  onRemoved?: () => void;
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
  const pending = useContext(PendingImages);
  useEffect(() => {
    if (!busy) return;
    pending(1);
    return () => pending(-1);
  }, [busy, pending]);
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
      {src && onRemoved && (
        <p className="post-actions">
          <button type="button" className="button button-secondary" onClick={onRemoved}>
            {t("removeImage")}
          </button>
        </p>
      )}
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
              {t("cancel")}
            </button>
          </div>
        ) : (
          <div className="post-actions post-image-delete">
            <p id={`${id}-warning`}>{t("deleteImageWarning")}</p>
            <button
              type="button"
              className="button button-ghost"
              disabled={busy}
              aria-describedby={`${id}-warning`}
              onClick={() => setAsking(true)}
            >
              {t("deleteImage")}
            </button>
          </div>
        ))}
    </div>
  );
}

type DownloadBlock = Extract<Block, { type: "download" }>;

/** A file on the website to download: its title in both languages, its path and its icon. */
export function DownloadFields({
  block,
  germanOnly,
  problems,
  onChange,
}: {
  block: DownloadBlock;
  germanOnly: boolean;
  problems: { title: Partial<Record<Locale, string>>; file?: string };
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
        problems={problems.title}
        onChange={(title) => onChange({ ...block, title })}
      />
      <Field
        name="href"
        label={t("downloadHref")}
        value={block.href}
        hint={t("downloadHrefHint")}
        invalid={problems.file !== undefined}
        invalidText={problems.file}
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
