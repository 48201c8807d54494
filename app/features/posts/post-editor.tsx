import type { PostV2 } from "../../../core/content/posts.ts";
import { useMessages } from "../../i18n/messages.ts";
import { blocksOfBody, type BodyPart } from "./post-body.ts";
import { PostBasics } from "./post-basics.tsx";
import { ImageUpload, LocalizedInput } from "./post-fields.tsx";
import { checkPost, emptyText } from "./post-form.ts";
import { BodyParts } from "./post-parts.tsx";
import { PostPreview } from "./post-preview.tsx";
import { problemsAt, usePlacedProblems } from "./post-problems.ts";
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

/**
 * The post form beside its preview (post-preview.tsx): its basics, its title, summary and hero
 * image, and its body part by part. The form checks with the content schema before anything is
 * sent; the server checks again.
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
  const { post, germanOnly, body } = value;
  const set = (change: Partial<PostV2>) =>
    onChange((current) => ({ ...current, post: { ...current.post, ...change } }));
  const built = postOf(value);
  const placed = usePlacedProblems(checkPost(built.post, germanOnly), built.partOf, body);
  const problems = showProblems ? placed : [];
  const hero = typeof post.heroImageUrl === "string" ? post.heroImageUrl : null;

  return (
    <div className="post-editor">
      <form className="post-form" onSubmit={(event) => event.preventDefault()} noValidate>
        <PostBasics
          post={post}
          germanOnly={germanOnly}
          channels={channels}
          onChange={set}
          onGermanOnly={(germanOnly) => onChange((current) => ({ ...current, germanOnly }))}
        />

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

        <BodyParts
          body={body}
          germanOnly={germanOnly}
          problems={problems}
          onChange={(change) => onChange((current) => ({ ...current, body: change(current.body) }))}
          onError={onError}
        />

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

      <PostPreview post={built.post} germanOnly={germanOnly} postKey={postKey} />
    </div>
  );
}
