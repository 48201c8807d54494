import { refusedFor, succeeded, type Result } from "../result.ts";
import { randomBytes } from "node:crypto";
import type { HubId } from "../../core/content/common.ts";
import type { ContentStore } from "../../core/content/store.ts";
import { isLocale, type Locale } from "../../core/locale.ts";
import type { Clock } from "../clock.ts";
import type { Config } from "../config.ts";
import type { Transaction, Updateable } from "kysely";
import type { ConsentAction, Database, Db, SubscribersTable } from "../db/schema.ts";
import { hubSiteUrl, pageLink } from "../outbox/links.ts";
import { requestedMailTransaction, type WithinMailBudget } from "../outbox/requested-mail.ts";
import type { MailQueue } from "../outbox/worker.ts";
import {
  newsletterAlreadySubscribedMail,
  newsletterConfirmMail,
  newsletterWelcomeMail,
} from "./mails.ts";

/** At most one mail per address and this long, however often someone enters it. */
export const mailCooldownMs = 10 * 60_000;
/** A sign-up that was never confirmed is forgotten after this long (no consent, no reason to keep it). */
export const unconfirmedRetentionMs = 30 * 24 * 3_600_000;

export interface NewsletterDeps {
  db: Db;
  clock: Clock;
  config: Config;
  content: ContentStore;
  /** Lets the mail worker look at the outbox right after a commit. */
  mail: MailQueue;
}

/** `cancelled`: the address left the list; a confirm link does not bring it back. */
export type SubscribeResult = Result<"unknown" | "cancelled">;
export type UnsubscribeResult = Result<"unknown">;

const site = ({ content }: NewsletterDeps, hubId: HubId, locale: Locale) =>
  content[hubId].hub.signTitle[locale];
const links = ({ config }: NewsletterDeps, hubId: HubId, id: string) => {
  const base = hubSiteUrl(config, hubId);
  return {
    confirm: pageLink(base, "/newsletter-confirm", { id }),
    cancel: pageLink(base, "/newsletter-cancel", { id }),
  };
};
const logConsent = (
  trx: Db | Transaction<Database>,
  subscriberId: string,
  email: string,
  action: ConsentAction,
  at: string,
) =>
  trx
    .insertInto("subscriber_consents")
    .values({ subscriber_id: subscriberId, email, action, at })
    .execute();

const subscriberById = (trx: Transaction<Database>, id: string) =>
  trx.selectFrom("subscribers").selectAll().where("id", "=", id).executeTakeFirst();
const changeSubscriber = (
  trx: Transaction<Database>,
  id: string,
  change: Updateable<SubscribersTable>,
) => trx.updateTable("subscribers").set(change).where("id", "=", id).execute();

/**
 * Always ends the same way for the caller, whatever the address's state: a new or pending
 * address gets the confirmation link, a listed one a note with the unsubscribe link; or
 * `too-many-mails` (nothing changed) when the inbox has had its mails for the hour.
 */
async function register(
  deps: NewsletterDeps,
  input: { email: string; hubId: HubId; locale: Locale },
): Promise<WithinMailBudget> {
  const { db, clock, config, mail } = deps;
  const email = input.email.trim().toLowerCase();
  const now = clock.now();
  const at = now.toISOString();
  const cooledDown = (last: string | null) =>
    !last || now.getTime() - Date.parse(last) >= mailCooldownMs;
  const registered = await requestedMailTransaction(
    { db, outbox: mail, clock, config },
    async (trx, requestMail) => {
      const newId = randomBytes(16).toString("hex");
      await trx
        .insertInto("subscribers")
        .values({
          id: newId,
          hub_id: input.hubId,
          email,
          locale: input.locale,
          registered_at: at,
        })
        .onConflict((oc) => oc.columns(["hub_id", "email"]).doNothing())
        .execute();
      const row = await trx
        .selectFrom("subscribers")
        .selectAll()
        .where("hub_id", "=", input.hubId)
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
      const fresh = row.id === newId;
      const active = row.confirmed_at !== null && row.unsubscribed_at === null;
      if (fresh) {
        await logConsent(trx, row.id, email, "registered", at);
      } else if (row.unsubscribed_at !== null) {
        // Coming back after leaving: a new registration that needs a new confirmation.
        await trx
          .updateTable("subscribers")
          .set({
            registered_at: at,
            confirmed_at: null,
            unsubscribed_at: null,
            last_mail_at: null,
          })
          .where("id", "=", row.id)
          .execute();
        await logConsent(trx, row.id, email, "registered", at);
        row.last_mail_at = null;
      }
      if (!cooledDown(row.last_mail_at)) return succeeded;
      const locale = input.locale;
      const link = links(deps, input.hubId, row.id);
      const content = active
        ? newsletterAlreadySubscribedMail(locale, site(deps, input.hubId, locale), link.cancel)
        : newsletterConfirmMail(locale, site(deps, input.hubId, locale), link.confirm);
      await requestMail({ to: email, ...content });
      await trx
        .updateTable("subscribers")
        .set({ last_mail_at: at, locale })
        .where("id", "=", row.id)
        .execute();
      return succeeded;
    },
  );
  if (registered.ok) mail.nudge();
  return registered;
}

/** The confirm link: records the consent and sends the welcome mail (with unsubscribe link). */
async function subscribe(deps: NewsletterDeps, id: string): Promise<SubscribeResult> {
  const { db, clock, mail } = deps;
  const at = clock.now().toISOString();
  const result = await db.transaction().execute(async (trx): Promise<SubscribeResult> => {
    const row = await subscriberById(trx, id);
    if (!row) return refusedFor("unknown");
    if (row.unsubscribed_at !== null) return refusedFor("cancelled");
    if (row.confirmed_at !== null) return succeeded;
    await changeSubscriber(trx, id, { confirmed_at: at });
    await logConsent(trx, id, row.email, "confirmed", at);
    const hubId = row.hub_id as HubId;
    const locale = isLocale(row.locale) ? row.locale : "de";
    await mail.enqueue(trx, {
      to: row.email,
      ...newsletterWelcomeMail(locale, site(deps, hubId, locale), links(deps, hubId, id).cancel),
    });
    return succeeded;
  });
  mail.nudge();
  return result;
}

/**
 * The unsubscribe link; leaving twice is fine. Which posts were mailed is forgotten; the
 * consent log stays as proof.
 */
async function unsubscribe({ db, clock }: NewsletterDeps, id: string): Promise<UnsubscribeResult> {
  const at = clock.now().toISOString();
  return db.transaction().execute(async (trx): Promise<UnsubscribeResult> => {
    const row = await subscriberById(trx, id);
    if (!row) return refusedFor("unknown");
    if (row.unsubscribed_at !== null) return succeeded;
    await changeSubscriber(trx, id, { unsubscribed_at: at });
    await trx.deleteFrom("newsletter_deliveries").where("subscriber_id", "=", id).execute();
    await logConsent(trx, id, row.email, "unsubscribed", at);
    return succeeded;
  });
}

/**
 * Deletes sign-ups never confirmed within 30 days, with their log entries. An address that
 * once confirmed keeps its consent history (proof of past consent), even while it waits to
 * confirm again.
 */
async function purgeUnconfirmed({ db, clock }: NewsletterDeps): Promise<number> {
  const cutoff = new Date(clock.now().getTime() - unconfirmedRetentionMs).toISOString();
  return db.transaction().execute(async (trx) => {
    const stale = await trx
      .selectFrom("subscribers")
      .select("id")
      .where("confirmed_at", "is", null)
      .where("registered_at", "<", cutoff)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("subscriber_consents")
              .select("subscriber_consents.id")
              .whereRef("subscriber_consents.subscriber_id", "=", "subscribers.id")
              .where("subscriber_consents.action", "=", "confirmed"),
          ),
        ),
      )
      .execute();
    const ids = stale.map((row) => row.id);
    if (ids.length === 0) return 0;
    await trx.deleteFrom("subscriber_consents").where("subscriber_id", "in", ids).execute();
    await trx.deleteFrom("subscribers").where("id", "in", ids).execute();
    return ids.length;
  });
}

/** Newsletter double opt-in: register → mail with confirm link → subscribe; unsubscribe any time. */
export function newsletterService(deps: NewsletterDeps) {
  return {
    register: (input: { email: string; hubId: HubId; locale: Locale }) => register(deps, input),
    subscribe: (id: string) => subscribe(deps, id),
    unsubscribe: (id: string) => unsubscribe(deps, id),
    purgeUnconfirmed: () => purgeUnconfirmed(deps),
  };
}

export type NewsletterService = ReturnType<typeof newsletterService>;
