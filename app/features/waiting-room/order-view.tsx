import { useEffect, useSyncExternalStore } from "react";
import type { WaitingRoomView } from "../../../core/api/waiting-room.ts";
import type { Localized } from "../../../core/locale.ts";
import { formatDateTime } from "../../../core/format.ts";
import { wallClockIn, type ZoneOffsets } from "../../../core/time.ts";
import { orderAvailability } from "../tickets/ticket-availability-api.ts";
import { readCredentials } from "../auth/credentials.ts";
import { Notice, Progress } from "../../components/status/status.tsx";
import { useApiCall } from "../../hooks/use-api-call.ts";
import { useLocale, useMessages } from "../../i18n/messages.ts";
import { ticketOrderMessages } from "./ticket-order.messages.ts";
import { WaitingRoom } from "./waiting-room.tsx";

/** What the order page knows from the server: the address's parts and the loader's answer. */
export interface OrderViewProps {
  ticketShopId: string;
  packageId: string | null;
  /** The package's title, for the waiting room's "you are queuing for". */
  packageTitle: Localized | null;
  /** The server's time as it rendered the page: the waiting room's countdowns count from it. */
  now: string;
  /** The city's zone, in which times are shown. */
  zone: ZoneOffsets;
  waitingRoom: WaitingRoomView | { kind: "off" };
  refused: string | null;
  confirm: string | null;
}

/**
 * The order page's view (ticket-order.tsx): the waiting room while the sale start's queue is on
 * (docs/decisions/0037-waiting-room.md); otherwise, and for a logged-in team member, who never
 * queues: 'Verbinde zum Shop...', then off to the shop, or the error view. It takes everything as
 * props and uses no router, so the page hydrates it as an island.
 */
export function OrderView({ waitingRoom, ...order }: OrderViewProps) {
  // Only the browser knows the team login (the server renders the visitor's page); a team member
  // then takes the team's own link.
  const team = useSyncExternalStore(
    noSubscription,
    () => readCredentials() !== null,
    () => false,
  );
  if (waitingRoom.kind === "off" || team) return <ShopRedirect {...order} />;
  return <WaitingRoom initial={waitingRoom} {...order} />;
}

const noSubscription = () => () => {};

/** The spec's proxy page: asks for the shop's link and goes there, or shows why not. */
function ShopRedirect({
  ticketShopId,
  packageId,
  zone,
}: Pick<OrderViewProps, "ticketShopId" | "packageId" | "zone">) {
  const t = useMessages(ticketOrderMessages);
  const locale = useLocale();
  const { state } = useApiCall(orderAvailability, { start: [ticketShopId, packageId] });

  useEffect(() => {
    if (state.kind === "success") window.location.assign(state.data.ticketUrl);
  }, [state]);

  const start = state.kind === "error" ? state.details?.ticketSaleStart : null;
  const saleStart = start ? formatDateTime(wallClockIn(new Date(start), zone), locale) : null;

  // Until the browser has left for the shop, the page keeps saying it connects.
  return (
    <article className="ticket-order" data-state={state.kind === "error" ? "error" : "connecting"}>
      {state.kind !== "error" ? (
        <>
          <h1>{t("pageTitle")}</h1>
          <Progress>{t("connecting")}</Progress>
        </>
      ) : (
        <>
          <h1>{t("errorTitle")}</h1>
          <Notice kind="error" className="ticket-order-error">
            <p>
              {state.status > 0
                ? t("errorCode", { code: state.status, msg: state.msg })
                : t("unknownError")}
            </p>
            <p>{t("tryLater")}</p>
            {saleStart && (
              <p className="ticket-order-start">{t("saleStart", { start: saleStart })}</p>
            )}
          </Notice>
          <p>
            <a href="/ticket">{t("backToTickets")}</a>
          </p>
        </>
      )}
    </article>
  );
}
