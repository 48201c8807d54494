import type { ReactNode } from "react";
import { useLocale } from "../i18n/messages.ts";

/** Spec text, always in English: it addresses visitors who chose English. */
export const translationMissingText =
  "Translation Missing - We apologize that this page has not been translated yet.";

export function TranslationMissing() {
  return (
    <p className="translation-missing" role="note" lang="en" data-testid="translation-missing">
      {translationMissingText}
    </p>
  );
}

/**
 * Wraps a page's text. German-only text is marked lang="de" (screen readers then pronounce it
 * right) and, when English is selected, the notice stands above it.
 */
export function PageLanguage({
  germanOnly,
  children,
}: {
  germanOnly: boolean;
  children: ReactNode;
}) {
  const locale = useLocale();
  if (!germanOnly) return <>{children}</>;
  return (
    <>
      {locale === "en" && <TranslationMissing />}
      <div lang="de">{children}</div>
    </>
  );
}
