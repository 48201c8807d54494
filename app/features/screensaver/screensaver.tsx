import { hubSaleAt } from "../../../core/ticket-sale.ts";
import { island } from "../../islands/island.tsx";
import type { ReadingPageHandle } from "../../reading-page/reading-page.ts";
import { siteContext } from "../../site-context.ts";
import { screensaverMessages } from "./screensaver.messages.ts";
import { useLocale, useMessages } from "../../i18n/messages.ts";
import type { Route } from "./+types/screensaver";

/**
 * A reading page: the server renders the first slide, and the slideshow is an island hydrated
 * as soon as the page has loaded, on the islands' small runtime instead of the framework.
 */
export const handle = { readingPage: true, islands: "screensaver" } satisfies ReadingPageHandle;

const ScreensaverView = island(
  "screensaver",
  "screensaver",
  async () => (await import("./screensaver-view.tsx")).ScreensaverView,
);

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: "/logo.svg", as: "image" },
];

export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { hub } = site.content[site.hubId];
  return {
    city: hub.city,
    signTitle: hub.signTitle,
    // Read at load: the slideshow reloads itself every few cycles.
    nextParty: hubSaleAt(site.content[site.hubId], site.now()).next,
    images: hub.screensaverImages,
  };
}

/** Full-screen slideshow for display screens at the venue (outside the main layout). */
export default function Screensaver({ loaderData }: Route.ComponentProps) {
  const t = useMessages(screensaverMessages);
  const locale = useLocale();
  const { city, signTitle, nextParty, images } = loaderData;
  return (
    <main className="screensaver">
      <title>{`${t("title")} – ${signTitle[locale]}`}</title>
      <h1 className="visually-hidden">{`${t("title")} – ${signTitle[locale]}`}</h1>
      <ScreensaverView
        wake="load"
        city={city[locale]}
        nextParty={nextParty}
        images={images.map((image) => ({ src: image.src, alt: image.alt[locale] }))}
      />
    </main>
  );
}
