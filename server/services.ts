import type { ContentStore } from "../core/content/store.ts";
import { createAuth, type AuthService } from "./auth/service.ts";
import { runningClockFrom, systemClock, type Clock } from "./clock.ts";
import { hourMs, minuteMs, type Built, type ServiceDeps } from "./compose/deps.ts";
import { outboxChannels, postChannels } from "./compose/outbox.ts";
import { teamPosts } from "./compose/posts.ts";
import { resaleDesk } from "./compose/resale.ts";
import { saleQueues } from "./compose/sale-queues.ts";
import { ticketShopFor } from "./compose/tickets.ts";
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
import { createScheduler } from "./jobs/scheduler.ts";
import { newsletterService, type NewsletterService } from "./newsletter/service.ts";
import type { Outbox } from "./outbox/outbox.ts";
import type { MailQueue, MailWorker } from "./outbox/worker.ts";
import type { PostImages } from "./posts/images.ts";
import { importMediaFolder } from "./posts/media-folder.ts";
import type { TeamPostStore } from "./posts/store.ts";
import type { TelegramDispatch } from "./posts/telegram-dispatch.ts";
import { openDataDirWarning } from "./private-files.ts";
import type { ResaleMatching } from "./resale/matching.ts";
import type { ResaleReissues } from "./resale/reissue.ts";
import type { ResaleService } from "./resale/service.ts";
import type { ResaleAdmin } from "./resale/team-desk.ts";
import { siteKeys } from "./site-keys.ts";
import { statisticsCounters, type StatisticsCounters } from "./statistics/counters.ts";
import { testClockFor, type TestClock } from "./test-clock.ts";
import { simulatedShopPath } from "./tickets/shop-connection.ts";
import type { ShopCallBudget, TicketShop } from "./tickets/shop-port.ts";
import type { SimulatedPretix } from "./tickets/simulated-pretix.ts";
import type { WaitListService } from "./wait-list/service.ts";
import type { WaitingRoom } from "./waiting-room/service.ts";
import type { WaitingRoomDesk } from "./waiting-room/team-desk.ts";

export type { ServiceDeps } from "./compose/deps.ts";

/** Unverified submissions go after 24 h, card data after their read or 14 days: looked at this often. */
const formPurgeMs = 10 * minuteMs;

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
  const shop = ticketShopFor(built);
  const newsletter = newsletterService({ db, clock, config, content, mail });
  const statistics = statisticsCounters(db, { log });
  const forms = createForms({ config, clock, content, db }, { key: deps.keys.form, mail });

  const hourly = { everyMs: hourMs };
  jobs.schedule({ ...hourly, name: "Newsletter purge", run: newsletter.purgeUnconfirmed });
  jobs.schedule({ ...hourly, name: "Statistics purge", run: () => statistics.purge(clock.now()) });
  jobs.schedule({
    ...hourly,
    name: "Rate-limit purge",
    run: () => purgeEndedWindows(db, clock.now()),
  });
  jobs.schedule({ name: "Form purge", everyMs: formPurgeMs, run: forms.purge });

  return {
    config,
    clock,
    content,
    db,
    mail,
    outbox: channels.outbox,
    newsletter,
    contact: contactService({ db, config, content, mail }),
    ...resaleDesk(built, mail, shop.reissuer),
    ticketShop: shop.ticketShop,
    shopCalls: shop.shopCalls,
    simulatedShop: shop.simulatedShop,
    statistics,
    ...published,
    auth: createAuth(config, db, clock),
    forms,
    ...teamPosts(built, published.postsChanged),
    ...saleQueues(built, mail, shop),
    testClock,
    rateLimits: {
      trustedProxies: config.TRUST_PROXY,
      shared: isPostgres(db) ? { db, clock } : undefined,
    },
    start() {
      if (shop.simulatedShop) {
        log.log(`No PRETIX_URL: tickets link to the simulated shop at ${simulatedShopPath}/`);
      }
      jobs.start();
    },
    async close() {
      await jobs.close();
      mail.close();
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
