import { useState } from "react";
import type { PostV2 } from "../../../core/content/posts.ts";
import { locales, type Locale } from "../../../core/locale.ts";
import { postView } from "../../../core/posts.ts";
import { CheckboxField } from "../../components/form/checkbox-field.tsx";
import { Field } from "../../components/form/field.tsx";
import { PostArticle } from "../../components/post-article.tsx";
import { LocaleContext, useMessages } from "../../i18n/messages.ts";
import { DownloadFields, ImageUpload, LinesFields, LocalizedInput } from "./post-fields.tsx";
import {
  blockKinds,
  checkPost,
  dateInput,
  emptyText,
  linesOf,
  newBlock,
  postedFrom,
  previewPost,
  timeInput,
  withHiddenFor,
  withLines,
  type Block,
} from "./post-form.ts";
import { postsMessages } from "./posts.messages.ts";

export interface EditorValue {
  post: PostV2;
  germanOnly: boolean;
}

function BlockFields({
  block,
  germanOnly,
  onChange,
  onUpdate,
  onError,
}: {
  block: Block;
  germanOnly: boolean;
  onChange: (block: Block) => void;
  /** For answers that come later (an upload): applied to the block as it is by then. */
  onUpdate: (update: (block: Block) => Block) => void;
  onError: (message: string) => void;
}) {
  const t = useMessages(postsMessages);
  if (block.type === "image") {
    return (
      <>
        <ImageUpload
          label={t("upload")}
          src={block.src || null}
          onUploaded={(src) => onUpdate((current) => ({ ...current, src }))}
          onDeleted={() => onUpdate((current) => ({ ...current, src: "" }))}
          onError={onError}
        />
        <LocalizedInput
          name="alt"
          label={t("alt")}
          value={block.alt}
          germanOnly={germanOnly}
          onChange={(alt) => onChange({ ...block, alt })}
        />
      </>
    );
  }
  if (block.type === "download") {
    return <DownloadFields block={block} germanOnly={germanOnly} onChange={onChange} />;
  }
  return (
    <LinesFields
      lines={linesOf(block)}
      list={block.type === "unordered-list"}
      germanOnly={germanOnly}
      onChange={(lines) => onChange(withLines(block, lines))}
    />
  );
}

/**
 * The post form beside its preview: the preview is the post page's own article component, in
 * the language chosen, fed the same way the page is. The form checks with the content schema
 * before anything is sent; the server checks again.
 */
export function PostEditor({
  value,
  channels,
  onChange,
  onError,
  postKey,
  children,
}: {
  value: EditorValue;
  /** The channels on offer (the messenger channel only when it is set up). */
  channels: string[];
  /** Takes the change as a function of the value as it is by then (uploads answer later). */
  onChange: (update: (value: EditorValue) => EditorValue) => void;
  onError: (message: string) => void;
  postKey: string;
  /** The save buttons and messages, below the form. */
  children: React.ReactNode;
}) {
  const t = useMessages(postsMessages);
  const [previewLocale, setPreviewLocale] = useState<Locale>("de");
  const { post, germanOnly } = value;
  const set = (change: Partial<PostV2>) =>
    onChange((current) => ({ ...current, post: { ...current.post, ...change } }));
  const updateBlock = (index: number, update: (block: Block) => Block) =>
    onChange((current) => ({
      ...current,
      post: {
        ...current.post,
        blocks: current.post.blocks.map((old, i) => (i === index ? update(old) : old)),
      },
    }));
  const move = (index: number, by: -1 | 1) => {
    const blocks = [...post.blocks];
    const [moved] = blocks.splice(index, 1);
    blocks.splice(index + by, 0, moved!);
    set({ blocks });
  };
  const check = checkPost(post, germanOnly);
  const hero = typeof post.heroImageUrl === "string" ? post.heroImageUrl : null;
  const offered = [...new Set([...channels, ...post.channels])];
  // The posted time in two inputs: each keeps the other's part.
  const postedFields = [
    {
      id: "posted-date",
      type: "date",
      label: t("postedDate"),
      value: dateInput(post.posted),
      posted: (date: string) => postedFrom(date, timeInput(post.posted), post.posted),
    },
    {
      id: "posted-time",
      type: "time",
      label: t("postedTime"),
      value: timeInput(post.posted),
      posted: (time: string) => postedFrom(dateInput(post.posted), time, post.posted),
    },
  ];

  return (
    <div className="post-editor">
      <form className="post-form" onSubmit={(event) => event.preventDefault()} noValidate>
        <fieldset>
          <legend>{t("sectionBasics")}</legend>
          <div className="post-row">
            {postedFields.map((field) => (
              <Field
                key={field.id}
                name={field.id}
                type={field.type}
                label={field.label}
                value={field.value}
                describedBy="posted-hint"
                onChange={(value) => set({ posted: field.posted(value) })}
              />
            ))}
          </div>
          <p id="posted-hint" className="visitor-field-hint">
            {t("postedHint")}
          </p>
          <CheckboxField
            name="important"
            label={t("important")}
            checked={post.important}
            onChange={(important) => set({ important })}
          />
          <CheckboxField
            name="germanOnly"
            label={t("germanOnly")}
            checked={germanOnly}
            onChange={(germanOnly) => onChange((current) => ({ ...current, germanOnly }))}
          />
          <fieldset className="post-channels">
            <legend>{t("channels")}</legend>
            <CheckboxField name="channel-site" label={t("channelSite")} checked disabled />
            {offered.map((channel) => (
              <CheckboxField
                key={channel}
                name={`channel-${channel}`}
                label={t(`channel_${channel as PostV2["channels"][number]}`)}
                checked={post.channels.includes(channel as PostV2["channels"][number])}
                onChange={(checked) =>
                  set({
                    channels: checked
                      ? [...post.channels, channel as PostV2["channels"][number]]
                      : post.channels.filter((c) => c !== channel),
                  })
                }
              />
            ))}
          </fieldset>
        </fieldset>

        <fieldset>
          <legend>{t("sectionText")}</legend>
          <LocalizedInput
            name="title"
            label={t("title")}
            value={post.title}
            germanOnly={germanOnly}
            onChange={(title) => set({ title })}
          />
          {post.tldr.map((text, index) => (
            <LocalizedInput
              key={index}
              name="tldr"
              label={post.tldr.length > 1 ? `${t("tldr")} ${index + 1}` : t("tldr")}
              value={text}
              multiline
              germanOnly={germanOnly}
              onChange={(changed) =>
                set({ tldr: post.tldr.map((old, i) => (i === index ? changed : old)) })
              }
            />
          ))}
          <p className="post-actions">
            <button
              type="button"
              className="button button-ghost"
              onClick={() => set({ tldr: [...post.tldr, emptyText()] })}
            >
              {t("addTldr")}
            </button>
          </p>
          <ImageUpload
            label={t("hero")}
            src={hero}
            onUploaded={(src) => set({ heroImageUrl: src })}
            onDeleted={() => set({ heroImageUrl: null })}
            onError={onError}
          />
          {hero && (
            <p className="post-actions">
              <button
                type="button"
                className="button button-ghost"
                onClick={() => set({ heroImageUrl: null })}
              >
                {t("removeImage")}
              </button>
            </p>
          )}
        </fieldset>

        <fieldset>
          <legend>{t("sectionBlocks")}</legend>
          {post.blocks.map((block, index) => (
            <fieldset key={index} className="post-block">
              <legend>
                {t("blockNumber", {
                  number: index + 1,
                  kind: t(`block_${block.type}`),
                })}
              </legend>
              <BlockFields
                block={block}
                germanOnly={germanOnly}
                onChange={(changed) => updateBlock(index, () => changed)}
                onUpdate={(update) => updateBlock(index, update)}
                onError={onError}
              />
              {locales.map((locale) => (
                <CheckboxField
                  key={locale}
                  name={`hide-${locale}`}
                  label={t(`hideFor_${locale}`)}
                  checked={block.hideForLocales?.includes(locale) ?? false}
                  onChange={(hidden) =>
                    updateBlock(index, (current) => withHiddenFor(current, locale, hidden))
                  }
                />
              ))}
              <p className="post-actions">
                {index > 0 && (
                  <button
                    type="button"
                    className="button button-ghost"
                    onClick={() => move(index, -1)}
                  >
                    {t("moveUp")}
                  </button>
                )}
                {index < post.blocks.length - 1 && (
                  <button
                    type="button"
                    className="button button-ghost"
                    onClick={() => move(index, 1)}
                  >
                    {t("moveDown")}
                  </button>
                )}
                <button
                  type="button"
                  className="button button-ghost"
                  onClick={() => set({ blocks: post.blocks.filter((_, i) => i !== index) })}
                >
                  {t("remove")}
                </button>
              </p>
            </fieldset>
          ))}
          <p className="post-actions">
            {blockKinds.map((kind) => (
              <button
                key={kind}
                type="button"
                className="button button-secondary"
                onClick={() => set({ blocks: [...post.blocks, newBlock(kind)] })}
              >
                {t("addBlock", { kind: t(`block_${kind}`) })}
              </button>
            ))}
          </p>
        </fieldset>

        {!check.ok && (
          <div className="post-problems" role="status" data-testid="post-problems">
            <p>{t("problems")}</p>
            <ul>
              {check.problems.map((problem, index) => (
                <li key={index}>{t("problem", problem)}</li>
              ))}
            </ul>
          </div>
        )}
        {children}
      </form>

      <section className="post-preview" aria-labelledby="preview-title" data-testid="post-preview">
        <div className="post-preview-bar">
          <h2 id="preview-title">{t("preview")}</h2>
          <div role="group" aria-label={t("previewLanguage")} className="post-preview-languages">
            {(["de", "en"] as const).map((locale) => (
              <button
                key={locale}
                type="button"
                className="button button-ghost"
                aria-pressed={previewLocale === locale}
                onClick={() => setPreviewLocale(locale)}
              >
                {t(locale)}
              </button>
            ))}
          </div>
        </div>
        <p className="post-hint">{t("previewNote")}</p>
        <div className="post-preview-page" lang={previewLocale}>
          <LocaleContext value={previewLocale}>
            <PostArticle
              post={postView(
                { key: postKey, post: previewPost(post, germanOnly), germanOnly },
                previewLocale,
                true,
              )}
            />
          </LocaleContext>
        </div>
      </section>
    </div>
  );
}
