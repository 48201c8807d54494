import { useState } from "react";
import type { PostV2 } from "../../../core/content/posts.ts";
import type { Locale } from "../../../core/locale.ts";
import { postView } from "../../../core/posts.ts";
import { PostArticle } from "../../components/post-article.tsx";
import { LocaleContext, useMessages } from "../../i18n/messages.ts";
import { previewPost } from "./post-form.ts";
import { postsMessages } from "./posts.messages.ts";

/**
 * The post as its page will show it, in the language chosen: the post page's own article
 * component, fed the same way the page is.
 */
export function PostPreview({
  post,
  germanOnly,
  postKey,
}: {
  post: PostV2;
  germanOnly: boolean;
  postKey: string;
}) {
  const t = useMessages(postsMessages);
  const [locale, setLocale] = useState<Locale>("de");
  return (
    <section className="post-preview" aria-labelledby="preview-title" data-testid="post-preview">
      <div className="post-preview-bar">
        <h2 id="preview-title">{t("preview")}</h2>
        <div role="group" aria-label={t("previewLanguage")} className="post-preview-languages">
          {(["de", "en"] as const).map((language) => (
            <button
              key={language}
              type="button"
              className="button button-ghost"
              aria-pressed={locale === language}
              onClick={() => setLocale(language)}
            >
              {t(language)}
            </button>
          ))}
        </div>
      </div>
      <p className="post-hint">{t("previewNote")}</p>
      <div className="post-preview-page" lang={locale}>
        <LocaleContext value={locale}>
          <PostArticle
            post={postView(
              { key: postKey, post: previewPost(post, germanOnly), germanOnly },
              locale,
              true,
            )}
          />
        </LocaleContext>
      </div>
    </section>
  );
}
