import type { Hub } from "./content/hub.ts";
import type { TicketPackage } from "./content/packages.ts";
import { zonedInstant } from "./time.ts";

export function saleStartInstant(hub: Pick<Hub, "ticketSaleStart" | "timeZone">): Date | null {
  return hub.ticketSaleStart ? zonedInstant(hub.ticketSaleStart, hub.timeZone) : null;
}

/**
 * 'closed': shop closed (sold-out notice on); 'unknown': no sale date yet;
 * 'pending': before the start instant; 'active': from the start instant on.
 */
export type SaleState = "closed" | "unknown" | "pending" | "active";

export function saleState(soldOutNotice: boolean, saleStart: Date | null, now: Date): SaleState {
  if (soldOutNotice) return "closed";
  if (!saleStart) return "unknown";
  return now.getTime() >= saleStart.getTime() ? "active" : "pending";
}

/** Parties end in the early morning: until then the party's hub still has its dated event. */
const partyLastsMs = 12 * 3_600_000;

/** True while the hub's next party is set and not over (a city without one hides sale and facts). */
export function partyAhead(partyStart: Date | null, now: Date): boolean {
  return partyStart !== null && now.getTime() < partyStart.getTime() + partyLastsMs;
}

export function partyStartInstant(hub: Pick<Hub, "nextParty" | "timeZone">): Date | null {
  return hub.nextParty ? zonedInstant(hub.nextParty.start, hub.timeZone) : null;
}

/**
 * Resale (offers and requests between visitors) needs a sale: it opens with the sale and stays
 * open once the shop is sold out, until the party is over.
 */
export function resaleOpen(state: SaleState, ahead: boolean): boolean {
  return ahead && (state === "active" || state === "closed");
}

/** resaleOpen for a hub at an instant: what the ticket page shows and the resale API accepts. */
export function hubResaleOpen(
  hub: Pick<Hub, "ticketsEnabled" | "soldOutNotice" | "ticketSaleStart" | "timeZone" | "nextParty">,
  now: Date,
): boolean {
  const state = saleState(hub.soldOutNotice, saleStartInstant(hub), now);
  return hub.ticketsEnabled && resaleOpen(state, partyAhead(partyStartInstant(hub), now));
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
 * call: 'available-soon' before its start (the hub's sale start, none with
 * ignoreTicketSaleStart, or its registration window's opening), 'closed' after a registration
 * window.
 */
export type PackageOffer = "sold-out" | "disabled" | "available-soon" | "closed" | "buy";

export function packageOffer(
  pkg: Pick<TicketPackage, "soldOut" | "disabled" | "ignoreTicketSaleStart" | "registrationWindow">,
  state: SaleState,
  now: Date,
  timeZone: string,
): PackageOffer {
  if (pkg.soldOut || state === "closed") return "sold-out";
  if (pkg.disabled) return "disabled";
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
