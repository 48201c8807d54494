import type { ContentStore } from "../core/content/store.ts";
import { createAuth, type AuthService } from "./auth/service.ts";
import { runningClockFrom, systemClock, type Clock } from "./clock.ts";
import type { Config } from "./config.ts";
import { loadContent } from "./content/load.ts";
import { openDatabase } from "./db/database.ts";
import type { Db } from "./db/schema.ts";
import type { FormService } from "./forms/service.ts";
import { createForms } from "./forms/setup.ts";
import { createVisitorServices, type VisitorServices } from "./visitor-services.ts";

/** Everything the API routers and pages work with; built once by main.ts (or a test). */
export interface AppServices extends VisitorServices {
  config: Config;
  clock: Clock;
  content: ContentStore;
  db: Db;
  /** Team login: OpenID Connect client, sessions, development identity provider. */
  auth: AuthService;
  /** Dynamic forms (hotel request): submissions, PIN verification, one-time card links. */
  forms: FormService;
}

/** Composition root shared by `npm start` and `npm run dev`. */
export async function createServices(
  config: Config,
): Promise<AppServices & { close(): Promise<void> }> {
  const clock = config.APP_NOW ? runningClockFrom(new Date(config.APP_NOW)) : systemClock;
  const content = loadContent();
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  const auth = createAuth(config, db, clock);
  // Mail outbox worker, newsletter, resale, ticket shop, statistics counters.
  const visitor = createVisitorServices({ config, clock, content, db });
  visitor.start();
  const forms = createForms(
    { config, clock, content, db },
    { mailQueued: () => visitor.mail.nudge() },
  );
  // Unverified submissions go after 24 h, card data after their read or 14 days.
  const stopPurging = forms.startPurging();
  return {
    config,
    clock,
    content,
    db,
    auth,
    forms,
    ...visitor,
    close: async () => {
      await visitor.close();
      await stopPurging();
      await db.destroy();
    },
  };
}
