import { useEffect, useRef, useState } from "react";
import {
  fadeInDelayMs,
  fadeOutStartMs,
  firstPosition,
  nextPosition,
  shouldReload,
  slideDurationMs,
} from "../../../core/screensaver.ts";
import { useMessages } from "../../i18n/messages.ts";
import { reloadIfOnline } from "./offline.ts";
import { screensaverMessages } from "./screensaver.messages.ts";

/**
 * Runs the slides with timers following core/screensaver.ts. Every slide stays in the page (so
 * each picture is loaded once, when its slide first shows); only the current one is shown. The
 * first slide is visible straight from the server render, so the page also shows something
 * without JavaScript.
 */
export function Slideshow({ slides }: { slides: React.ReactNode[] }) {
  const t = useMessages(screensaverMessages);
  const stage = useRef<HTMLElement>(null);
  const [position, setPosition] = useState(firstPosition);
  const [shown, setShown] = useState(true);

  useEffect(() => {
    const timers: number[] = [];
    const later = (ms: number, run: () => void) => timers.push(window.setTimeout(run, ms));
    if (position !== firstPosition) later(fadeInDelayMs, () => setShown(true));
    later(fadeOutStartMs(position.index), () => setShown(false));
    later(slideDurationMs(position.index), () => {
      const next = nextPosition(position);
      // The slides go on while the network is asked, and for good when it does not answer.
      if (shouldReload(next)) void reloadIfOnline();
      setShown(false);
      setPosition(next);
    });
    // Tells tests (and curious people) that the timers run.
    stage.current?.setAttribute("data-running", "true");
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [position]);

  return (
    <section
      ref={stage}
      className="ss-stage"
      aria-live="off"
      aria-label={t("slideshow")}
      data-slide={position.index}
      data-testid="slideshow"
    >
      {slides.map((slide, index) => (
        <div
          key={index}
          className="ss-slide"
          hidden={index !== position.index}
          data-visible={index === position.index && shown}
          data-testid={`slide-${index}`}
        >
          {slide}
        </div>
      ))}
    </section>
  );
}
