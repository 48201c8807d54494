import { lazy, Suspense } from "react";
import { locales, type Locale } from "../../../core/locale.ts";
import { CheckboxField } from "../../components/form/checkbox-field.tsx";
import { useMessages } from "../../i18n/messages.ts";
import { emptyDoc, hasText, type BodyPart } from "./post-body.ts";
import { DownloadFields, ImageUpload, LocalizedInput } from "./post-fields.tsx";
import { blockKinds, newBlock, withHiddenFor, type OtherBlock } from "./post-form.ts";
import { partKind, problemsAt, type PlacedProblem } from "./post-problems.ts";
import { postsMessages } from "./posts.messages.ts";

type TextPart = Extract<BodyPart, { kind: "text" }>;

/**
 * The text editor and its library (tiptap, about 3.5 MB of a server's heap) load with the first
 * text part shown, in the team's browser. Team screens render in the browser only, so a server
 * never loads them: its build would otherwise import them at start with every route module.
 */
const BodyTextEditor = lazy(() =>
  import("./body-text-editor.tsx").then(({ BodyTextEditor }) => ({ default: BodyTextEditor })),
);

/** A text part: one editor per language, the English one gone when the post is German only. */
function BodyText({
  part,
  germanOnly,
  problems,
  onChange,
}: {
  part: TextPart;
  germanOnly: boolean;
  problems: Partial<Record<Locale, string>>;
  onChange: (update: (part: TextPart) => BodyPart) => void;
}) {
  const t = useMessages(postsMessages);
  const languages = germanOnly ? (["de"] as const) : (["de", "en"] as const);
  return languages.map((locale) => {
    const other = locale === "de" ? "en" : "de";
    // Text in one language only is shown in that one only: said, not refused.
    const alone = !germanOnly && !hasText(part[locale]) && hasText(part[other]);
    const label = `${t("bodyText")} (${t(locale)})`;
    return (
      <Suspense key={locale} fallback={<p className="post-text-label">{label}</p>}>
        <BodyTextEditor
          label={label}
          lang={locale}
          doc={part[locale]}
          problem={problems[locale] ?? (alone ? t(`emptyIn_${locale}`) : undefined)}
          onChange={(doc) => onChange((current) => ({ ...current, [locale]: doc }))}
        />
      </Suspense>
    );
  });
}

/** An image or download part's fields, and in which languages it is hidden. */
function BlockFields({
  block,
  germanOnly,
  problems,
  onUpdate,
  onError,
}: {
  block: OtherBlock;
  germanOnly: boolean;
  problems: readonly PlacedProblem[];
  /** Takes the block as it is by then: an upload answers later. */
  onUpdate: (update: (block: OtherBlock) => OtherBlock) => void;
  onError: (message: string) => void;
}) {
  const t = useMessages(postsMessages);
  const onChange = (changed: OtherBlock) => onUpdate(() => changed);
  const missingImage = problems.find((p) => p.place.field === "image");
  return (
    <>
      {block.type === "download" ? (
        <DownloadFields
          block={block}
          germanOnly={germanOnly}
          problems={{
            title: problemsAt(problems, (place) => place.field === "fileTitle"),
            file: problems.find((p) => p.place.field === "file")?.what,
          }}
          onChange={onChange}
        />
      ) : (
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
      )}
      {locales.map((locale) => (
        <CheckboxField
          key={locale}
          name={`hide-${locale}`}
          label={t(`hideFor_${locale}`)}
          checked={block.hideForLocales?.includes(locale) ?? false}
          onChange={(hidden) => onUpdate((current) => withHiddenFor(current, locale, hidden))}
        />
      ))}
    </>
  );
}

/**
 * The post's body, part by part (text, image, download): each part's fields, moved up or down
 * or removed, and buttons that add a part at the end.
 */
export function BodyParts({
  body,
  germanOnly,
  problems,
  onChange,
  onError,
}: {
  body: readonly BodyPart[];
  germanOnly: boolean;
  problems: readonly PlacedProblem[];
  /** Takes the change as a function of the body as it is by then (uploads answer later). */
  onChange: (change: (body: BodyPart[]) => BodyPart[]) => void;
  onError: (message: string) => void;
}) {
  const t = useMessages(postsMessages);
  const updatePart = (index: number, update: (part: BodyPart) => BodyPart) =>
    onChange((parts) => parts.map((old, i) => (i === index ? update(old) : old)));
  const move = (index: number, by: -1 | 1) =>
    onChange((parts) => {
      const moved = [...parts];
      const [part] = moved.splice(index, 1);
      moved.splice(index + by, 0, part!);
      return moved;
    });
  const atPart = (index: number) =>
    problems.filter((p) => "part" in p.place && p.place.part === index);
  const add = (part: BodyPart) => onChange((parts) => [...parts, part]);
  // The part's own buttons: where it can move, and removing it.
  const partActions = (index: number) => [
    { show: index > 0, label: t("moveUp"), act: () => move(index, -1) },
    { show: index < body.length - 1, label: t("moveDown"), act: () => move(index, 1) },
    {
      show: true,
      label: t("remove"),
      act: () => onChange((parts) => parts.filter((_, i) => i !== index)),
    },
  ];

  return (
    <fieldset>
      <legend>{t("sectionBlocks")}</legend>
      {body.map((part, index) => (
        <fieldset key={index} className="post-block" data-testid={`part-${part.kind}`}>
          <legend>
            {t("wherePart", { number: index + 1, kind: t(`part_${partKind(part)}`) })}
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
            <BlockFields
              block={part.block}
              germanOnly={germanOnly}
              problems={atPart(index)}
              onUpdate={(update) =>
                updatePart(index, (current) =>
                  current.kind === "block" ? { ...current, block: update(current.block) } : current,
                )
              }
              onError={onError}
            />
          )}
          <p className="post-actions">
            {partActions(index)
              .filter(({ show }) => show)
              .map(({ label, act }) => (
                <button key={label} type="button" className="button button-ghost" onClick={act}>
                  {label}
                </button>
              ))}
          </p>
        </fieldset>
      ))}
      <p className="post-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => add({ kind: "text", de: emptyDoc(), en: emptyDoc() })}
        >
          {t("addBlock", { kind: t("part_text") })}
        </button>
        {blockKinds.map((kind) => (
          <button
            key={kind}
            type="button"
            className="button button-secondary"
            onClick={() => add({ kind: "block", block: newBlock(kind) })}
          >
            {t("addBlock", { kind: t(`part_${kind}`) })}
          </button>
        ))}
      </p>
    </fieldset>
  );
}
