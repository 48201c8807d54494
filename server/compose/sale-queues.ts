import type { MailQueue } from "../outbox/worker.ts";
import { waitListService } from "../wait-list/service.ts";
import { waitingRoom } from "../waiting-room/service.ts";
import { waitingRoomDesk } from "../waiting-room/team-desk.ts";
import { hourMs, minuteMs, type Built } from "./deps.ts";
import type { ticketShopFor } from "./tickets.ts";

/** How often the waiting room admits the next people (docs/decisions/0037-waiting-room.md). */
const admissionMs = 1000;
/** How often the wait lists pass released and lapsed tickets on (docs/decisions/0046-wait-list.md). */
const waitListMs = 5000;
/** How often the shop is asked for tickets back on sold-out packages with people in line. */
const waitListReturnsMs = 10_000;
/** How often the wait lists of a season whose party is over are looked for (and closed). */
const waitListSeasonMs = 10 * minuteMs;

/**
 * The lines for tickets: the waiting room at a sale start (with the team's desk) and the wait
 * lists of sold-out packages, with their jobs.
 */
export function saleQueues(
  built: Built,
  mail: MailQueue,
  { ticketShop, shopCalls }: Pick<ReturnType<typeof ticketShopFor>, "ticketShop" | "shopCalls">,
) {
  const { db, clock, config, content, keys, jobs, log } = built;
  const room = waitingRoom({
    db,
    clock,
    config,
    content,
    ticketShop,
    mail,
    formKey: keys.form,
    log,
  });
  // Every instance runs it; the admission itself happens once (waiting-room/admission.ts).
  jobs.schedule({ name: "Waiting room admission", everyMs: admissionMs, run: room.tick });
  // Wait lists spend the shop's calls after admissions and availability.
  const waitList = waitListService({
    db,
    clock,
    config,
    content,
    mail,
    ticketShop: ticketShop.vouchersAt("low"),
  });
  // Every instance runs it; each ticket goes out once (wait-list/service.ts offerNext).
  const waitListJob = jobs.schedule({
    name: "Wait list vouchers",
    everyMs: waitListMs,
    run: waitList.tick,
  });
  // Cancellations in the shop: tickets back go to the list (each once, whichever instance asks).
  jobs.schedule({
    name: "Wait list returns",
    everyMs: waitListReturnsMs,
    run: async () => {
      if ((await waitList.takeReturns()) > 0) waitListJob.runSoon();
    },
  });
  // Once a city's party is over, its season's lists close and their addresses go (each list once,
  // whichever instance gets there first).
  jobs.schedule({
    name: "Wait list season end",
    everyMs: waitListSeasonMs,
    run: waitList.closeEndedSeasons,
  });
  // A day after someone left a wait list, their address goes (whichever instance gets there).
  jobs.schedule({ everyMs: hourMs, name: "Wait list leavers", run: waitList.forgetLeavers });
  return {
    waitingRoom: room,
    waitList: { ...waitList, nudge: waitListJob.runSoon },
    waitingRoomDesk: waitingRoomDesk({ db, clock, content, waitingRoom: room, shopCalls }),
  };
}
