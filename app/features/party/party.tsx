import { data } from "react-router";
import type { Floor, HotspotId } from "../../../core/content/pages.ts";
import { textIn } from "../../../core/page-text.ts";
import { siteContext } from "../../site-context.ts";
import { FloorPlan } from "./floor-plan.tsx";
import { hotspotNumbers } from "./floors.ts";
import { partyMessages } from "./party.messages.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { PageParagraph, PageParagraphs } from "../../components/rich-text.tsx";
import { PageLanguage } from "../../components/translation-missing.tsx";
import { useLocale, useMessages } from "../../i18n/messages.ts";
import { RouteErrorBoundary } from "../../layout/error-page.tsx";
import type { Route } from "./+types/party";
import type { ReadingPageHandle } from "../../reading-page/reading-page.ts";

/** A reading page: the floor plan's pins work without React (hotspot-pins.ts). */
export const handle = { readingPage: true } satisfies ReadingPageHandle;

export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const party = site.content[site.hubId].pages.party;
  // A hub without a location page yet (its navigation entry is left out).
  if (!party) throw data(null, { status: 404 });
  return { party };
}

/**
 * The location page: entrance, then each floor's text with the city's own plan of its venue. A
 * venue without a drawn plan gets its areas as a list to open one by one, never another
 * city's plan.
 */
export default function Party({ loaderData }: Route.ComponentProps) {
  const t = useMessages(partyMessages);
  const locale = useLocale();
  const { party } = loaderData;
  const { plan } = party;
  const hotspots = new Map(party.hotspots.map((spot) => [spot.id, spot]));
  const numbers = plan ? hotspotNumbers(plan) : new Map<HotspotId, number>();
  const floors = plan?.floors ?? [];
  const placed = new Set(party.sections.map((section) => section.id));
  const floorPlan = (floor: Floor) =>
    plan && <FloorPlan image={plan.image} floor={floor} hotspots={hotspots} numbers={numbers} />;

  return (
    <article className="party-page">
      <PageTitle>{party.title[locale]}</PageTitle>
      <PageLanguage germanOnly={party.germanOnly}>
        <h1>{party.title.de}</h1>
        {party.sections.map((section) => {
          const floor = floors.find((f) => f.sectionId === section.id);
          return (
            <section
              key={section.id}
              id={section.id}
              className={floor ? "party-section party-floor" : "party-section"}
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`}>
                <PageParagraph paragraph={section.heading} locale={locale} />
              </h2>
              <div className="party-text">
                <PageParagraphs paragraphs={section.paragraphs} locale={locale} />
              </div>
              {floor && floorPlan(floor)}
            </section>
          );
        })}
        {/* A floor whose text is missing from the content still gets its plan. */}
        {floors
          .filter((floor) => !placed.has(floor.sectionId))
          .map((floor) => (
            <section
              key={floor.sectionId}
              className="party-section party-floor"
              aria-labelledby={`${floor.sectionId}-title`}
            >
              <h2 id={`${floor.sectionId}-title`}>{textIn(floor.title, locale)}</h2>
              {floorPlan(floor)}
            </section>
          ))}
        {!plan && (
          <section className="party-section party-areas" aria-labelledby="party-areas-title">
            <h2 id="party-areas-title" lang={locale}>
              {t("areas")}
            </h2>
            {party.hotspots.map((spot) => (
              <details key={spot.id} className="party-area" data-hotspot={spot.id}>
                <summary>{textIn(spot.title, locale)}</summary>
                <PageParagraphs paragraphs={spot.description} locale={locale} />
              </details>
            ))}
          </section>
        )}
      </PageLanguage>
    </article>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
