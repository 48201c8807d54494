import type { ContentStore } from "../../core/content/store.ts";
import type { Clock } from "../clock.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/schema.ts";
import type { Scheduler } from "../jobs/scheduler.ts";
import type { SiteKeys } from "../site-keys.ts";

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

/** The dependencies with their defaults filled in: what each domain's composition takes. */
export type Built = ServiceDeps & { log: Pick<Console, "log" | "error">; jobs: Scheduler };

export const minuteMs = 60_000;
export const hourMs = 60 * minuteMs;
