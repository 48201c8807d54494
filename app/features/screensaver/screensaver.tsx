import { useEffect } from "react";
import { hubSaleAt } from "../../../core/ticket-sale.ts";
import { siteContext } from "../../site-context.ts";
import { CalendarSlide } from "./calendar-slide.tsx";
import { ImageSlide } from "./image-slide.tsx";
import { LogoSlide } from "./logo-slide.tsx";
import { keepOffline } from "./offline.ts";
import { screensaverMessages } from "./screensaver.messages.ts";
import { Slideshow } from "./slideshow.tsx";
import { useLocale, useMessages } from "../../i18n/messages.ts";
import type { Route } from "./+types/screensaver";

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
  useEffect(keepOffline, []);
  const slides = [
    <LogoSlide key="logo" city={city[locale]} />,
    <CalendarSlide key="calendar" party={nextParty} city={city[locale]} />,
    ...images.map((image) => (
      <ImageSlide key={image.src} src={image.src} alt={image.alt[locale]} />
    )),
  ];
  return (
    <main className="screensaver">
      <title>{`${t("title")} – ${signTitle[locale]}`}</title>
      <h1 className="visually-hidden">{`${t("title")} – ${signTitle[locale]}`}</h1>
      <Slideshow slides={slides} />
    </main>
  );
}
