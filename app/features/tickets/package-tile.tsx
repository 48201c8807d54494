import { Link } from "react-router";
import type { CalendarDate } from "../../../core/content/common.ts";
import type { TicketPackage } from "../../../core/content/packages.ts";
import type { Localized } from "../../../core/locale.ts";
import { formatDate, formatPrice } from "../../../core/format.ts";
import { ticketPageLinks, waitListPath } from "../../../core/site-links.ts";
import type { PackageOffer } from "../../../core/ticket-sale.ts";
import { useLocale, useMessages } from "../../i18n/messages.ts";
import { ticketMessages } from "./ticket.messages.ts";

export interface TileParty {
  id: number;
  title: Localized;
  date: CalendarDate;
}

/** Where a package's buy link leads: the ticket-shop redirect proxy, naming the package. */
export function orderPath(pkg: Pick<TicketPackage, "ticketShopId" | "id">): string {
  return `/ticket/order/${pkg.ticketShopId}?package=${encodeURIComponent(pkg.id)}`;
}

/** A button that cannot be used yet, described by the note that says why. */
function DisabledAction({ label, note, noteId }: { label: string; note: string; noteId: string }) {
  return (
    <>
      <button type="button" className="button button-primary" disabled aria-describedby={noteId}>
        {label}
      </button>
      <p className="ticket-action-note" id={noteId}>
        {note}
      </p>
    </>
  );
}

/**
 * One ticket package: title, description, price and what it offers right now (spec section 4).
 * `saleStartText` is the formatted sale start, or null while no date is set. A package with a
 * registration window is a registration, not a purchase: its button says so and the window shows.
 */
export function PackageTile({
  pkg,
  offer,
  saleStartText,
  windowText,
  parties,
  teamAction,
  waitingRoom = false,
}: {
  pkg: TicketPackage;
  offer: PackageOffer;
  saleStartText: string | null;
  /** The formatted registration window of a registration package. */
  windowText?: { opens: string; closes: string };
  parties: TileParty[];
  /** A logged-in team member's own buy link (app/features/tickets/team-tickets.tsx). */
  teamAction?: React.ReactNode;
  /** The waiting room is open before the sale start: the button leads into it. */
  waitingRoom?: boolean;
}) {
  const t = useMessages(ticketMessages);
  const locale = useLocale();
  const titleId = `package-${pkg.id}`;
  const noteId = `package-${pkg.id}-note`;
  const title = pkg.title[locale];
  const className = ["ticket-tile", pkg.accentClass, pkg.fullSize ? "ticket-tile-full" : ""]
    .filter(Boolean)
    .join(" ");

  const name = pkg.shortTitle[locale];
  const label = windowText ? t("register", { name }) : t("buyPackage", { name });
  const windowNote = windowText && t("registrationWindow", windowText);

  let action: React.ReactNode;
  switch (offer) {
    case "buy":
      action = (
        <>
          <a
            className="button button-primary ticket-buy"
            href={orderPath(pkg)}
            aria-describedby={windowNote ? noteId : undefined}
          >
            {label}
          </a>
          {windowNote && (
            <p className="ticket-action-note" id={noteId}>
              {windowNote}
            </p>
          )}
        </>
      );
      break;
    case "available-soon":
      action = waitingRoom ? (
        <>
          <a
            className="button button-primary ticket-buy"
            href={orderPath(pkg)}
            aria-describedby={noteId}
          >
            {t("enterWaitingRoom")}
          </a>
          <p className="ticket-action-note" id={noteId}>
            {saleStartText && t("pendingFrom", { start: saleStartText })}
          </p>
        </>
      ) : (
        <DisabledAction
          label={windowText ? label : t("availableSoon")}
          note={
            windowNote ??
            (saleStartText ? t("pendingFrom", { start: saleStartText }) : t("pendingUnknown"))
          }
          noteId={noteId}
        />
      );
      break;
    case "closed":
      action = (
        <DisabledAction
          label={label}
          note={[t("registrationClosed"), windowNote].filter(Boolean).join(" ")}
          noteId={noteId}
        />
      );
      break;
    case "sold-out":
      // Each sold-out package has its wait list: tickets that come back go to it in turn.
      action = (
        <>
          <p className="ticket-sold-out">
            <strong>{t("soldOut")}</strong> {t("soldOutText")}
          </p>
          <Link
            className="button button-secondary"
            to={waitListPath(pkg.id)}
            aria-describedby={`${titleId} ${noteId}`}
          >
            {t("waitList")}
          </Link>
          <p className="ticket-action-note" id={noteId}>
            {t("waitListText")}
          </p>
          <Link className="ticket-news-link" to={ticketPageLinks.newsletter}>
            {t("newsDates")}
          </Link>
        </>
      );
      break;
    case "disabled":
      action = <DisabledAction label={label} note={t("disabledText")} noteId={noteId} />;
      break;
    case "over":
      action = <DisabledAction label={t("saleOver")} note={t("saleOverText")} noteId={noteId} />;
      break;
  }

  return (
    <article
      className={className}
      aria-labelledby={titleId}
      data-testid="package-tile"
      data-offer={offer}
    >
      <div className="ticket-tile-head">
        <h3 id={titleId}>{title}</h3>
        <p className="ticket-price">
          <span className="ticket-price-label">{t("price")}</span>{" "}
          <span className="ticket-price-value">
            {pkg.price === 0 ? t("free") : formatPrice(pkg.price, locale)}
          </span>
        </p>
      </div>
      <ul className="ticket-description">
        {pkg.description[locale].map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {parties.length > 0 && (
        <p className="ticket-parties">
          <span>{t("includes")}:</span>{" "}
          {parties.map((party, index) => (
            <span key={party.id} className="ticket-party">
              {index > 0 && " · "}
              {party.title[locale]} ({formatDate(party.date, locale, "weekday")})
            </span>
          ))}
        </p>
      )}
      <div className="ticket-action">
        {action}
        {teamAction}
      </div>
    </article>
  );
}
