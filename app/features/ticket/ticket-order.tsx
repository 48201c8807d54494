import { useEffect, useSyncExternalStore } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { formatDateTime } from "../../../core/format.ts";
import { wallClockAt } from "../../../core/time.ts";
import { orderAvailability } from "../../api/ticket-availability.ts";
import { readCredentials } from "../../auth/credentials.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { Notice, Progress } from "../../components/status/status.tsx";
import { ticketOrderMessages } from "./ticket-order.messages.ts";
import { useApiCall } from "../../hooks/use-api-call.ts";
import { useLocale, useMessages } from "../../i18n/messages.ts";
import { siteContext } from "../../site-context.ts";
import type { Route } from "./+types/ticket-order";
import { lazySection } from "../../components/lazy-section.tsx";

// The room's view (its texts, the polling, the answer's schema) loads after the page: the
// server's HTML shows the place and its join form works meanwhile, also without scripts.
const WaitingRoom = lazySection(async () => (await import("./waiting-room.tsx")).WaitingRoom);

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const search = new URL(request.url).searchParams;
  const waitingRoom = /^\d{1,6}$/.test(params.ticketShopId)
    ? await site.waitingRoom(
        Number(params.ticketShopId),
        search.get("package"),
        request.headers.get("cookie"),
      )
    : ({ kind: "off" } as const);
  // The sale start is shown in the city's zone, not the device's.
  return {
    timeZone: site.content[site.hubId].hub.timeZone,
    waitingRoom,
    refused: search.get("refused"),
    confirm: search.get("confirm"),
  };
}

/**
 * /ticket/order/:ticketShopId?package=<id>: the waiting room while the sale start's queue is
 * on (docs/decisions/0037-waiting-room.md); otherwise, and for a logged-in team member, who
 * never queues: 'Verbinde zum Shop...', then off to the shop, or the error view.
 */
export default function TicketOrder({ loaderData }: Route.ComponentProps) {
  const { ticketShopId = "" } = useParams();
  const [search] = useSearchParams();
  // Only the browser knows the team login (the server renders the visitor's page); a team member
  // then takes the team's own link.
  const team = useSyncExternalStore(
    noSubscription,
    () => readCredentials() !== null,
    () => false,
  );
  if (loaderData.waitingRoom.kind === "off" || team) {
    return <ShopRedirect timeZone={loaderData.timeZone} />;
  }
  return (
    <WaitingRoom
      initial={loaderData.waitingRoom}
      ticketShopId={ticketShopId}
      packageId={search.get("package")}
      timeZone={loaderData.timeZone}
      refused={loaderData.refused}
      confirm={loaderData.confirm}
    />
  );
}

const noSubscription = () => () => {};

/** The spec's proxy page: asks for the shop's link and goes there, or shows why not. */
function ShopRedirect({ timeZone }: { timeZone: string }) {
  const t = useMessages(ticketOrderMessages);
  const locale = useLocale();
  const { ticketShopId = "" } = useParams();
  const [search] = useSearchParams();
  const { state } = useApiCall(orderAvailability, {
    start: [ticketShopId, search.get("package")],
  });

  useEffect(() => {
    if (state.kind === "success") window.location.assign(state.data.ticketUrl);
  }, [state]);

  const start = state.kind === "error" ? state.details?.ticketSaleStart : null;
  const saleStart = start ? formatDateTime(wallClockAt(new Date(start), timeZone), locale) : null;

  // Until the browser has left for the shop, the page keeps saying it connects.
  return (
    <article className="ticket-order" data-state={state.kind === "error" ? "error" : "connecting"}>
      <PageTitle>{t("pageTitle")}</PageTitle>
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
            <Link to="/ticket">{t("backToTickets")}</Link>
          </p>
        </>
      )}
    </article>
  );
}
