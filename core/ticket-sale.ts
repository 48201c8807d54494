import { agendaTimes } from "./agenda-times.ts";
import type { CalendarDate } from "./content/common.ts";
import type { Agenda, EventsFile } from "./content/events.ts";
import type { Hub } from "./content/hub.ts";
import type { TicketPackage } from "./content/packages.ts";
import type { Localized } from "./locale.ts";
import { zonedInstant, type WallClock } from "./time.ts";

export function saleStartInstant(hub: Pick<Hub, "ticketSaleStart" | "timeZone">): Date | null {
  return hub.ticketSaleStart ? zonedInstant(hub.ticketSaleStart, hub.timeZone) : null;
}

/**
 * 'closed': shop closed (sold-out notice on); 'unknown': no sale date yet;
 * 'pending': before the start instant; 'active': from the start instant on; 'over': the hub's
 * party weekend is over, so is its sale.
 */
export type SaleState = "closed" | "unknown" | "pending" | "active" | "over";

export function saleState(soldOutNotice: boolean, saleStart: Date | null, now: Date): SaleState {
  if (soldOutNotice) return "closed";
  if (!saleStart) return "unknown";
  return now.getTime() >= saleStart.getTime() ? "active" : "pending";
}

const sameDay = (a: CalendarDate, b: CalendarDate) =>
  a.year === b.year && a.month === b.month && a.day === b.day;

/**
 * When a dated day of the schedule is over: at the end of its agendas' last entries (a party
 * night ends the next morning), or, with no agenda on that day, at midnight after it; in the
 * hub's zone.
 */
export function dayOverAt(date: CalendarDate, agendas: readonly Agenda[], timeZone: string): Date {
  const ends = agendas
    .filter((agenda) => sameDay(agenda.date, date))
    .map((agenda) => agendaTimes(agenda)?.end ?? { ...date, day: date.day + 1, hour: 0, minute: 0 })
    .map((end) => zonedInstant(end, timeZone).getTime());
  const midnight = zonedInstant({ ...date, day: date.day + 1 }, timeZone).getTime();
  return new Date(ends.length > 0 ? Math.max(...ends) : midnight);
}

/**
 * The one rule for "over": the hub's party weekend (its next party's day and the days of the
 * parties its packages sell) is over when its last day is over (dayOverAt).
 */
export function weekendOverAt(
  hub: Pick<Hub, "nextParty" | "timeZone">,
  events: Pick<EventsFile, "parties" | "agendas">,
): Date | null {
  if (!hub.nextParty) return null;
  const days = [hub.nextParty.start, ...events.parties.map((party) => party.date)];
  return new Date(
    Math.max(...days.map((day) => dayOverAt(day, events.agendas, hub.timeZone).getTime())),
  );
}

/**
 * What the sale depends on, serialisable (instants as ISO strings): the server reads it from the
 * content, the pages get it with the layout's data and apply hubSale on their ticking clock.
 */
export interface SaleFacts {
  ticketsEnabled: boolean;
  soldOutNotice: boolean;
  saleStart: string | null;
  weekend: (NonNullable<Hub["nextParty"]> & { overAt: string }) | null;
  /** The schedule's upcoming dates with the instant each is over (null: TBD, never over). */
  upcoming: (Hub["upcoming"][number] & { overAt: string | null })[];
}

type SaleContent = {
  hub: Pick<
    Hub,
    "ticketsEnabled" | "soldOutNotice" | "ticketSaleStart" | "timeZone" | "nextParty" | "upcoming"
  >;
  events: Pick<EventsFile, "parties" | "agendas">;
};

/**
 * The facts per hub and events object: content is validated once and never changed in place
 * (a change replaces the object), and deriving the instants from the wall clocks was a tenth of
 * the availability call at the sale start (docs/decisions/0054-…).
 */
const factsOf = new WeakMap<
  SaleContent["hub"],
  { events: SaleContent["events"]; facts: SaleFacts }
>();

export function saleFacts(content: SaleContent): SaleFacts {
  const known = factsOf.get(content.hub);
  if (known?.events === content.events) return known.facts;
  const facts = deriveSaleFacts(content);
  factsOf.set(content.hub, { events: content.events, facts });
  return facts;
}

function deriveSaleFacts(content: SaleContent): SaleFacts {
  const { hub, events } = content;
  const overAt = weekendOverAt(hub, events);
  return {
    ticketsEnabled: hub.ticketsEnabled,
    soldOutNotice: hub.soldOutNotice,
    saleStart: saleStartInstant(hub)?.toISOString() ?? null,
    weekend: hub.nextParty && overAt && { ...hub.nextParty, overAt: overAt.toISOString() },
    upcoming: hub.upcoming.map((entry) => ({
      ...entry,
      overAt: entry.date && dayOverAt(entry.date, events.agendas, hub.timeZone).toISOString(),
    })),
  };
}

/** The party a hub announces: its own weekend, a later dated one, or one still to be dated. */
export interface NextParty {
  title: Localized;
  /** Its day (with the start hour for the hub's weekend); null: 'Termin folgt' / TBD. */
  date: WallClock | null;
  /** The guests' entry hours, known for the hub's own weekend. */
  entry: NonNullable<Hub["nextParty"]>["entry"] | null;
  /** The hub's own weekend, the one its packages sell. */
  current: boolean;
  /** Where it takes place: its entry in the schedule's upcoming dates (the weekend's by its day). */
  venue: string | null;
}

export interface HubSale {
  state: SaleState;
  saleStart: Date | null;
  /** What the site announces as the next party; null when it knows of none. */
  next: NextParty | null;
  /** The hub's weekend is set and not over. */
  partyAhead: boolean;
  /** The sale is open: the ticket entry and buttons lead to the shop. */
  ticketsAvailable: boolean;
  /** Resale offers and requests are open: from the sale on, also once sold out, until it is over. */
  resaleOpen: boolean;
  /** The schedule's dates not over yet. */
  upcoming: SaleFacts["upcoming"];
}

const isOver = (at: string | null, now: Date) => at !== null && now.getTime() >= Date.parse(at);

/**
 * The one function that decides, for pages, sale bar, API and jobs alike, which party comes next
 * and what its sale is at `now`. Once the weekend is over the hub moves on to its next dated
 * upcoming entry, else to one still to be dated (TBD).
 */
export function hubSale(facts: SaleFacts, now: Date): HubSale {
  const { state, saleStart, partyAhead } = saleNow(facts, now);
  const { weekend } = facts;
  const upcoming = facts.upcoming.filter((entry) => !isOver(entry.overAt, now));
  const later = upcoming.find((entry) => entry.date) ?? upcoming.find((entry) => !entry.date);
  let next: NextParty | null = null;
  if (partyAhead && weekend) {
    const day = facts.upcoming.find((entry) => entry.date && sameDay(entry.date, weekend.start));
    next = {
      title: weekend.title,
      date: weekend.start,
      entry: weekend.entry,
      current: true,
      venue: day?.location ?? null,
    };
  } else if (later)
    next = {
      title: later.title,
      date: later.date,
      entry: null,
      current: false,
      venue: later.location,
    };
  return {
    state,
    saleStart,
    next,
    partyAhead,
    ticketsAvailable: facts.ticketsEnabled && partyAhead && state === "active",
    resaleOpen: facts.ticketsEnabled && partyAhead && (state === "active" || state === "closed"),
    upcoming,
  };
}

/**
 * hubSale's sale alone, without the next party and the schedule: what the availability call
 * needs on every click at the sale start.
 */
export function saleNow(
  facts: SaleFacts,
  now: Date,
): Pick<HubSale, "state" | "saleStart" | "partyAhead"> {
  const saleStart = facts.saleStart ? new Date(facts.saleStart) : null;
  const { weekend } = facts;
  const partyAhead = weekend !== null && !isOver(weekend.overAt, now);
  const state = weekend && !partyAhead ? "over" : saleState(facts.soldOutNotice, saleStart, now);
  return { state, saleStart, partyAhead };
}

/** hubSale straight from a hub's content, on the server. */
export function hubSaleAt(content: SaleContent, now: Date): HubSale {
  return hubSale(saleFacts(content), now);
}

/** A registration package's window as instants, or null for a purchase. */
export function registrationWindow(
  pkg: Pick<TicketPackage, "registrationWindow">,
  timeZone: string,
): { opens: Date; closes: Date } | null {
  const window = pkg.registrationWindow;
  if (!window) return null;
  return {
    opens: zonedInstant(window.opens, timeZone),
    closes: zonedInstant(window.closes, timeZone),
  };
}

/**
 * What a package offers at `now` (spec section 4), the same on the tile and in the availability
 * call: 'over' once the weekend is; 'available-soon' before its start (the hub's sale start,
 * none with ignoreTicketSaleStart, or its registration window's opening), 'closed' after a
 * registration window. Packages that skip the sale start still need a sale set up (a start date:
 * before it the shop is not live), and are never 'available soon': until then their button is
 * disabled.
 */
export type PackageOffer = "over" | "sold-out" | "disabled" | "available-soon" | "closed" | "buy";

export function packageOffer(
  pkg: Pick<TicketPackage, "soldOut" | "disabled" | "ignoreTicketSaleStart" | "registrationWindow">,
  state: SaleState,
  now: Date,
  timeZone: string,
): PackageOffer {
  if (state === "over") return "over";
  if (pkg.soldOut || state === "closed") return "sold-out";
  if (pkg.disabled) return "disabled";
  if (state === "unknown") return followsSaleStart(pkg) ? "available-soon" : "disabled";
  const window = registrationWindow(pkg, timeZone);
  if (window) {
    if (now.getTime() < window.opens.getTime()) return "available-soon";
    return now.getTime() < window.closes.getTime() ? "buy" : "closed";
  }
  if (state !== "active" && !pkg.ignoreTicketSaleStart) return "available-soon";
  return "buy";
}

/** Whether the shop's own sale start applies to a package (not to early or registration ones). */
export function followsSaleStart(
  pkg: Pick<TicketPackage, "ignoreTicketSaleStart" | "registrationWindow">,
): boolean {
  return !pkg.ignoreTicketSaleStart && !pkg.registrationWindow;
}

/** Spec: the clock ticks every 300 ms. */
export const tickMs = 300;

/** Countdown parts: days and hours when at least one day is left, otherwise hh:mm:ss. */
export function countdownParts(
  msLeft: number,
): { kind: "days"; days: number; hours: number } | { kind: "clock"; text: string } {
  const total = Math.max(0, Math.floor(msLeft / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  if (days >= 1) return { kind: "days", days, hours };
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    kind: "clock",
    text: `${pad(hours)}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`,
  };
}
