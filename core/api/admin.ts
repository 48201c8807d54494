import { z } from "zod";
import { zonedInstant } from "../time.ts";
import { answer } from "./answer.ts";

/** The zone a bare date of the team's filters is read in (the association works in Germany). */
const filterTimeZone = "Europe/Berlin";

/** An ISO instant, or the start of an ISO date's day in Europe/Berlin. */
export function sinceInstant(value: string): Date {
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!date) return new Date(value);
  const [year, month, day] = date.slice(1).map(Number) as [number, number, number];
  return zonedInstant({ year, month, day, hour: 0, minute: 0 }, filterTimeZone);
}

/**
 * POST admin/tickets/request and admin/counter/reload: entries with createdAt >= this instant; an
 * ISO date without a time (`2025-06-01`) means the start of that day in Europe/Berlin.
 */
export const sinceFilterSchema = z
  .object({
    createdAt: z.union([z.iso.datetime({ offset: true }), z.iso.date()]).transform(sinceInstant),
  })
  .strict();
export type SinceFilter = z.infer<typeof sinceFilterSchema>;

/** The lists of ticket clicks and page loads hold at most this many entries: the latest. */
export const listedEntriesMax = 1000;

/**
 * Ticket clicks and page loads of the site's city: timestamps only, the latest `listedEntriesMax`
 * since the filter, oldest first; `total` counts all of the city's, `allCities` every city's.
 */
export const timestampsAnswerSchema = answer({
  total: z.number().int(),
  allCities: z.number().int(),
  results: z.array(z.object({ createdAt: z.string() })),
});
export type TimestampsAnswer = z.infer<typeof timestampsAnswerSchema>;

/**
 * POST admin/tickets/clicks/days and admin/counter/reload/days: the city's entries per calendar
 * day in its time zone since the filter (empty days included), with the running total; the
 * total of all cities beside it.
 */
export const dayCountsAnswerSchema = answer({
  total: z.number().int(),
  allCities: z.number().int(),
  results: z.array(
    z.object({
      day: z.string(),
      start: z.string(),
      end: z.string(),
      count: z.number().int(),
      cumulative: z.number().int(),
    }),
  ),
});
export type DayCountsAnswer = z.infer<typeof dayCountsAnswerSchema>;

export const subscriptionsAnswerSchema = answer({
  results: z.array(z.object({ email: z.string(), confirmedAt: z.string() })),
});
export type SubscriptionsAnswer = z.infer<typeof subscriptionsAnswerSchema>;

/**
 * The city's posts with the mail channel, newest first: when each goes or went out, and how many
 * mails went to addresses still on the list (unsubscribing forgets the mails sent).
 */
export const newsletterPostsAnswerSchema = answer({
  results: z.array(
    z.object({
      key: z.string(),
      title: z.object({ de: z.string(), en: z.string() }),
      postedAt: z.string(),
      /** Not posted yet: it goes out at postedAt. */
      scheduled: z.boolean(),
      mails: z.number().int(),
    }),
  ),
});
export type NewsletterPostsAnswer = z.infer<typeof newsletterPostsAnswerSchema>;

/**
 * Mails the outbox could not deliver yet: still retrying (nextAttemptAt), or given up (failedAt)
 * after the last attempt. The body is never shown: it may hold links that act for someone.
 */
export const undeliveredMailsAnswerSchema = answer({
  results: z.array(
    z.object({
      id: z.number().int(),
      to: z.string(),
      subject: z.string(),
      createdAt: z.string(),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      nextAttemptAt: z.string().nullable(),
      failedAt: z.string().nullable(),
    }),
  ),
});
export type UndeliveredMailsAnswer = z.infer<typeof undeliveredMailsAnswerSchema>;

/** POST /api/admin/mail/undelivered/:id/retry – the mail's number in the outbox. */
export const undeliveredMailParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number),
});

/** Spec entity: _id, ticket.ticketId, name, email, iban, approved, payedOffer, payedReceiver. */
export const adminOfferSchema = z.object({
  _id: z.string(),
  ticket: z.object({ ticketId: z.string() }),
  name: z.string(),
  email: z.string(),
  iban: z.string(),
  approved: z.boolean(),
  payedOffer: z.boolean(),
  payedReceiver: z.boolean(),
  createdAt: z.string(),
  /** Not in the spec: the buyer's payment for its pair is noted; the payout waits for it. */
  buyerPaid: z.boolean(),
  /** Not in the spec: the package offered (null: offered before the exchange asked). */
  packageId: z.string().nullable(),
});
export type AdminOffer = z.infer<typeof adminOfferSchema>;
export const offersAnswerSchema = answer({ results: z.array(adminOfferSchema) });
export type OffersAnswer = z.infer<typeof offersAnswerSchema>;

/** Spec entity: _id, amount, email, notified, fulfilled, createdAt. */
export const adminRequestSchema = z.object({
  _id: z.string(),
  amount: z.number().int(),
  email: z.string(),
  notified: z.boolean(),
  fulfilled: z.boolean(),
  createdAt: z.string(),
  /** Not in the spec: the package wanted (null: asked for before the exchange asked). */
  packageId: z.string().nullable(),
  /** Not in the spec: its payment window ran out unpaid; matching passed it over. */
  lapsed: z.boolean(),
  /** Not in the spec: a pair of it waits for its payment; fulfilled comes with the payments. */
  awaitingPayment: z.boolean(),
});
export type AdminRequest = z.infer<typeof adminRequestSchema>;
export const requestsAnswerSchema = answer({ results: z.array(adminRequestSchema) });
export type RequestsAnswer = z.infer<typeof requestsAnswerSchema>;

/** The order of an offer's steps (spec section 4); each needs the one before. */
export const offerSteps = ["approved", "payedOffer", "payedReceiver"] as const;
export type OfferStep = (typeof offerSteps)[number];
export const requestSteps = ["notified", "fulfilled"] as const;
export type RequestStep = (typeof requestSteps)[number];

/** POST admin/tickets/offer/:id – exactly one step set to true. */
export const offerStepBodySchema = z.union([
  z.object({ approved: z.literal(true) }).strict(),
  z.object({ payedOffer: z.literal(true) }).strict(),
  z.object({ payedReceiver: z.literal(true) }).strict(),
]);
export type OfferStepBody = z.infer<typeof offerStepBodySchema>;

/** POST admin/tickets/request/:id – exactly one step set to true. */
export const requestStepBodySchema = z.union([
  z.object({ notified: z.literal(true) }).strict(),
  z.object({ fulfilled: z.literal(true) }).strict(),
]);
export type RequestStepBody = z.infer<typeof requestStepBodySchema>;

/** The next step of an offer or request, or null when it is complete. */
export function nextStep<S extends string>(
  steps: readonly S[],
  done: Record<S, boolean>,
): S | null {
  return steps.find((step) => !done[step]) ?? null;
}

/** Spec entity Quota: name, size (null: unlimited), available_number. */
export const quotaSchema = z.object({
  name: z.string(),
  size: z.number().int().nullable(),
  available_number: z.number().int().nullable(),
});
export type Quota = z.infer<typeof quotaSchema>;
export const quotasAnswerSchema = answer({ results: z.array(quotaSchema) });
export type QuotasAnswer = z.infer<typeof quotasAnswerSchema>;

/**
 * 'x/y Tickets verkauft' of a limited quota: x is what is no longer available (pending orders
 * included), within 0…size.
 */
export function soldOf(quota: Pick<Quota, "size" | "available_number">): number {
  if (quota.size === null) return 0;
  return Math.min(quota.size, Math.max(0, quota.size - (quota.available_number ?? 0)));
}

/** What the team sets per city for resale matching (the payment window defaults to 48 h). */
export const resaleSettingsSchema = z
  .object({
    paymentWindowHours: z.number().int().min(1).max(720),
    paymentInstructions: z.string().max(1000),
    /** The note in English; empty: the English mail quotes the German one and says so. */
    paymentInstructionsEn: z.string().max(1000).default(""),
    /**
     * Euros per ticket, stated in the mail to the requester, instead of the package's price;
     * null: each package's own price.
     */
    ticketPrice: z.number().positive().max(1000).nullable().default(null),
  })
  .strict();
export type ResaleSettings = z.infer<typeof resaleSettingsSchema>;

/** Matching needs what the requester's mail states: the team's notes (the price is the package's). */
export function paymentReady(settings: ResaleSettings): boolean {
  return settings.paymentInstructions.trim() !== "";
}

/**
 * An approved offer paired with a request: open (payBy is the requester's payment deadline),
 * paid, or ended (expired: not paid in time; undone by the team).
 */
export const adminMatchSchema = z.object({
  _id: z.string(),
  /** The payment reference the requester was mailed. */
  reference: z.string(),
  offer: z.object({
    _id: z.string(),
    ticketId: z.string(),
    name: z.string(),
    email: z.string(),
    /** The package offered (null: offered before the exchange asked). */
    packageId: z.string().nullable(),
  }),
  request: z.object({ _id: z.string(), email: z.string(), amount: z.number().int() }),
  matchedAt: z.string(),
  payBy: z.string(),
  paidAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  endReason: z.enum(["expired", "undone"]).nullable(),
  /** An undone pair whose offer waits for the team: it can be matched with the next request. */
  rematchable: z.boolean(),
  /**
   * Not in the spec: the shop's re-issue of the handed-over ticket for the buyer
   * (docs/decisions/0039-resold-tickets-reissued.md); null before the handover, or for an offer
   * without an order code. nextAttemptAt while waiting; lastError is why the last attempt failed
   * (the shop's reason when it refused); retried: who of the team last started it again.
   */
  reissue: z
    .object({
      status: z.enum(["waiting", "reissued", "failed"]),
      attempts: z.number().int(),
      nextAttemptAt: z.string().nullable(),
      lastError: z.string().nullable(),
      doneAt: z.string().nullable(),
      retried: z.object({ by: z.string(), at: z.string() }).nullable(),
    })
    .nullable(),
});
export type AdminMatch = z.infer<typeof adminMatchSchema>;
/** GET admin/tickets/matches: the city's pairs, newest first, and its settings. */
export const matchesAnswerSchema = answer({
  results: z.array(adminMatchSchema),
  settings: resaleSettingsSchema,
  /**
   * The mail a requester gets when matched now, with these settings, in the team member's
   * language (an example reference); null while matching is refused (paymentReady).
   */
  mailPreview: z.object({ subject: z.string(), text: z.string() }).nullable(),
});
export type MatchesAnswer = z.infer<typeof matchesAnswerSchema>;
