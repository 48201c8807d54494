import { data, Link } from "react-router";
import { formatDateTime } from "../../../core/format.ts";
import { siteContext } from "../../site-context.ts";
import { followsSaleStart, packageOffer, registrationWindow } from "../../../core/ticket-sale.ts";
import { ticketAnchors } from "../../../core/site-links.ts";
import { resalePackages } from "../../../core/resale-packages.ts";
import { waitingRoomAhead } from "../../../core/waiting-room.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { TextListSection } from "../../components/text-list.tsx";
import { PackageTile, type TileParty } from "./package-tile.tsx";
import { SoldOutNotice } from "./sold-out-notice.tsx";
import { TicketIntro } from "./ticket-intro.tsx";
import { ticketMessages } from "./ticket.messages.ts";
import type { HubSaleState } from "../../hooks/use-sale-state.ts";
import { useLocale, useMessages } from "../../i18n/messages.ts";
import { island } from "../../islands/island.tsx";
import { RouteErrorBoundary } from "../../layout/error-page.tsx";
import { SalePhases } from "../../layout/sale-phases.tsx";
import type { ReadingPageHandle } from "../../reading-page/reading-page.ts";
import { useLayoutData } from "../../hooks/use-layout-data.ts";
import type { Route } from "./+types/ticket";

/**
 * A reading page: the parts that follow the sale switch at their instants (SalePhases), and the
 * resale forms hydrate as an island when the visitor reaches for them.
 */
export const handle = { readingPage: true, islands: "forms" } satisfies ReadingPageHandle;

/** Below the packages: its code and schemas load when the visitor reaches for them. */
const ResaleForms = island(
  "forms",
  "resale-forms",
  async () => (await import("../resale/resale-forms.tsx")).ResaleForms,
);

/** The team's banner and buy links: they show only for a logged-in member (team-islands.ts). */
const TeamTicketBanner = island(
  "team",
  "team-ticket-banner",
  async () => (await import("./team-tickets.tsx")).TeamTicketBanner,
);
const TeamBuyLink = island(
  "team",
  "team-buy-link",
  async () => (await import("./team-tickets.tsx")).TeamBuyLink,
);

export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { hub, packages, events, pages } = site.content[site.hubId];
  // Spec: the ticket page exists only while the hub's ticket feature flag is on.
  if (!hub.ticketsEnabled) throw data(null, { status: 404 });
  const parties = new Map<number, TileParty>(
    events.parties.map(({ id, title, date }) => [id, { id, title, date }]),
  );
  return {
    tilesPerRow: packages.tilesPerRow,
    notes: packages.notes,
    packages: packages.packages.map((pkg) => ({
      pkg,
      parties: pkg.partyIds.flatMap((id) => parties.get(id) ?? []),
    })),
    resalePackages: resalePackages(site.content[site.hubId]),
    hotel: pages.hotel
      ? { title: pages.hotel.title, teaser: pages.hotel.conditions[0] ?? null }
      : null,
  };
}

export default function Ticket({ loaderData }: Route.ComponentProps) {
  const t = useMessages(ticketMessages);
  const locale = useLocale();
  const { hub } = useLayoutData();
  const { hotel } = loaderData;
  // A registration package's tile changes when its window opens and closes.
  const windows = loaderData.packages.flatMap(({ pkg }) => {
    const window = registrationWindow(pkg, hub.timeZone);
    return window ? [window.opens, window.closes] : [];
  });

  return (
    <article className="ticket-page page-grid">
      <PageTitle>{t("title")}</PageTitle>
      <h1>{t("title")}</h1>
      <SalePhases alsoAt={windows}>
        {(sale) => <SaleParts sale={sale} packages={loaderData} />}
      </SalePhases>

      {loaderData.notes.length > 0 && (
        <TextListSection
          className="ticket-notes text-list"
          titleId="ticket-notes-title"
          title={t("notesTitle")}
          items={loaderData.notes}
        />
      )}

      {/* Resale needs a sale: none before it starts or in a city without one. Its own part, so
          no later phase of the packages replaces a form being filled in. */}
      <SalePhases>
        {({ resaleOpen }) =>
          resaleOpen && <ResaleForms packages={loaderData.resalePackages} wake="interaction" />
        }
      </SalePhases>

      {hotel && (
        <section className="ticket-hotel" aria-labelledby="ticket-hotel-title">
          <h2 id="ticket-hotel-title">{hotel.title[locale]}</h2>
          {hotel.teaser && <p>{hotel.teaser[locale]}</p>}
          <Link className="button button-secondary" to="/hotel">
            {t("hotelLink")}
          </Link>
        </section>
      )}
    </article>
  );
}

/**
 * What follows the sale: the team's banner, the sold-out notice, the intro and the packages,
 * whose tiles switch to 'buy' at the start instant.
 */
function SaleParts({
  sale: { state, now, saleStart, resaleOpen },
  packages: { packages, tilesPerRow },
}: {
  sale: HubSaleState;
  packages: Pick<Route.ComponentProps["loaderData"], "packages" | "tilesPerRow">;
}) {
  const t = useMessages(ticketMessages);
  const locale = useLocale();
  const { hub } = useLayoutData();
  const roomOpen = waitingRoomAhead(state, saleStart, now);
  const saleStartText = hub.ticketSaleStart ? formatDateTime(hub.ticketSaleStart, locale) : null;
  return (
    <>
      {state !== "over" && <TeamTicketBanner wake="stored-login" />}
      {state === "closed" && (
        <SoldOutNotice messengerGroup={hub.links.messengerGroup} exchangeOpen={resaleOpen} />
      )}
      <TicketIntro state={state} saleStartText={saleStartText} />

      {/* The packages come first, so a phone shows the first buy button without scrolling. */}
      <section
        id={ticketAnchors.packages}
        className="ticket-packages"
        aria-labelledby="ticket-packages-title"
      >
        <h2 id="ticket-packages-title">{t("packagesTitle")}</h2>
        <div
          className="ticket-grid"
          style={{ "--tiles-per-row": tilesPerRow } as React.CSSProperties}
        >
          {packages.map(({ pkg, parties }) => (
            <PackageTile
              key={pkg.id}
              pkg={pkg}
              offer={packageOffer(pkg, state, now, hub.timeZone)}
              waitingRoom={roomOpen && followsSaleStart(pkg)}
              saleStartText={saleStartText}
              windowText={
                pkg.registrationWindow && {
                  opens: formatDateTime(pkg.registrationWindow.opens, locale),
                  closes: formatDateTime(pkg.registrationWindow.closes, locale),
                }
              }
              parties={parties}
              // A party that is over is over for the team too.
              teamAction={
                state !== "over" && (
                  <TeamBuyLink wake="stored-login" ticketShopId={pkg.ticketShopId} />
                )
              }
            />
          ))}
        </div>
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
