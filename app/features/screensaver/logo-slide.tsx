import { useMessages } from "../../i18n/messages.ts";
import { screensaverMessages } from "./screensaver.messages.ts";

/**
 * Slide 0: the logo drifting across the screen and bouncing off the edges. Two nested
 * animations with different periods (x and y) make the path wander; CSS only, and still
 * when the visitor prefers reduced motion.
 */
export function LogoSlide({ city }: { city: string }) {
  const t = useMessages(screensaverMessages);
  return (
    <div className="ss-logo-stage">
      <div className="ss-logo-x">
        <div className="ss-logo-y">
          <img className="ss-logo" src="/logo.svg" alt={t("logoAlt")} width={480} height={140} />
          <p className="ss-logo-city">{city}</p>
        </div>
      </div>
    </div>
  );
}
