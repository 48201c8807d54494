import { useState } from "react";
import type { PostV2 } from "../../../core/content/posts.ts";
import { locales, type Locale } from "../../../core/locale.ts";
import { postView } from "../../../core/posts.ts";
import { CheckboxField } from "../../components/form/checkbox-field.tsx";
import { Field } from "../../components/form/field.tsx";
import { PostArticle } from "../../components/post-article.tsx";
import { LocaleContext, useMessages } from "../../i18n/messages.ts";
import { BodyTextEditor } from "./body-text-editor.tsx";
import { blocksOfBody, emptyDoc, hasText, type BodyPart } from "./post-body.ts";
import { DownloadFields, ImageUpload, LocalizedInput } from "./post-fields.tsx";
import {
  blockKinds,
  checkPost,
  dateInput,
  emptyText,
  newBlock,
  placeOf,
  postedFrom,
  previewPost,
  timeInput,
  withHiddenFor,
  type Check,
  type OtherBlock,
  type ProblemPlace,
} from "./post-form.ts";
import { postsMessages } from "./posts.messages.ts";

export interface EditorValue {
  /** The post; its blocks come from `body` (postOf). */
  post: PostV2;
  germanOnly: boolean;
  body: BodyPart[];
}

/** The post the editor holds, its blocks made from the body, and which part made each block. */
export function postOf({ post, germanOnly, body }: EditorValue) {
  const { blocks, partOf } = blocksOfBody(body, germanOnly);
  return { post: { ...post, blocks }, partOf };
}

const partKind = (part: BodyPart | undefined) =>
  part?.kind === "block" ? part.block.type : "text";

/** A problem in words, placed at its field. */
interface PlacedProblem {
  place: ProblemPlace;
  where: string;
  what: string;
}

function usePlacedProblems(check: Check, partOf: readonly number[], body: readonly BodyPart[]) {
  const t = useMessages(postsMessages);
  if (check.ok) return [];
  return check.problems.map((problem): PlacedProblem => {
    const place = placeOf(problem.path, partOf);
    const language = place.locale ? ` (${t(place.locale)})` : "";
    const where = (() => {
      switch (place.field) {
        case "title":
          return t("title") + language;
        case "tldr":
          return `${t("tldr")} ${place.index + 1}${language}`;
        case "posted":
          return t("sectionBasics");
        case "other":
          return problem.field;
        default: {
          const kind = t(`part_${partKind(body[place.part])}`);
          return t("wherePart", { number: place.part + 1, kind }) + language;
        }
      }
    })();
    const what =
      place.field === "other"
        ? problem.message
        : place.field === "image" || place.field === "file" || place.field === "posted"
          ? t(`problem_${place.field}`)
          : problem.missing
            ? t(`missing_${place.field}`)
            : t("problem_text");
    return { place, where, what };
  });
}

/** The problems of one field, by language. */
function problemsAt(
  problems: readonly PlacedProblem[],
  matches: (place: ProblemPlace) => boolean,
): Partial<Record<Locale, string>> {
  return Object.fromEntries(
    problems.filter((p) => matches(p.place)).map((p) => [p.place.locale ?? "de", p.what]),
  );
}

function BodyText({
  part,
  germanOnly,
  problems,
  onChange,
}: {
  part: Extract<BodyPart, { kind: "text" }>;
  germanOnly: boolean;
  problems: Partial<Record<Locale, string>>;
  onChange: (update: (part: Extract<BodyPart, { kind: "text" }>) => BodyPart) => void;
}) {
  const t = useMessages(postsMessages);
  const languages = germanOnly ? (["de"] as const) : (["de", "en"] as const);
  return languages.map((locale) => {
    const other = locale === "de" ? "en" : "de";
    // Text in one language only is shown in that one only: said, not refused.
    const alone = !germanOnly && !hasText(part[locale]) && hasText(part[other]);
    return (
      <BodyTextEditor
        key={locale}
        label={`${t("bodyText")} (${t(locale)})`}
        lang={locale}
        doc={part[locale]}
        problem={problems[locale] ?? (alone ? t(`emptyIn_${locale}`) : undefined)}
        onChange={(doc) => onChange((current) => ({ ...current, [locale]: doc }))}
      />
    );
  });
}

function BlockFields({
  block,
  germanOnly,
  problems,
  onChange,
  onUpdate,
  onError,
}: {
  block: OtherBlock;
  germanOnly: boolean;
  problems: readonly PlacedProblem[];
  onChange: (block: OtherBlock) => void;
  /** For answers that come later (an upload): applied to the block as it is by then. */
  onUpdate: (update: (block: OtherBlock) => OtherBlock) => void;
  onError: (message: string) => void;
}) {
  const t = useMessages(postsMessages);
  if (block.type === "download") {
    return (
      <DownloadFields
        block={block}
        germanOnly={germanOnly}
        problems={{
          title: problemsAt(problems, (place) => place.field === "fileTitle"),
          file: problems.find((p) => p.place.field === "file")?.what,
        }}
        onChange={onChange}
      />
    );
  }
  const missingImage = problems.find((p) => p.place.field === "image");
  return (
    <>
      <ImageUpload
        label={t("upload")}
        src={block.src || null}
        onUploaded={(src) => onUpdate((current) => ({ ...current, src }))}
        onDeleted={() => onUpdate((current) => ({ ...current, src: "" }))}
        onError={onError}
      />
      {missingImage && <p className="visitor-field-error">{missingImage.what}</p>}
      <LocalizedInput
        name="alt"
        label={t("alt")}
        value={block.alt}
        germanOnly={germanOnly}
        problems={problemsAt(problems, (place) => place.field === "alt")}
        onChange={(alt) => onChange({ ...block, alt })}
      />
    </>
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
  showProblems,
  children,
}: {
  value: EditorValue;
  /** Whether problems are said: not before anything was typed or a save was tried. */
  showProblems: boolean;
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
  const { post, germanOnly, body } = value;
  const set = (change: Partial<PostV2>) =>
    onChange((current) => ({ ...current, post: { ...current.post, ...change } }));
  const setBody = (change: (body: BodyPart[]) => BodyPart[]) =>
    onChange((current) => ({ ...current, body: change(current.body) }));
  const updatePart = (index: number, update: (part: BodyPart) => BodyPart) =>
    setBody((parts) => parts.map((old, i) => (i === index ? update(old) : old)));
  const updateBlock = (index: number, update: (block: OtherBlock) => OtherBlock) =>
    updatePart(index, (part) =>
      part.kind === "block" ? { ...part, block: update(part.block) } : part,
    );
  const move = (index: number, by: -1 | 1) =>
    setBody((parts) => {
      const moved = [...parts];
      const [part] = moved.splice(index, 1);
      moved.splice(index + by, 0, part!);
      return moved;
    });
  const built = postOf(value);
  const check = checkPost(built.post, germanOnly);
  const placed = usePlacedProblems(check, built.partOf, body);
  const problems = showProblems ? placed : [];
  const atPart = (index: number) =>
    problems.filter((p) => "part" in p.place && p.place.part === index);
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
            problems={problemsAt(problems, (place) => place.field === "title")}
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
              problems={problemsAt(
                problems,
                (place) => place.field === "tldr" && place.index === index,
              )}
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
            onRemoved={() => set({ heroImageUrl: null })}
            onDeleted={() => set({ heroImageUrl: null })}
            onError={onError}
          />
        </fieldset>

        <fieldset>
          <legend>{t("sectionBlocks")}</legend>
          {body.map((part, index) => (
            <fieldset key={index} className="post-block" data-testid={`part-${part.kind}`}>
              <legend>
                {t("wherePart", {
                  number: index + 1,
                  kind: t(`part_${partKind(part)}`),
                })}
              </legend>
              {part.kind === "text" ? (
                <BodyText
                  part={part}
                  germanOnly={germanOnly}
                  problems={problemsAt(atPart(index), () => true)}
                  onChange={(update) =>
                    updatePart(index, (current) =>
                      current.kind === "text" ? update(current) : current,
                    )
                  }
                />
              ) : (
                <>
                  <BlockFields
                    block={part.block}
                    germanOnly={germanOnly}
                    problems={atPart(index)}
                    onChange={(changed) => updateBlock(index, () => changed)}
                    onUpdate={(update) => updateBlock(index, update)}
                    onError={onError}
                  />
                  {locales.map((locale) => (
                    <CheckboxField
                      key={locale}
                      name={`hide-${locale}`}
                      label={t(`hideFor_${locale}`)}
                      checked={part.block.hideForLocales?.includes(locale) ?? false}
                      onChange={(hidden) =>
                        updateBlock(index, (current) => withHiddenFor(current, locale, hidden))
                      }
                    />
                  ))}
                </>
              )}
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
                {index < body.length - 1 && (
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
                  onClick={() => setBody((parts) => parts.filter((_, i) => i !== index))}
                >
                  {t("remove")}
                </button>
              </p>
            </fieldset>
          ))}
          <p className="post-actions">
            <button
              type="button"
              className="button button-secondary"
              onClick={() =>
                setBody((parts) => [...parts, { kind: "text", de: emptyDoc(), en: emptyDoc() }])
              }
            >
              {t("addBlock", { kind: t("part_text") })}
            </button>
            {blockKinds.map((kind) => (
              <button
                key={kind}
                type="button"
                className="button button-secondary"
                onClick={() =>
                  setBody((parts) => [...parts, { kind: "block", block: newBlock(kind) }])
                }
              >
                {t("addBlock", { kind: t(`part_${kind}`) })}
              </button>
            ))}
          </p>
        </fieldset>

        {problems.length > 0 && (
          <div className="post-problems" role="status" data-testid="post-problems">
            <p>{t("problems")}</p>
            <ul>
              {problems.map((problem, index) => (
                <li key={index}>{t("problem", { where: problem.where, what: problem.what })}</li>
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
                { key: postKey, post: previewPost(built.post, germanOnly), germanOnly },
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
