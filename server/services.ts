import { resalePackages } from "../core/resale-packages.ts";
import { join } from "node:path";
import type { ContentStore } from "../core/content/store.ts";
import { createAuth, type AuthService } from "./auth/service.ts";
import { runningClockFrom, systemClock, type Clock } from "./clock.ts";
import type { Config } from "./config.ts";
import { contactService, type ContactService } from "./contact/service.ts";
import { loadContent } from "./content/load.ts";
import { openDatabase, type DatabaseOptions } from "./db/database.ts";
import { purgeEndedWindows } from "./db/hit-counts.ts";
import { isPostgres } from "./db/migrations/columns.ts";
import type { Db } from "./db/schema.ts";
import type { FormService } from "./forms/service.ts";
import { createForms } from "./forms/setup.ts";
import type { RateLimits } from "./http/rate-limit.ts";
import { createScheduler, type Scheduler } from "./jobs/scheduler.ts";
import { newsletterDispatch } from "./newsletter/post-dispatch.ts";
import { newsletterService, type NewsletterService } from "./newsletter/service.ts";
import { hubSiteUrl } from "./outbox/links.ts";
import { fileTransport, smtpTransport } from "./outbox/mail-transports.ts";
import { createOutbox, type Outbox } from "./outbox/outbox.ts";
import { telegramTransport } from "./outbox/telegram-transport.ts";
import { createMailWorker, mailPollMs, type MailQueue, type MailWorker } from "./outbox/worker.ts";
import { postImages, type PostImages } from "./posts/images.ts";
import { importMediaFolder } from "./posts/media-folder.ts";
import { teamPostStore, type TeamPostStore } from "./posts/store.ts";
import { openDataDirWarning } from "./private-files.ts";
import { telegramDispatch, type TelegramDispatch } from "./posts/telegram-dispatch.ts";
import { createIbanCipher } from "./resale/iban-cipher.ts";
import { resaleMatching, type ResaleMatching } from "./resale/matching.ts";
import { reissuePollMs, resaleReissues, type ResaleReissues } from "./resale/reissue.ts";
import { resaleService, type ResaleService } from "./resale/service.ts";
import { resaleAdmin, type ResaleAdmin } from "./resale/team-desk.ts";
import { siteKeys, type SiteKeys } from "./site-keys.ts";
import { testClockFor, type TestClock } from "./test-clock.ts";
import { statisticsCounters, type StatisticsCounters } from "./statistics/counters.ts";
import { pretixShop } from "./tickets/pretix.ts";
import { pretixReissuer } from "./tickets/pretix-reissue.ts";
import { shopCallBudget } from "./tickets/shop-call-budget.ts";
import type { TicketReissuer } from "./tickets/shop-port.ts";
import { shopConnection, simulatedShopPath } from "./tickets/shop-connection.ts";
import type { ShopCallBudget, TicketShop } from "./tickets/shop-port.ts";
import type { SimulatedPretix } from "./tickets/simulated-pretix.ts";
import { waitingRoom, type WaitingRoom } from "./waiting-room/service.ts";
import { waitListService, type WaitListService } from "./wait-list/service.ts";
import { waitingRoomDesk, type WaitingRoomDesk } from "./waiting-room/team-desk.ts";

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
/** Unverified submissions go after 24 h, card data after their read or 14 days: looked at this often. */
const formPurgeMs = 10 * minuteMs;
/** How often unpaid resale matches are checked against their payment window. */
const matchExpiryMs = 5 * minuteMs;
/** Unused post images are looked for hourly: their grace period is days. */
const imagePurgeMs = hourMs;
/** How often the waiting room admits the next people (docs/decisions/0037-waiting-room.md). */
const admissionMs = 1000;
/** How often the wait lists pass released and lapsed tickets on (docs/decisions/0046-wait-list.md). */
const waitListMs = 5000;
/** How often the shop is asked for tickets back on sold-out packages with people in line. */
const waitListReturnsMs = 10_000;
/** How often the wait lists of a season whose party is over are looked for (and closed). */
const waitListSeasonMs = 10 * minuteMs;
/** Other instances' post changes reach this one's pages within this long. */
export const postRefreshMs = 30_000;

/** Everything the routers and pages work with; built once by composeServices. */
export interface AppServices {
  config: Config;
  clock: Clock;
  content: ContentStore;
  db: Db;
  /**
   * The outbox's mail channel: features queue mail through it and nudge() it after committing;
   * tests, whose jobs never start, send with runOnce().
   */
  mail: MailQueue & Pick<MailWorker, "runOnce">;
  /** The queued mails and messenger posts (bodies encrypted); tests read what would be sent. */
  outbox: Outbox;
  newsletter: NewsletterService;
  /** The postcard from the contact page. */
  contact: ContactService;
  resale: ResaleService;
  ticketShop: TicketShop;
  /**
   * The one budget of calls to the shop (shared by the instances on PostgreSQL) and this
   * instance's last call: the health endpoint and the team's waiting-room screen show them.
   */
  shopCalls: ShopCallBudget;
  /** The stand-in shop, mounted at /simulated-shop/ when no pretix is configured. */
  simulatedShop: SimulatedPretix | undefined;
  statistics: StatisticsCounters;
  /** The listed posts changed (a team post saved): the dispatches plan their next round anew. */
  postsChanged(): void;
  /** Posts to the association's Telegram channel; only with TELEGRAM_BOT_TOKEN. */
  telegram: TelegramDispatch | undefined;
  /** Team login: OpenID Connect client, sessions, development identity provider. */
  auth: AuthService;
  /** Dynamic forms (hotel request): submissions, PIN verification, one-time card links. */
  forms: FormService;
  /** Per-client limits: in memory, or in the database when it is shared by several instances. */
  rateLimits: RateLimits;
  /** The team's resale desk: offers and requests moved through their states, with their mails. */
  resaleAdmin: ResaleAdmin;
  /** Approved offers paired with waiting requests, payment deadlines, undo. */
  resaleMatching: ResaleMatching;
  /** Handed-over tickets re-issued for their buyers by the shop; tests run runOnce(). */
  resaleReissues: ResaleReissues;
  /** Posts written in the team area; the scheduled ones join the content's posts. */
  posts: TeamPostStore;
  /** The posts' uploaded images, re-encoded and kept in the database. */
  postImages: PostImages;
  /** The queue at a sale start: places, the draw, admission with shop vouchers. */
  waitingRoom: WaitingRoom;
  /** Sold-out packages' wait lists: tickets that come back go out as shop vouchers; tests tick(). */
  waitList: WaitListService & { nudge(): void };
  /** The team's settings, figures and support lookup of the waiting room. */
  waitingRoomDesk: WaitingRoomDesk;
  /** Moves the clock of a site under test (TEST_CLOCK=on), mounted at /test-clock. */
  testClock: TestClock | undefined;
}

/** What every service is built from. */
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

type Built = ServiceDeps & { log: Pick<Console, "log" | "error">; jobs: Scheduler };

/** The outbox and its channels (mail; Telegram with a bot token), delivered by one job. */
function outboxChannels({ config, db, log, keys, jobs }: Built) {
  const outbox = createOutbox(keys.form, config.ORGANISER_EMAIL);
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
  jobs.schedule({ everyMs: hourMs, name: "Sent mail purge", run: delivery.purgeSent });
  return {
    outbox,
    telegramChatId: telegram?.chatId,
    mail: { ...delivery, nudge: deliveryJob.runSoon },
  };
}

/**
 * The configured pretix, or the simulated one mounted on this site; the sale's adapter and the
 * resale's re-issuer spend their calls from one budget.
 */
function ticketShopFor({ config, clock, content, db, log }: Built) {
  const { simulatedShop, ...connection } = shopConnection(config, content, clock);
  const budget = shopCallBudget({
    perMinute: config.PRETIX_CALLS_PER_MINUTE,
    clock,
    shared: isPostgres(db) ? db : undefined,
    log,
  });
  const shop = {
    ...connection,
    organizer: config.PRETIX_ORGANIZER,
    events: config.PRETIX_EVENT.split(","),
    budget,
  };
  const ticketShop = pretixShop({ ...shop, cacheMs: config.PRETIX_CACHE_MS, clock, log });
  return { ticketShop, simulatedShop, reissuer: pretixReissuer(shop), shopCalls: budget };
}

/**
 * Posts go out by mail and to the channel at their posted time (each job sleeps until the next
 * one is due, and runs at once when the posts changed).
 */
function postChannels(
  built: Built,
  { mail, outbox, telegramChatId }: ReturnType<typeof outboxChannels>,
) {
  const { db, clock, config, content, jobs } = built;
  const dispatch = newsletterDispatch({ db, clock, config, content, mail });
  const channel =
    telegramChatId === undefined
      ? undefined
      : telegramDispatch({ db, clock, config, content, chatId: telegramChatId, outbox, mail });
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
  return {
    telegram: channel,
    postsChanged() {
      for (const job of postJobs) job.runSoon();
    },
  };
}

/** The ticket exchange: visitors' offers and requests, the team's desk, matching and its jobs. */
function resaleDesk(built: Built, mail: AppServices["mail"], reissuer: TicketReissuer) {
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

/**
 * The composition root: every service, built once from configuration, clock, content and
 * database, and every background job, on one scheduler. Nothing runs in the background until
 * start() (tests leave it unstarted and send mail with mail.runOnce()). close() stops the jobs;
 * the database stays the caller's.
 */
export function composeServices(
  deps: ServiceDeps,
): AppServices & { start(): void; close(): Promise<void> } {
  const log = deps.log ?? console;
  const jobs = deps.jobs ?? createScheduler({ log });
  const built: Built = { ...deps, log, jobs };
  const { config, clock, content, db } = deps;
  // First: a production start with TEST_CLOCK=on stops before anything is built.
  const testClock = testClockFor(config, clock, jobs);

  const channels = outboxChannels(built);
  const { mail } = channels;
  const published = postChannels(built, channels);
  const { ticketShop, simulatedShop, reissuer, shopCalls } = ticketShopFor(built);
  const room = waitingRoom({
    db,
    clock,
    config,
    content,
    ticketShop,
    mail,
    formKey: deps.keys.form,
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
  const newsletter = newsletterService({ db, clock, config, content, mail });
  const statistics = statisticsCounters(db, { log });
  const forms = createForms({ config, clock, content, db }, { key: deps.keys.form, mail });
  const images = postImages({ db, clock });
  const posts = teamPostStore({
    db,
    clock,
    content,
    log,
    onChange: published.postsChanged,
    // Pages reserve an uploaded image's room: its size must be known before its post shows.
    beforePublish: images.loadSizes,
  });

  const hourly = { everyMs: hourMs };
  jobs.schedule({ ...hourly, name: "Newsletter purge", run: newsletter.purgeUnconfirmed });
  // A day after someone left a wait list, their address goes (whichever instance gets there).
  jobs.schedule({ ...hourly, name: "Wait list leavers", run: waitList.forgetLeavers });
  jobs.schedule({ ...hourly, name: "Statistics purge", run: () => statistics.purge(clock.now()) });
  jobs.schedule({
    ...hourly,
    name: "Rate-limit purge",
    run: () => purgeEndedWindows(db, clock.now()),
  });
  jobs.schedule({ name: "Form purge", everyMs: formPurgeMs, run: forms.purge });
  // Other instances' changes to the team's posts.
  jobs.schedule({ name: "Team posts refresh", everyMs: postRefreshMs, run: posts.refresh });
  // Images no post uses any more leave after their grace period (unusedImageGraceMs).
  jobs.schedule({
    name: "Post image purge",
    everyMs: imagePurgeMs,
    run: async () => {
      await images.purgeUnused(await posts.usedImageIds());
    },
  });

  return {
    config,
    clock,
    content,
    db,
    mail,
    outbox: channels.outbox,
    newsletter,
    contact: contactService({ db, config, content, mail }),
    ...resaleDesk(built, mail, reissuer),
    ticketShop,
    shopCalls,
    simulatedShop,
    statistics,
    ...published,
    auth: createAuth(config, db, clock),
    forms,
    posts,
    postImages: images,
    waitingRoom: room,
    waitList: { ...waitList, nudge: waitListJob.runSoon },
    waitingRoomDesk: waitingRoomDesk({ db, clock, content, waitingRoom: room, shopCalls }),
    testClock,
    rateLimits: {
      trustedProxies: config.TRUST_PROXY,
      shared: isPostgres(db) ? { db, clock } : undefined,
    },
    start() {
      if (simulatedShop) {
        log.log(`No PRETIX_URL: tickets link to the simulated shop at ${simulatedShopPath}/`);
      }
      jobs.start();
    },
    async close() {
      await jobs.close();
      await statistics.close();
    },
  };
}

/**
 * What `npm start` and `npm run dev` run: the configured clock (or the given one: the sale-start
 * benchmarks move their own) and database, started. `onQuery` sees every statement (benchmarks).
 */
export async function createServices(
  config: Config,
  clock: Clock = config.APP_NOW ? runningClockFrom(new Date(config.APP_NOW)) : systemClock,
  { onQuery }: Pick<DatabaseOptions, "onQuery"> = {},
): Promise<AppServices & { close(): Promise<void> }> {
  const openFolder = openDataDirWarning(config.dataDir);
  if (openFolder) console.warn(openFolder);
  const content = loadContent(config.contentDir);
  const db = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    onQuery,
  });
  const keys = await siteKeys(config, db).catch(async (error: unknown) => {
    await db.destroy();
    throw error;
  });
  const services = composeServices({ config, clock, content, db, keys });
  const prepare = async () => {
    const imported = await importMediaFolder(db, config.dataDir);
    if (imported > 0)
      console.log(`Post images: ${imported} files of DATA_DIR/media/ now kept in the database`);
    // The team's posts are on the first page served, and mailed by the first dispatch.
    await services.posts.refresh();
  };
  await prepare().catch(async (error: unknown) => {
    await db.destroy();
    throw error;
  });
  services.start();
  return {
    ...services,
    close: async () => {
      await services.close();
      await db.destroy();
    },
  };
}
