import { resalePackages } from "../../core/resale-packages.ts";
import { hubSiteUrl } from "../outbox/links.ts";
import type { MailQueue } from "../outbox/worker.ts";
import { createIbanCipher } from "../resale/iban-cipher.ts";
import { resaleMatching } from "../resale/matching.ts";
import { reissuePollMs, resaleReissues } from "../resale/reissue.ts";
import { resaleService } from "../resale/service.ts";
import { resaleAdmin } from "../resale/team-desk.ts";
import type { TicketReissuer } from "../tickets/shop-port.ts";
import { hourMs, minuteMs, type Built } from "./deps.ts";

/** How often unpaid resale matches are checked against their payment window. */
const matchExpiryMs = 5 * minuteMs;

/** The ticket exchange: visitors' offers and requests, the team's desk, matching and its jobs. */
export function resaleDesk(built: Built, mail: MailQueue, reissuer: TicketReissuer) {
  const { db, clock, config, content, keys, jobs, log } = built;
  const reissues = resaleReissues({ db, shop: reissuer, log });
  const reissueJob = jobs.schedule({
    name: "Resold ticket re-issue",
    everyMs: reissuePollMs,
    run: reissues.runOnce,
  });
  const resale = resaleService({
    db,
    clock,
    config,
    content,
    ibanCipher: createIbanCipher(keys.resale),
    mail,
  });
  const matching = resaleMatching({
    db,
    mail,
    payment: {
      account: {
        holder: config.ASSOCIATION_ACCOUNT_HOLDER,
        iban: config.ASSOCIATION_IBAN,
        bic: config.ASSOCIATION_BIC,
      },
    },
    site: (hubId, locale) => ({
      name: content[hubId].hub.signTitle[locale],
      timeZone: content[hubId].hub.timeZone,
    }),
    resalePackages: (hubId) => resalePackages(content[hubId]),
  });
  const desk = resaleAdmin({
    db,
    clock,
    readIban: resale.readIban,
    site: (hubId, locale) => ({
      name: content[hubId].hub.signTitle[locale],
      ticketPageUrl: `${hubSiteUrl(config, hubId)}/ticket`,
    }),
    mail,
    matching,
    shop: {
      reissuer,
      ticketShopIds: (hubId) => content[hubId].packages.packages.map((pkg) => pkg.ticketShopId),
      resalePackages: (hubId) => resalePackages(content[hubId]),
    },
    reissues: { enqueue: reissues.enqueue, retry: reissues.retry, nudge: reissueJob.runSoon },
  });
  jobs.schedule({ everyMs: hourMs, name: "Resale purge", run: resale.purgeUnconfirmed });
  // Unpaid resale matches past their payment window: the offer goes to the next request.
  jobs.schedule({
    name: "Resale match expiry",
    everyMs: matchExpiryMs,
    run: () => matching.expireUnpaidMatches(clock.now()),
  });
  return { resale, resaleAdmin: desk, resaleMatching: matching, resaleReissues: reissues };
}
