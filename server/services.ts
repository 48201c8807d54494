import type { ContentStore } from "../core/content/store.ts";
import { resaleAdmin, type ResaleAdmin } from "./admin/resale.ts";
import { resaleMatching, type ResaleMatching } from "./resale/matching.ts";
import { createAuth, type AuthService } from "./auth/service.ts";
import { runningClockFrom, systemClock, type Clock } from "./clock.ts";
import type { Config } from "./config.ts";
import { loadContent } from "./content/load.ts";
import { openDatabase } from "./db/database.ts";
import type { Db } from "./db/schema.ts";
import type { FormService } from "./forms/service.ts";
import { createForms } from "./forms/setup.ts";
import { isPostgres } from "./db/migrations/columns.ts";
import type { RateLimits } from "./http/rate-limit.ts";
import { createScheduler } from "./jobs/scheduler.ts";
import { hubSiteUrl } from "./mail/links.ts";
import { postImages, type PostImages } from "./posts/images.ts";
import { importMediaFolder } from "./posts/media-folder.ts";
import { teamPostStore, type TeamPostStore } from "./posts/store.ts";
import { openDataDirWarning } from "./private-files.ts";
import { siteKeys } from "./site-keys.ts";
import {
  createVisitorServices,
  simulatedShopPath,
  type ServiceDeps,
  type VisitorServices,
} from "./visitor-services.ts";

/** Unverified submissions go after 24 h, card data after their read or 14 days: looked at this often. */
const formPurgeMs = 10 * 60_000;
/** How often unpaid resale matches are checked against their payment window. */
const matchExpiryMs = 5 * 60_000;
/** Unused post images are looked for hourly: their grace period is days. */
const imagePurgeMs = 3_600_000;

/** Everything the API routers and pages work with; built once by composeServices. */
export interface AppServices extends VisitorServices {
  config: Config;
  clock: Clock;
  content: ContentStore;
  db: Db;
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
  /** Posts written in the team area; the scheduled ones join the content's posts. */
  posts: TeamPostStore;
  /** The posts' uploaded images, re-encoded and kept in the database. */
  postImages: PostImages;
}

/** Other instances' post changes reach this one's pages within this long. */
export const postRefreshMs = 30_000;

/**
 * The composition root: every service, built once from configuration, clock, content and
 * database, and every background job, on one scheduler. Nothing runs in the background until
 * start() (tests leave it unstarted and send mail with mail.runOnce()). close() stops the jobs;
 * the database stays the caller's.
 */
export function composeServices(
  deps: ServiceDeps,
): AppServices & { start(): void; close(): Promise<void> } {
  const { config, clock, content, db, log = console, keys } = deps;
  const jobs = deps.jobs ?? createScheduler({ log });
  // Mail delivery, newsletter, contact, resale, ticket shop, statistics counters.
  const visitor = createVisitorServices({ config, clock, content, db, log, keys, jobs });
  const forms = createForms({ config, clock, content, db }, { key: keys.form, mail: visitor.mail });
  jobs.schedule({ name: "Form purge", everyMs: formPurgeMs, run: forms.purge });
  const images = postImages({ db, clock });
  const posts = teamPostStore({
    db,
    clock,
    content,
    log,
    onChange: visitor.postsChanged,
    // Pages reserve an uploaded image's room: its size must be known before its post shows.
    beforePublish: images.loadSizes,
  });
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
  const matching = resaleMatching({
    db,
    mail: visitor.mail,
    site: (hubId, locale) => ({
      name: content[hubId].hub.signTitle[locale],
      timeZone: content[hubId].hub.timeZone,
    }),
  });
  // Unpaid resale matches past their payment window: the offer goes to the next request.
  jobs.schedule({
    name: "Resale match expiry",
    everyMs: matchExpiryMs,
    run: () => matching.expireUnpaidMatches(clock.now()),
  });
  return {
    ...visitor,
    config,
    clock,
    content,
    db,
    auth: createAuth(config, db, clock),
    forms,
    posts,
    postImages: images,
    resaleAdmin: resaleAdmin({
      db,
      clock,
      readIban: visitor.resale.readIban,
      site: (hubId, locale) => ({
        name: content[hubId].hub.signTitle[locale],
        ticketPageUrl: `${hubSiteUrl(config, hubId)}/ticket`,
      }),
      mail: visitor.mail,
      matching,
    }),
    resaleMatching: matching,
    rateLimits: {
      trustedProxies: config.TRUST_PROXY,
      shared: isPostgres(db) ? { db, clock } : undefined,
    },
    start() {
      if (visitor.simulatedShop) {
        log.log(`No PRETIX_URL: tickets link to the simulated shop at ${simulatedShopPath}/`);
      }
      jobs.start();
    },
    async close() {
      await jobs.close();
      await visitor.close();
    },
  };
}

/**
 * What `npm start` and `npm run dev` run: the configured clock (or the given one: the sale-start
 * benchmark moves its own) and database, started.
 */
export async function createServices(
  config: Config,
  clock: Clock = config.APP_NOW ? runningClockFrom(new Date(config.APP_NOW)) : systemClock,
): Promise<AppServices & { close(): Promise<void> }> {
  const openFolder = openDataDirWarning(config.dataDir);
  if (openFolder) console.warn(openFolder);
  const content = loadContent();
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
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
