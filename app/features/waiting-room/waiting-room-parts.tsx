import { useEffect, useState } from "react";
import type { WaitingRoomView } from "../../../core/api/waiting-room.ts";
import { formatTime } from "../../../core/format.ts";
import { wallClockIn, type ZoneOffsets } from "../../../core/time.ts";
import { Progress } from "../../components/status/status.tsx";
import { CountdownValue } from "../../layout/countdown-value.tsx";
import { useMessages, type Translate } from "../../i18n/messages.ts";
import { waitingRoomMessages } from "./waiting-room.messages.ts";

type Key = keyof (typeof waitingRoomMessages)["de"];

/**
 * A live countdown to `iso` on the server's clock, which the room keeps from the moment the page
 * hydrated: a countdown that appears later (the turn) must not take the page's render time for now.
 */
export function CountdownTo({ iso, clock, label }: { iso: string; clock: Date; label: string }) {
  return (
    <p className="countdown waiting-room-countdown" data-testid="waiting-room-countdown">
      <span className="countdown-label">{label}</span>{" "}
      <CountdownValue msLeft={Date.parse(iso) - clock.getTime()} />
    </p>
  );
}

type Queued = Extract<WaitingRoomView, { kind: "queued" }>;

/**
 * The place after the draw: one number (those still waiting before the visitor, plus one), a bar
 * of the way already come (those before who had their turn), and when the page last heard.
 */
export function QueuedPlace({
  view,
  updated,
  zone,
}: {
  view: Queued;
  updated: Date;
  zone: ZoneOffsets;
}) {
  const t = useMessages(waitingRoomMessages);
  const ahead = view.place - 1;
  const total = view.passed + ahead;
  const wall = wallClockIn(updated, zone);
  const seconds = String(updated.getUTCSeconds()).padStart(2, "0");
  return (
    <>
      <p className="waiting-room-headline" data-testid="waiting-room-place">
        {t("place", { place: view.place })}
      </p>
      {ahead === 0 && <p>{t("aheadNone")}</p>}
      <div className="waiting-room-progress">
        {/* Nobody before the visitor at all: the way is done. */}
        <progress
          aria-label={t("progressLabel")}
          value={total === 0 ? 1 : view.passed}
          max={total === 0 ? 1 : total}
        />
        {total > 0 && (
          <p data-testid="waiting-room-progress">{t("progress", { passed: view.passed, ahead })}</p>
        )}
      </div>
      <p className="waiting-room-updated" data-testid="waiting-room-updated">
        {t("updated", { time: `${formatTime(wall.hour, wall.minute)}:${seconds}` })}
      </p>
    </>
  );
}

type Admitted = Extract<WaitingRoomView, { kind: "admitted" }>;

/**
 * The visitor's turn, a moment of its own: the voucher's time left as a live countdown, one big
 * button to the shop, the tab's title, a short vibration where the browser allows one. A visitor
 * coming back from the shop (`returned`) finds the voucher and its time here again.
 */
export function YourTurn({
  view,
  clock,
  zone,
  returned,
}: {
  view: Admitted;
  /** The server's time, ticking (the room's clock). */
  clock: Date;
  zone: ZoneOffsets;
  /** Loaded with the voucher ready: no forward (the page forwards only as the turn comes). */
  returned: boolean;
}) {
  const t = useMessages(waitingRoomMessages);
  useTurnSignals(t, returned);
  const until = wallClockIn(new Date(view.validUntil), zone);
  return (
    <div className="waiting-room-turn">
      <p className="waiting-room-headline waiting-room-turn-title">{t("yourTurn")}</p>
      <CountdownTo iso={view.validUntil} clock={clock} label={t("voucherLeft")} />
      <p>{t("voucherUntil", { time: formatTime(until.hour, until.minute) })}</p>
      {view.shopUrl ? (
        <p>
          <a
            className="button button-primary waiting-room-shop"
            href={view.shopUrl}
            data-testid="waiting-room-shop"
          >
            {t("toShop")}
          </a>
        </p>
      ) : null}
      {view.shopUrl === null ? (
        <Progress>{t("voucherPending")}</Progress>
      ) : returned ? (
        <p>{t("returned")}</p>
      ) : (
        <p role="status">{t("forwarding")}</p>
      )}
    </div>
  );
}

/** The tab's title while it is the visitor's turn, and a short vibration as the turn comes. */
function useTurnSignals(t: Translate<Key>, returned: boolean) {
  const [title] = useState(t("tabTitle"));
  useEffect(() => {
    const before = document.title;
    document.title = title;
    // Only as the turn comes, not on the way back from the shop; not every browser can, and none
    // lets a page that was never touched (it would refuse, with an error in the console).
    if (!returned && mayVibrate()) navigator.vibrate([200, 100, 200]);
    return () => {
      document.title = before;
    };
  }, [title, returned]);
}

function mayVibrate(): boolean {
  return (
    typeof navigator.vibrate === "function" && navigator.userActivation?.hasBeenActive !== false
  );
}

/** The draw's check value and seed, behind a disclosure that says how to verify them. */
export function DrawDisclosure({ view }: { view: { seedHash: string; seed: string | null } }) {
  const t = useMessages(waitingRoomMessages);
  return (
    <details className="waiting-room-draw">
      <summary>{t("drawTitle")}</summary>
      <p>{t("drawHow")}</p>
      <p>{t("drawVerify")}</p>
      <p>{t("fairness", { hash: view.seedHash })}</p>
      {view.seed && <p>{t("seed", { seed: view.seed })}</p>}
    </details>
  );
}
