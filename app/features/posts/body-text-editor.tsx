import { useEffect, useId, useRef, useState } from "react";
import { Extension } from "@tiptap/core";
import Bold from "@tiptap/extension-bold";
import Heading from "@tiptap/extension-heading";
import Italic from "@tiptap/extension-italic";
import Link from "@tiptap/extension-link";
import Strike from "@tiptap/extension-strike";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import type { Locale } from "../../../core/locale.ts";
import { useMessages } from "../../i18n/messages.ts";
import { headingLevel, isAllowedHref, type Doc } from "./post-body.ts";
import { postsMessages } from "./posts.messages.ts";

// A run of post text has one format: each mark excludes every other one.
const oneFormat = { excludes: "_" } as const;

/**
 * Only what the post format has: paragraphs, one heading level, bullet lists, line breaks, bold,
 * italic, struck through and links the format allows. Whatever else is pasted (tables, fonts,
 * colours, other headings, quotes) is parsed into these or dropped by the editor's schema.
 */
function extensions(onLinkKey: () => void) {
  return [
    StarterKit.configure({
      bold: false,
      italic: false,
      strike: false,
      link: false,
      heading: false,
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      orderedList: false,
      underline: false,
    }),
    Bold.extend(oneFormat),
    Italic.extend(oneFormat),
    Strike.extend(oneFormat),
    Link.extend(oneFormat).configure({
      autolink: false,
      openOnClick: false,
      isAllowedUri: (url) => isAllowedHref(url),
    }),
    Heading.extend({
      marks: "",
      // Every pasted heading becomes the post's one heading level.
      parseHTML: () =>
        [1, 2, 3, 4, 5, 6].map((level) => ({ tag: `h${level}`, attrs: { level: headingLevel } })),
    }).configure({ levels: [headingLevel] }),
    Extension.create({
      name: "linkKey",
      addKeyboardShortcuts: () => ({
        "Mod-k": () => {
          onLinkKey();
          return true;
        },
      }),
    }),
  ];
}

type Tool = {
  key: "bold" | "italic" | "strike" | "heading" | "bulletList";
  label: "toolBold" | "toolItalic" | "toolStrike" | "toolHeading" | "toolList";
  shortcut: string;
  run(editor: Editor): void;
};
const tools: Tool[] = [
  {
    key: "bold",
    label: "toolBold",
    shortcut: "Ctrl+B",
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    key: "italic",
    label: "toolItalic",
    shortcut: "Ctrl+I",
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    key: "strike",
    label: "toolStrike",
    shortcut: "Ctrl+Shift+S",
    run: (e) => e.chain().focus().toggleStrike().run(),
  },
  {
    key: "heading",
    label: "toolHeading",
    shortcut: `Ctrl+Alt+${headingLevel}`,
    run: (e) => e.chain().focus().toggleHeading({ level: headingLevel }).run(),
  },
  {
    key: "bulletList",
    label: "toolList",
    shortcut: "Ctrl+Shift+8",
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
];

/** The shortcuts the editor knows, as the team is told them (Cmd instead of Ctrl on a Mac). */
export const shortcuts = [
  ...tools.map((tool) => ({ keys: tool.shortcut, label: tool.label })),
  { keys: "Ctrl+K", label: "toolLink" },
  { keys: "Shift+Enter", label: "shortcutBreak" },
  { keys: "Ctrl+Z", label: "shortcutUndo" },
] as const;

/**
 * The link of the selection in a dialog: its address typed or changed, checked against the post
 * format when applied. Every way out (apply, remove, cancel, Escape) closes the dialog, which
 * hands the focus back to the text.
 */
function LinkDialog({ editor, onClose }: { editor: Editor; onClose(): void }) {
  const t = useMessages(postsMessages);
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [href, setHref] = useState(() => String(editor.getAttributes("link").href ?? ""));
  const [wrong, setWrong] = useState(false);
  const linked = editor.isActive("link");
  useEffect(() => dialog.current?.showModal(), []);
  const close = () => dialog.current?.close();
  function apply() {
    if (!isAllowedHref(href)) {
      setWrong(true);
      return;
    }
    const chain = editor.chain().extendMarkRange("link");
    if (editor.state.selection.empty && !linked) {
      chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] });
    } else chain.setLink({ href });
    chain.run();
    close();
  }
  return (
    <dialog
      ref={dialog}
      className="post-link-dialog"
      aria-labelledby={`${id}-title`}
      onClose={() => {
        onClose();
        editor.commands.focus();
      }}
    >
      <h2 id={`${id}-title`}>{t("toolLink")}</h2>
      <p className="visitor-field">
        <label htmlFor={id}>{t("linkAddress")}</label>
        <input
          id={id}
          type="text"
          inputMode="url"
          value={href}
          autoFocus
          aria-invalid={wrong || undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setHref(event.target.value);
            setWrong(false);
          }}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            apply();
          }}
        />
        <span id={`${id}-hint`} className={wrong ? "visitor-field-error" : "visitor-field-hint"}>
          {t("linkHint")}
        </span>
      </p>
      <p className="post-link-buttons">
        <button type="button" className="button button-primary" onClick={apply}>
          {t("linkApply")}
        </button>
        {linked && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              editor.chain().extendMarkRange("link").unsetLink().run();
              close();
            }}
          >
            {t("linkRemove")}
          </button>
        )}
        <button type="button" className="button button-ghost" onClick={close}>
          {t("cancel")}
        </button>
      </p>
    </dialog>
  );
}

/**
 * The body's text in one language: a text editor with a toolbar, its shortcuts listed, what the
 * post format cannot hold left out of what is pasted, and its problem said beside it.
 */
export function BodyTextEditor({
  label,
  lang,
  doc,
  problem,
  onChange,
}: {
  label: string;
  lang: Locale;
  doc: Doc;
  problem?: string;
  onChange(doc: Doc): void;
}) {
  const t = useMessages(postsMessages);
  const id = useId();
  const [linking, setLinking] = useState(false);
  const editor = useEditor({
    // The editor is made once: its shortcut calls the state setter, which stays the same.
    extensions: extensions(() => setLinking(true)),
    content: doc,
    // Team screens render in the browser only; the server sends their loading state.
    immediatelyRender: false,
    editorProps: {
      attributes: {
        class: "post-text-editor",
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": `${id}-label`,
        "aria-describedby": problem ? `${id}-problem` : `${id}-keys`,
        ...(problem ? { "aria-invalid": "true" } : {}),
        lang,
        "data-testid": `body-${lang}`,
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.getJSON() as Doc),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(
        [...tools.map((tool) => tool.key), "link"].map((key) => [
          key,
          current?.isActive(key) ?? false,
        ]),
      ),
  });
  return (
    <div className="post-text">
      <p id={`${id}-label`} className="post-text-label">
        {label}
      </p>
      <div className="post-toolbar" role="toolbar" aria-label={t("toolbar", { label })}>
        {tools.map((tool) => (
          <button
            key={tool.key}
            type="button"
            className="button button-ghost"
            aria-pressed={active?.[tool.key] ?? false}
            title={`${t(tool.label)} (${tool.shortcut})`}
            disabled={!editor}
            onClick={() => editor && tool.run(editor)}
          >
            {t(tool.label)}
          </button>
        ))}
        <button
          type="button"
          className="button button-ghost"
          aria-pressed={active?.link ?? false}
          aria-haspopup="dialog"
          title={`${t("toolLink")} (Ctrl+K)`}
          disabled={!editor}
          onClick={() => setLinking(true)}
        >
          {t("toolLink")}
        </button>
      </div>
      {editor && linking && <LinkDialog editor={editor} onClose={() => setLinking(false)} />}
      <EditorContent editor={editor} />
      {problem && (
        <p id={`${id}-problem`} className="visitor-field-error">
          {problem}
        </p>
      )}
      <details id={`${id}-keys`} className="post-shortcuts">
        <summary>{t("shortcuts")}</summary>
        <dl>
          {shortcuts.map((shortcut) => (
            <div key={shortcut.keys}>
              <dt>
                <kbd>{shortcut.keys}</kbd>
              </dt>
              <dd>{t(shortcut.label)}</dd>
            </div>
          ))}
        </dl>
      </details>
    </div>
  );
}
