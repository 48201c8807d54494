import { useEffect, useState, useSyncExternalStore } from "react";
import type { WaitingRoomView } from "../../../core/api/waiting-room.ts";
import type { Localized } from "../../../core/locale.ts";
import type { ZoneOffsets } from "../../../core/time.ts";
import { waitingRoomPlace } from "./waiting-room-api.ts";
import { afterLoadEvent } from "../../islands/next-task.ts";
import { useServerClock } from "../../hooks/use-server-clock.ts";
import { useLocale, useMessages, type Translate } from "../../i18n/messages.ts";
import { ticketOrderMessages } from "./ticket-order.messages.ts";
import { DrawDisclosure } from "./waiting-room-parts.tsx";
import { waitingRoomMessages } from "./waiting-room.messages.ts";
import { RoomBody } from "./room-body.tsx";

/** A poll every 4 to 7 seconds: spread out, so that the phones of a sale start never ask at once. */
const pollDelayMs = () => 4000 + Math.random() * 3000;

/** The states in which the place can still change. */
const changing = (view: WaitingRoomView) =>
  view.kind === "open" ||
  view.kind === "not-open" ||
  view.kind === "pre-queue" ||
  view.kind === "queued" ||
  view.kind === "confirm-mail" ||
  (view.kind === "admitted" && view.shopUrl === null);

/**
 * The server's view of the visitor's place, polled gently while it can change, and when it was
 * last heard (on the server's clock: `now` is the page's render time).
 */
function usePlace(
  initial: WaitingRoomView,
  now: string,
  ticketShopId: string,
  packageId: string | null,
) {
  const [place, setPlace] = useState({ view: initial, updated: new Date(now) });
  const live = changing(place.view);
  useEffect(() => {
    if (!live) return;
    const offset = Date.parse(now) - Date.now();
    let timer: ReturnType<typeof setTimeout>;
    let stopped = false;
    const poll = async () => {
      const result = await waitingRoomPlace(ticketShopId, packageId);
      if (stopped) return;
      if (result.ok) setPlace({ view: result.data.view, updated: new Date(Date.now() + offset) });
      timer = setTimeout(() => void poll(), pollDelayMs());
    };
    timer = setTimeout(() => void poll(), pollDelayMs());
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [live, now, ticketShopId, packageId]);
  return place;
}

/**
 * The waiting room on the order page: join, the pre-queue, the place after the draw, the turn
 * with the shop voucher, a lapsed voucher, sold out. Rendered by the server with the visitor's
 * place (a reload without scripts shows the current one); with scripts it polls and, on the
 * visitor's turn, goes to the shop. Joining is a plain form post, with or without scripts.
 */
export function WaitingRoom({
  initial,
  ticketShopId,
  packageId,
  packageTitle,
  now,
  zone,
  refused,
  confirm,
}: {
  initial: WaitingRoomView;
  ticketShopId: string;
  packageId: string | null;
  /** The package the visitor queues for, if the address names one. */
  packageTitle: Localized | null;
  /** The server's time as it rendered the page: the countdowns' clock. */
  now: string;
  zone: ZoneOffsets;
  refused: string | null;
  /** The e-mail gate's confirm link id, when the visitor came by the mailed link. */
  confirm: string | null;
}) {
  const t = useMessages(waitingRoomMessages);
  const order = useMessages(ticketOrderMessages);
  const locale = useLocale();
  const { view, updated } = usePlace(initial, now, ticketShopId, packageId);
  // One clock for the room, synchronised as the page hydrates, for every countdown it shows.
  const clock = useServerClock(now);
  const [loadedAs] = useState(initial.kind);
  // Back from the shop: this tab was forwarded with this voucher before (the browser may show the
  // page as it was cached, before the turn), so no second forward. A turn that came before the
  // page opened (a join admitted at once) still forwards. Where the tab cannot keep a note, a page
  // loaded with the voucher ready counts as a return: a forward on every load would trap the back
  // button.
  const [loadedWithVoucher] = useState(initial.kind === "admitted" && initial.shopUrl !== null);
  const forwardedTo = useSyncExternalStore(onPageShow, readForwarded, () => unknown);
  const returned =
    view.kind === "admitted" &&
    (view.shopUrl === forwardedTo || (forwardedTo === unknown && loadedWithVoucher));
  const announcement = announcementOf(view, loadedAs, t);

  useEffect(() => {
    if (view.kind !== "admitted" || !view.shopUrl || returned) return;
    const shopUrl = view.shopUrl;
    // A turn that came before the page opened: the room stays in the history, to come back to.
    return afterLoadEvent(() => {
      noteForwarded(shopUrl);
      window.location.assign(shopUrl);
    });
  }, [view, returned]);

  return (
    <article className="ticket-order waiting-room" data-state={view.kind}>
      <h1>{t("title")}</h1>
      {packageTitle && (
        <p className="waiting-room-package">{t("queuesFor", { package: packageTitle[locale] })}</p>
      )}
      {/* The server answered from the last state it read: its database is slow or away. */}
      {view.stale && (
        <p className="waiting-room-stale" role="status">
          {t("stale")}
        </p>
      )}
      <RoomBody
        view={view}
        forms={{ ticketShopId, packageId, refused, confirm }}
        clock={clock}
        updated={updated}
        zone={zone}
        returned={returned}
      />
      {"supportId" in view ? (
        <p className="waiting-room-support">{t("supportId", { id: view.supportId })}</p>
      ) : null}
      {"seedHash" in view ? <DrawDisclosure view={view} /> : null}
      {/* Says only what changed in kind (drawn, your turn, lapsed, sold out), never each poll. */}
      <p className="visually-hidden" aria-live="polite" data-testid="waiting-room-announcement">
        {announcement}
      </p>
      <p>
        {/* Plain links: the room is an island, hydrated without React Router (ticket-order.tsx). */}
        <a href="/ticket">{order("backToTickets")}</a>
      </p>
    </article>
  );
}

type Key = keyof (typeof waitingRoomMessages)["de"];

/** The shop link this tab was last forwarded to with a voucher (a turn is forwarded once). */
const forwardedKey = "waiting-room-forwarded";
/**
 * Back from the shop, the browser may show the page as it was left (its back-forward cache),
 * still saying it forwards: the note is read again as the page shows.
 */
function onPageShow(changed: () => void) {
  window.addEventListener("pageshow", changed);
  return () => window.removeEventListener("pageshow", changed);
}

/** What the tab noted: before the page hydrates, or without storage (a private window may refuse it). */
const unknown = null;

/** The shop link this tab was forwarded to, "" where none, `unknown` where it cannot tell. */
function readForwarded(): string | null {
  try {
    return sessionStorage.getItem(forwardedKey) ?? "";
  } catch {
    return null;
  }
}

function noteForwarded(shopUrl: string) {
  try {
    sessionStorage.setItem(forwardedKey, shopUrl);
  } catch {
    // No storage: a return from the shop may forward once more, as it did before.
  }
}

/**
 * The screen reader's line: what changed in kind since the page loaded (drawn, your turn, lapsed,
 * sold out); the place itself changes with every poll and is not announced.
 */
function announcementOf(
  view: WaitingRoomView,
  loadedAs: WaitingRoomView["kind"],
  t: Translate<Key>,
): string {
  if (view.kind === loadedAs) return "";
  switch (view.kind) {
    case "queued":
      return t("announceDrawn");
    case "admitted":
      return t("yourTurn");
    case "lapsed":
      return t("lapsed");
    case "sold-out":
      return t("soldOutTitle");
    default:
      return "";
  }
}
