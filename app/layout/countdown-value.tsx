import { countdownParts } from "../../core/ticket-sale.ts";
import { useMessages } from "../i18n/messages.ts";
import { layoutMessages } from "./layout.messages.ts";

/**
 * The time left until an instant: days and hours, or hh:mm:ss in the last day. A module of its
 * own, without the router, so that the waiting room's island shows the same countdown.
 */
export function CountdownValue({ msLeft }: { msLeft: number }) {
  const t = useMessages(layoutMessages);
  const parts = countdownParts(msLeft);
  return (
    <span className="countdown-value" role="timer" aria-live="off">
      {parts.kind === "days"
        ? t("countdown", { days: parts.days, hours: parts.hours })
        : parts.text}
    </span>
  );
}
