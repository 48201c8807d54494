import type { HubId } from "../../core/content/common.ts";
import type { Locale } from "../../core/locale.ts";
import type { TeamMember } from "./audit.ts";
import type { WaitListDeps } from "./deps.ts";
import { entryView } from "./entry-view.ts";
import { confirm, join } from "./joining.ts";
import { forgetLeavers, leaveList, rejoinList } from "./leaving.ts";
import { takeReturns } from "./returns.ts";
import { close, closeEndedSeasons, release, reopen, setVoucherHours } from "./team-desk.ts";
import { changes, entries, figures, view } from "./team-view.ts";
import { offerNext, tick } from "./vouchers.ts";

/**
 * The wait lists of sold-out packages (docs/decisions/0046-wait-list.md): double opt-in, a
 * place in line, tickets the team releases offered one by one as single-use shop vouchers, a
 * voucher unused in time passing to the next in line, and leaving that can be undone for a day.
 * Its steps live beside it: joining, leaving, the team's desk and views, vouchers, shop returns.
 */
export function waitListService(deps: WaitListDeps) {
  const { db } = deps;
  return {
    join: (input: { hubId: HubId; packageId: string; email: string; locale: Locale }) =>
      join(deps, input),
    confirm: (id: string) => confirm(deps, id),
    /** The leave and rejoin pages' buttons, and what the pages show (leaving.ts, entry-view.ts). */
    leave: (id: string) => leaveList(deps, id),
    rejoin: (id: string) => rejoinList(deps, id),
    entry: (id: string) => entryView(deps, id),
    /** The job that deletes for good the addresses that left more than a day ago. */
    forgetLeavers: () => forgetLeavers(deps),
    release: (hubId: HubId, packageId: string, count: number, by: TeamMember) =>
      release(deps, hubId, packageId, count, by),
    setVoucherHours: (hubId: HubId, packageId: string, hours: number, by: TeamMember) =>
      setVoucherHours(deps, hubId, packageId, hours, by),
    close: (hubId: HubId, packageId: string, by: TeamMember) => close(deps, hubId, packageId, by),
    reopen: (hubId: HubId, packageId: string, by: TeamMember) => reopen(deps, hubId, packageId, by),
    view: (hubId: HubId, packageId: string) => view(deps, hubId, packageId),
    figures: (hubId: HubId) => figures(deps, hubId),
    changes: (hubId: HubId, limit?: number) => changes(deps, hubId, limit),
    entries: (hubId: HubId, packageId: string) => entries(deps, hubId, packageId),
    offerNext: (list: string, now: Date) => offerNext(db, list, now),
    tick: () => tick(deps),
    takeReturns: () => takeReturns(deps),
    closeEndedSeasons: () => closeEndedSeasons(deps),
  };
}

export type WaitListService = ReturnType<typeof waitListService>;
