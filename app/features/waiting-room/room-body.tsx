import type { ReactNode } from "react";
import type { WaitingRoomView } from "../../../core/api/waiting-room.ts";
import { ticketPageLinks, waitListPath } from "../../../core/site-links.ts";
import { dateAndTimeParts } from "../../../core/format.ts";
import { wallClockIn, type ZoneOffsets } from "../../../core/time.ts";
import { useLocale, useMessages } from "../../i18n/messages.ts";
import { CountdownTo, QueuedPlace, YourTurn } from "./waiting-room-parts.tsx";
import { waitingRoomMessages } from "./waiting-room.messages.ts";
import { GateForm } from "./gate-form.tsx";

type Key = keyof (typeof waitingRoomMessages)["de"];

/** What the room's plain form posts need: where they go, and what the page's address says. */
export type RoomForms = {
  ticketShopId: string;
  packageId: string | null;
  /** Why the last post was refused (its reason comes back in the page's address). */
  refused: string | null;
  /** The e-mail gate's confirm link id, when the visitor came by the mailed link. */
  confirm: string | null;
};

/** What a refused form post tells. */
const refusedKeys: Partial<Record<string, Key>> = {
  "network-full": "networkFull",
  email: "emailInvalid",
  "too-many-mails": "gateTooMany",
  "address-taken": "gateTaken",
  unknown: "gateUnknown",
};

const roomAction = (step: "join" | "gate" | "confirm", forms: RoomForms) =>
  `/api/waiting-room/${step}/${encodeURIComponent(forms.ticketShopId)}${
    forms.packageId === null ? "" : `?package=${encodeURIComponent(forms.packageId)}`
  }`;

/** One button that joins the room (or joins again after a lapsed voucher). */
function JoinButton({ forms, label }: { forms: RoomForms; label: string }) {
  return (
    <form method="post" action={roomAction("join", forms)} className="waiting-room-join">
      <button type="submit" className="button button-primary">
        {label}
      </button>
    </form>
  );
}

/**
 * The way in: why the last post was refused, then the mailed link's confirm button when the
 * visitor came by it, else `otherwise` (the gate, the join button or a hint).
 */
function WayIn({ forms, otherwise }: { forms: RoomForms; otherwise: ReactNode }) {
  const t = useMessages(waitingRoomMessages);
  const refusal = forms.refused && refusedKeys[forms.refused];
  return (
    <>
      {refusal ? (
        <p className="waiting-room-refused" role="alert">
          {t(refusal)}
        </p>
      ) : null}
      {forms.confirm ? (
        <form method="post" action={roomAction("confirm", forms)} className="waiting-room-join">
          <input type="hidden" name="confirm" value={forms.confirm} />
          <button type="submit" className="button button-primary">
            {t("confirmAddress")}
          </button>
        </form>
      ) : (
        otherwise
      )}
    </>
  );
}

/** The e-mail gate where the room asks for an address, else the join button. */
function JoinStep({
  forms,
  emailGate,
  label,
}: {
  forms: RoomForms;
  emailGate: boolean;
  label: string;
}) {
  const t = useMessages(waitingRoomMessages);
  return (
    <WayIn
      forms={forms}
      otherwise={
        emailGate ? (
          <GateForm action={roomAction("gate", forms)} t={t} />
        ) : (
          <JoinButton forms={forms} label={label} />
        )
      }
    />
  );
}

/** Said before the turn comes, so that a phone in a pocket does not let the voucher lapse. */
function VoucherTime({ view }: { view: WaitingRoomView }) {
  const t = useMessages(waitingRoomMessages);
  return "voucherMinutes" in view ? (
    <p data-testid="waiting-room-voucher-minutes">
      {t("voucherMinutes", { minutes: view.voucherMinutes })}
    </p>
  ) : null;
}

type Queued = Extract<WaitingRoomView, { kind: "queued" }>;

/** The place after the draw, how long it may take, and to keep the page open. */
function QueuedBody({ view, updated, zone }: { view: Queued; updated: Date; zone: ZoneOffsets }) {
  const t = useMessages(waitingRoomMessages);
  return (
    <>
      <QueuedPlace view={view} updated={updated} zone={zone} />
      {/* While paused nobody moves on: no estimate, only that the place is kept. */}
      <p data-testid="waiting-room-estimate">
        {view.paused
          ? t("paused")
          : view.waitMinutes <= 1
            ? t("estimateSoon")
            : t("estimate", { minutes: view.waitMinutes })}
      </p>
      <VoucherTime view={view} />
      <p>{t("keepOpen")}</p>
    </>
  );
}

/**
 * The room's body for the visitor's state: join, the pre-queue, the place after the draw, the
 * turn, a lapsed voucher, sold out. `clock` is the room's one server clock for every countdown;
 * `returned` says the visitor is back from the shop with the voucher.
 */
export function RoomBody({
  view,
  forms,
  clock,
  updated,
  zone,
  returned,
}: {
  view: WaitingRoomView;
  forms: RoomForms;
  clock: Date;
  updated: Date;
  zone: ZoneOffsets;
  returned: boolean;
}) {
  const t = useMessages(waitingRoomMessages);
  const locale = useLocale();
  const at = (iso: string) => dateAndTimeParts(wallClockIn(new Date(iso), zone), locale);
  switch (view.kind) {
    case "off":
      return <p>{t("refused")}</p>;
    case "not-open":
      return <p>{t("notOpen", at(view.opensAt))}</p>;
    case "open":
      return (
        <>
          <p>{view.seed === null ? t("openIntro", at(view.saleStart)) : t("openLate")}</p>
          <VoucherTime view={view} />
          <JoinStep forms={forms} emailGate={view.emailGate} label={t("join")} />
        </>
      );
    case "confirm-mail":
      return (
        <>
          <p className="waiting-room-headline">{t("checkMail")}</p>
          <WayIn forms={forms} otherwise={<p>{t("checkMailHint")}</p>} />
        </>
      );
    case "pre-queue":
      return (
        <>
          <p className="waiting-room-headline">{t("inPreQueue", at(view.saleStart))}</p>
          <CountdownTo iso={view.saleStart} clock={clock} label={t("drawIn")} />
          <VoucherTime view={view} />
          <p>{t("keepOpen")}</p>
        </>
      );
    case "queued":
      return <QueuedBody view={view} updated={updated} zone={zone} />;
    case "admitted":
      return <YourTurn view={view} clock={clock} zone={zone} returned={returned} />;
    case "lapsed":
      return (
        <>
          <p className="waiting-room-headline">{t("lapsed")}</p>
          <JoinStep forms={forms} emailGate={view.emailGate} label={t("rejoin")} />
        </>
      );
    case "sold-out":
      return (
        <>
          <p className="waiting-room-headline">{t("soldOutTitle")}</p>
          <p>{t("soldOut")}</p>
          <p>
            <a
              className="button button-secondary"
              href={forms.packageId ? waitListPath(forms.packageId) : ticketPageLinks.packages}
            >
              {t("waitList")}
            </a>
          </p>
        </>
      );
  }
}
