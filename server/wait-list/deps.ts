import type { Transaction } from "kysely";
import type { ContentStore } from "../../core/content/store.ts";
import type { Clock } from "../clock.ts";
import type { Config } from "../config.ts";
import type { Database, Db } from "../db/schema.ts";
import type { MailQueue } from "../outbox/worker.ts";
import type { ShopVouchers } from "../tickets/shop-port.ts";

/** What the wait lists' steps need: each step takes the part it uses. */
export interface WaitListDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, "RATE_LIMIT_MAILS" | "PUBLIC_URL" | "HUB_HOSTS" | "DEFAULT_HUB">;
  content: ContentStore;
  ticketShop: ShopVouchers;
  mail: MailQueue;
}

/** The database, or a transaction on it. */
export type Trx = Db | Transaction<Database>;
