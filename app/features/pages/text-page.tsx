import { data } from "react-router";
import { siteContext } from "../../site-context.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { PageParagraphs, PageSection } from "../../components/rich-text.tsx";
import { PageLanguage } from "../../components/translation-missing.tsx";
import { useLocale } from "../../i18n/messages.ts";
import { RouteErrorBoundary } from "../../layout/error-page.tsx";
import type { Route } from "./+types/text-page";
import type { ReadingPageHandle } from "../../reading-page/reading-page.ts";

/** The text pages this module serves; app/routes.ts registers one route per name. */
const textPages = ["directions", "recommendations", "privacy", "impressum"] as const;
type TextPageName = (typeof textPages)[number];

function pageNameOf(url: string): TextPageName | null {
  // A navigation inside the app asks for the page's data at /<name>.data.
  const name = new URL(url).pathname.replace(/^\/+|\/+$/g, "").replace(/\.data$/, "");
  return (textPages as readonly string[]).includes(name) ? (name as TextPageName) : null;
}

export const handle = { readingPage: true } satisfies ReadingPageHandle;

export function loader({ context, request }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const name = pageNameOf(request.url);
  const page = name ? site.content[site.hubId].pages[name] : undefined;
  // A hub that lacks the page answers like any unknown address.
  if (!name || !page) throw data(null, { status: 404 });
  return { name, page };
}

export default function TextPage({ loaderData }: Route.ComponentProps) {
  const { name, page } = loaderData;
  const locale = useLocale();
  // German-only pages are shown in German whatever the visitor's language.
  const textLocale = page.germanOnly ? "de" : locale;
  return (
    <div className={`page text-page page-${name}`}>
      <PageTitle>{page.title[locale]}</PageTitle>
      <PageLanguage germanOnly={page.germanOnly}>
        <h1>{page.title[textLocale]}</h1>
        {page.intro && (
          <div className="lead">
            <PageParagraphs paragraphs={page.intro} locale={textLocale} />
          </div>
        )}
        {page.sections.map((section) => (
          <PageSection key={section.id} section={section} locale={textLocale} />
        ))}
      </PageLanguage>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
