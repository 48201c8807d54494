import { useEffect } from "react";
import { data, Link, useLocation } from "react-router";
import { textIn } from "../../../core/page-text.ts";
import { siteContext } from "../../site-context.ts";
import { Expandable } from "../../components/expandable.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { PageParagraph, PageParagraphs } from "../../components/rich-text.tsx";
import { PageLanguage } from "../../components/translation-missing.tsx";
import { useLocale, useMessages } from "../../i18n/messages.ts";
import { RouteErrorBoundary } from "../../layout/error-page.tsx";
import type { Route } from "./+types/faq";
import { faqMessages } from "./faq.messages.ts";
import type { ReadingPageHandle } from "../../reading-page/reading-page.ts";

export const handle = { readingPage: true } satisfies ReadingPageHandle;

export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const faq = site.content[site.hubId].pages.faq;
  if (!faq) throw data(null, { status: 404 });
  return { faq };
}

/** A link to /faq#question-id opens that question. */
function useOpenLinkedQuestion() {
  const { hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target instanceof HTMLDetailsElement) {
      target.open = true;
      target.scrollIntoView();
    }
  }, [hash]);
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { faq } = loaderData;
  const t = useMessages(faqMessages);
  useOpenLinkedQuestion();
  const locale = useLocale();
  // The FAQ is German only (spec); English visitors see the notice above the German text.
  return (
    <div className="page page-faq">
      <PageTitle>{faq.title[locale]}</PageTitle>
      <PageLanguage germanOnly>
        <h1>{faq.title.de}</h1>
        <nav className="toc" aria-labelledby="faq-toc">
          <h2 id="faq-toc" className="visually-hidden">
            Themen
          </h2>
          <ul>
            {faq.categories.map((category) => (
              <li key={category.id}>
                <a href={`#${category.id}`}>{textIn(category.title, "de")}</a>
              </li>
            ))}
          </ul>
        </nav>
        {faq.categories.map((category) => (
          <section
            key={category.id}
            id={category.id}
            className="faq-category"
            aria-labelledby={`${category.id}-title`}
          >
            <h2 id={`${category.id}-title`}>{textIn(category.title, "de")}</h2>
            <div className="faq-items">
              {category.items.map((item) => (
                <Expandable
                  key={item.id}
                  id={item.id}
                  summary={<PageParagraph paragraph={item.question} locale="de" />}
                >
                  <PageParagraphs paragraphs={item.answer} locale="de" />
                </Expandable>
              ))}
            </div>
          </section>
        ))}
      </PageLanguage>
      <p className="faq-more">
        {t("more")} <Link to="/contact">{t("contact")}</Link>
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
