import { useParams, useSearchParams } from "react-router";
import { zoneOffsets } from "../../../core/time.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { useMessages } from "../../i18n/messages.ts";
import { island } from "../../islands/island.tsx";
import type { ReadingPageHandle } from "../../reading-page/reading-page.ts";
import { siteContext } from "../../site-context.ts";
import type { Route } from "./+types/ticket-order";
import { ticketOrderMessages } from "./ticket-order.messages.ts";

/**
 * A reading page whose view is an island hydrated as soon as the page has loaded: the waiting
 * room polls from then on, and the redirect to the shop asks for its link at once.
 */
export const handle = { readingPage: true, islands: "waiting-room" } satisfies ReadingPageHandle;

// The view (its texts, the polling, the answer's schema): the server's HTML shows the place and
// its join form works meanwhile, also without scripts.
const OrderView = island(
  "waiting-room",
  "ticket-order",
  async () => (await import("./order-view.tsx")).OrderView,
);

/**
 * Never kept: a browser going back from the shop would otherwise show the page as it was before
 * the turn, and its countdowns would count from that page's old time.
 */
export const headers = () => ({ "Cache-Control": "no-store" });

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
  // The sale start is shown in the city's zone, not the device's: the island reads it from the
  // zone's offsets over this year and the next (no Intl in the browser, 0060).
  const now = site.now();
  const year = now.getUTCFullYear();
  const pkg = site.content[site.hubId].packages.packages.find(
    (candidate) => candidate.id === search.get("package"),
  );
  return {
    zone: zoneOffsets(site.content[site.hubId].hub.timeZone, year, year + 1),
    now: now.toISOString(),
    packageTitle: pkg?.title ?? null,
    waitingRoom,
    refused: search.get("refused"),
    confirm: search.get("confirm"),
  };
}

/** /ticket/order/:ticketShopId?package=<id>: the waiting room or the way to the shop (OrderView). */
export default function TicketOrder({ loaderData }: Route.ComponentProps) {
  const { ticketShopId = "" } = useParams();
  const [search] = useSearchParams();
  const t = useMessages(ticketOrderMessages);
  return (
    <>
      <PageTitle>{t("pageTitle")}</PageTitle>
      <OrderView
        wake="load"
        ticketShopId={ticketShopId}
        packageId={search.get("package")}
        {...loaderData}
      />
    </>
  );
}
