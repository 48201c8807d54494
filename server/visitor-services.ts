import { randomBytes } from "node:crypto";
import { join } from "node:path";
import type { ContentStore } from "../core/content/store.ts";
import { saleStartInstant } from "../core/ticket-sale.ts";
import type { Clock } from "./clock.ts";
import type { Config } from "./config.ts";
import { purgeEndedWindows } from "./db/hit-counts.ts";
import type { Db } from "./db/schema.ts";
import { contactService, type ContactService } from "./contact/service.ts";
import { createOutbox, type Outbox } from "./mail/outbox.ts";
import { fileTransport, smtpTransport } from "./mail/transports.ts";
import { createMailWorker, mailPollMs, type MailQueue, type MailWorker } from "./mail/worker.ts";
import type { Scheduler } from "./jobs/scheduler.ts";
import { newsletterService, type NewsletterService } from "./newsletter/service.ts";
import { newsletterDispatch } from "./newsletter/dispatch.ts";
import { createIbanCipher } from "./resale/iban-cipher.ts";
import { resaleService, type ResaleService } from "./resale/service.ts";
import type { SiteKeys } from "./site-keys.ts";
import { telegramTransport } from "./telegram/bot-api.ts";
import { telegramDispatch, type TelegramDispatch } from "./telegram/dispatch.ts";
import { statisticsCounters, type StatisticsCounters } from "./statistics/counters.ts";
import type { TicketShop } from "./ticket-shop/port.ts";
import { pretixShop, type PretixOptions } from "./ticket-shop/pretix.ts";
import {
  createSimulatedPretix,
  type SimulatedEvent,
  type SimulatedPretix,
} from "./ticket-shop/simulated-pretix.ts";

/** Where the simulated shop is mounted when PRETIX_URL is not set. */
export const simulatedShopPath = "/simulated-shop";

/** Mail, newsletter, contact, resale, ticket shop and statistics: the visitor flows' services. */
export interface VisitorServices {
  /**
   * Features queue mail through it and nudge() it after committing; tests, whose jobs never start,
   * send with runOnce().
   */
  mail: MailQueue & Pick<MailWorker, "runOnce">;
  /** The queued mails (bodies encrypted); tests read what would be sent. */
  outbox: Outbox;
  newsletter: NewsletterService;
  /** The postcard from the contact page. */
  contact: ContactService;
  resale: ResaleService;
  ticketShop: TicketShop;
  /** The stand-in shop, mounted at /simulated-shop/ when no pretix is configured. */
  simulatedShop: SimulatedPretix | undefined;
  statistics: StatisticsCounters;
  /** The listed posts changed (a team post saved): the dispatch plans its next round anew. */
  postsChanged(): void;
  /** Posts to the association's Telegram channel; only with TELEGRAM_BOT_TOKEN. */
  telegram: TelegramDispatch | undefined;
}

/**
 * The simulated shop has one event per configured slug, and the slug at position N mirrors the hub
 * whose packages sell through ticketShopId N (the default hub where none does): its presale starts
 * at that hub's ticket sale start (no start yet: not live), and each of its packages is a product
 * (its ticketShopItemId) with a quota of the same id (free packages, i.e. reservations, unlimited).
 */
export function simulatedEvents(config: Config, content: ContentStore): SimulatedEvent[] {
  return config.PRETIX_EVENT.split(",").map((slug, ticketShopId) => {
    const selling = Object.values(content).find((hubContent) =>
      hubContent.packages.packages.some((pkg) => pkg.ticketShopId === ticketShopId),
    );
    const { hub, packages } = selling ?? content[config.DEFAULT_HUB];
    const start = saleStartInstant(hub);
    const offered = packages.packages.filter(
      (pkg) => !pkg.disabled && (!selling || pkg.ticketShopId === ticketShopId),
    );
    const quotas = offered.map((pkg) => ({
      id: pkg.ticketShopItemId,
      name: pkg.title.de,
      size: pkg.price === 0 ? null : pkg.fullSize ? 120 : 80,
      paid_orders: pkg.soldOut ? (pkg.fullSize ? 120 : 80) : 0,
      pending_orders: 0,
    }));
    return {
      slug,
      name: hub.nextParty?.title.en ?? hub.signTitle.en,
      items: offered.map((pkg) => ({
        id: pkg.ticketShopItemId,
        name: pkg.title.en,
        price: pkg.price,
      })),
      live: start !== null,
      presale_start: start ? start.toISOString() : null,
      presale_end: null,
      quotas,
    };
  });
}

/**
 * Where the pretix adapter connects: the configured pretix, or else the stand-in, which it then
 * talks to in-process (the same code path as with a real pretix).
 */
function shopConnection(
  config: Config,
  content: ContentStore,
): Pick<PretixOptions, "baseUrl" | "token" | "fetch"> & { simulatedShop?: SimulatedPretix } {
  if (config.PRETIX_URL && config.PRETIX_TOKEN) {
    return { baseUrl: config.PRETIX_URL, token: config.PRETIX_TOKEN };
  }
  const baseUrl = `${config.PUBLIC_URL}${simulatedShopPath}`;
  const token = randomBytes(16).toString("hex");
  const simulatedShop = createSimulatedPretix({
    organizer: config.PRETIX_ORGANIZER,
    token,
    events: simulatedEvents(config, content),
    publicBaseUrl: baseUrl,
    siteUrl: config.PUBLIC_URL,
  });
  return { baseUrl, token, fetch: simulatedShop.fetch, simulatedShop };
}

const hourMs = 3_600_000;

/** What every service is built from (server/services.ts composes them). */
export interface ServiceDeps {
  config: Config;
  clock: Clock;
  content: ContentStore;
  db: Db;
  log?: Pick<Console, "log" | "error">;
  /** The form and resale keys (see siteKeys in server/site-keys.ts); tests pass throw-away ones. */
  keys: SiteKeys;
  /** Runs the background jobs; by default one with the standard back-off (server/jobs/retry.ts). */
  jobs?: Scheduler;
}

/**
 * Builds the visitor flows' services and schedules their background jobs on `jobs`: mail delivery
 * (nudged when a feature queued mail), the newsletter posts' dispatch and the hourly purges.
 */
export function createVisitorServices(
  deps: ServiceDeps & Required<Pick<ServiceDeps, "jobs">>,
): VisitorServices & { close(): Promise<void> } {
  const { config, clock, content, db, jobs, log = console } = deps;

  const outbox = createOutbox(deps.keys.form);
  const telegram =
    config.TELEGRAM_BOT_TOKEN && config.TELEGRAM_CHANNEL_ID
      ? {
          chatId: config.TELEGRAM_CHANNEL_ID,
          transport: telegramTransport({
            apiUrl: config.TELEGRAM_API_URL,
            token: config.TELEGRAM_BOT_TOKEN,
          }),
        }
      : undefined;
  const delivery = createMailWorker({
    db,
    outbox,
    channels: telegram ? { telegram: telegram.transport } : {},
    transport: config.SMTP_URL
      ? smtpTransport(config.SMTP_URL)
      : fileTransport(join(config.dataDir, "outbox"), (line) => log.log(line)),
    defaultFrom: config.MAIL_FROM,
    log,
  });
  const deliveryJob = jobs.schedule({
    name: "Mail delivery",
    everyMs: mailPollMs,
    run: delivery.runOnce,
  });
  const mail = { ...delivery, nudge: deliveryJob.runSoon };

  const { simulatedShop, ...connection } = shopConnection(config, content);
  const ticketShop = pretixShop({
    ...connection,
    organizer: config.PRETIX_ORGANIZER,
    events: config.PRETIX_EVENT.split(","),
    cacheMs: config.PRETIX_CACHE_MS,
    clock,
    log,
  });

  const ibanCipher = createIbanCipher(deps.keys.resale);
  const resale = resaleService({ db, clock, config, content, ibanCipher, mail });
  const newsletter = newsletterService({ db, clock, config, content, mail });
  const dispatch = newsletterDispatch({ db, clock, config, content, mail });
  const channel = telegram
    ? telegramDispatch({ db, clock, config, content, chatId: telegram.chatId, outbox, mail })
    : undefined;
  const contact = contactService({ db, config, content, mail });
  const statistics = statisticsCounters(db, { log });

  // Posts go out by mail and to the channel at their posted time (each job sleeps until the
  // next one is due, and runs at once when the posts changed).
  const postJobs = [
    jobs.schedule({
      name: "Newsletter dispatch",
      everyMs: dispatch.nextRunIn,
      run: dispatch.sendDue,
    }),
    ...(channel
      ? [
          jobs.schedule({
            name: "Telegram dispatch",
            everyMs: channel.nextRunIn,
            run: channel.sendDue,
          }),
        ]
      : []),
  ];
  const hourly = { everyMs: hourMs };
  jobs.schedule({ ...hourly, name: "Resale purge", run: resale.purgeUnconfirmed });
  jobs.schedule({ ...hourly, name: "Newsletter purge", run: newsletter.purgeUnconfirmed });
  jobs.schedule({ ...hourly, name: "Statistics purge", run: () => statistics.purge(clock.now()) });
  jobs.schedule({
    ...hourly,
    name: "Rate-limit purge",
    run: () => purgeEndedWindows(db, clock.now()),
  });
  jobs.schedule({ ...hourly, name: "Sent mail purge", run: delivery.purgeSent });

  return {
    mail,
    outbox,
    newsletter,
    contact,
    resale,
    ticketShop,
    simulatedShop,
    statistics,
    telegram: channel,
    postsChanged() {
      for (const job of postJobs) job.runSoon();
    },
    close: () => statistics.close(),
  };
}
