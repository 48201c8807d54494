import type { Floor, HotspotId, PartyPage } from "../../../core/content/pages.ts";
import { textIn } from "../../../core/page-text.ts";
import { useLocale, useMessages } from "../../i18n/messages.ts";
import { PageParagraphs } from "../../components/rich-text.tsx";
import { partyMessages } from "./party.messages.ts";

type Hotspot = PartyPage["hotspots"][number];

const panelId = (id: HotspotId) => `hotspot-${id}`;

/**
 * One floor of the club: the drawn plan with a numbered pin per area. Each pin is a button
 * that opens or closes the area's description below the plan (hotspot-pins.ts, run by the
 * page's script).
 */
export function FloorPlan({
  image,
  floor,
  hotspots,
  numbers,
}: {
  /** The plan's drawing; the floor is its view `#<view>`. */
  image: string;
  floor: Floor;
  hotspots: ReadonlyMap<HotspotId, Hotspot>;
  numbers: ReadonlyMap<HotspotId, number>;
}) {
  const t = useMessages(partyMessages);
  const locale = useLocale();
  const spots = floor.hotspots.flatMap((placement) => {
    const hotspot = hotspots.get(placement.id);
    return hotspot ? [{ ...placement, hotspot, number: numbers.get(placement.id) ?? 0 }] : [];
  });

  return (
    <div className="floor">
      <figure className="floor-plan">
        <div className="floor-plan-map">
          <img
            src={`${image}#${floor.view}`}
            alt={textIn(floor.alt, locale)}
            width={600}
            height={420}
            // Below the page's opening text: fetched as it nears the screen, after the first
            // paint, and without React's preload link in the head.
            loading="lazy"
          />
          {spots.map(({ id, x, y, hotspot, number }) => (
            <button
              key={id}
              id={`${panelId(id)}-pin`}
              type="button"
              className="hotspot-pin"
              style={{ left: `${x}%`, top: `${y}%` }}
              aria-expanded="false"
              aria-controls={panelId(id)}
              data-hotspot={id}
            >
              <span className="hotspot-number" aria-hidden="true">
                {number}
              </span>
              <span className="hotspot-label">{textIn(hotspot.title, locale)}</span>
            </button>
          ))}
        </div>
        {/* Narrow plans show only the numbers: this key names them (the pins carry the names). */}
        <ol className="floor-legend" aria-hidden="true">
          {spots.map(({ id, hotspot, number }) => (
            <li key={id}>
              <span className="hotspot-number">{number}</span> {textIn(hotspot.title, locale)}
            </li>
          ))}
        </ol>
        <figcaption lang={locale}>{t("planHint")}</figcaption>
      </figure>

      <div className="hotspot-panels">
        {spots.map(({ id, hotspot, number }) => (
          <section
            key={id}
            id={panelId(id)}
            className="hotspot-panel"
            aria-labelledby={`${panelId(id)}-title`}
            hidden
          >
            <h3 id={`${panelId(id)}-title`}>
              <span className="hotspot-number" aria-hidden="true">
                {number}
              </span>{" "}
              {textIn(hotspot.title, locale)}
            </h3>
            <PageParagraphs paragraphs={hotspot.description} locale={locale} />
            <button
              type="button"
              className="hotspot-close"
              aria-label={`${t("close")}: ${textIn(hotspot.title, locale)}`}
              lang={locale}
            >
              <span aria-hidden="true">×</span>
            </button>
          </section>
        ))}
      </div>

      {/* Without JavaScript the pins cannot open anything: list every description instead. */}
      <noscript>
        <dl className="hotspot-fallback">
          {spots.map(({ id, hotspot, number }) => (
            <div key={id}>
              <dt>
                {number}. {textIn(hotspot.title, locale)}
              </dt>
              <dd>
                <PageParagraphs paragraphs={hotspot.description} locale={locale} />
              </dd>
            </div>
          ))}
        </dl>
      </noscript>
    </div>
  );
}
