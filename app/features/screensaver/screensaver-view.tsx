import { useEffect } from "react";
import type { NextParty } from "../../../core/ticket-sale.ts";
import { CalendarSlide } from "./calendar-slide.tsx";
import { ImageSlide } from "./image-slide.tsx";
import { LogoSlide } from "./logo-slide.tsx";
import { keepOffline } from "./offline.ts";
import { Slideshow } from "./slideshow.tsx";

/** What the screensaver shows, in the page's language (plain data: it is an island's props). */
export interface ScreensaverViewProps {
  city: string;
  nextParty: NextParty | null;
  images: { src: string; alt: string }[];
}

/**
 * The slides and their timers, and the service worker that keeps them through network outages:
 * the screensaver page's island, hydrated as soon as the page has loaded (screensaver.tsx).
 */
export function ScreensaverView({ city, nextParty, images }: ScreensaverViewProps) {
  useEffect(keepOffline, []);
  const slides = [
    <LogoSlide key="logo" city={city} />,
    <CalendarSlide key="calendar" party={nextParty} city={city} />,
    ...images.map((image) => <ImageSlide key={image.src} src={image.src} alt={image.alt} />),
  ];
  return <Slideshow slides={slides} />;
}
