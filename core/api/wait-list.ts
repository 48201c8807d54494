import { z } from "zod/mini";
import { answer } from "./answer.ts";
import { emailSchema } from "./fields.ts";

/** A package id as the content names them (letters, digits, dashes). */
export const packageIdSchema = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/));

/** A path naming a package's wait list. */
export const packageParamsSchema = z.object({ packageId: packageIdSchema });

/**
 * POST /api/wait-list/join/{packageId}: the same answer whether or not the address is on the
 * list (JSON from the page; a plain form post without scripts is answered with a redirect).
 */
export const waitListJoinBodySchema = z.strictObject({ email: emailSchema });
export type WaitListJoinBody = z.infer<typeof waitListJoinBodySchema>;

/** Most tickets the team releases to a list at once. */
export const releaseMax = 100;
/** The longest a wait-list voucher may hold its ticket (a week). */
export const voucherHoursMax = 168;

/** POST /api/admin/wait-lists/{packageId}/release: tickets given back to the list. */
export const waitListReleaseBodySchema = z.strictObject({
  count: z.int().check(z.minimum(1), z.maximum(releaseMax)),
});
export type WaitListReleaseBody = z.infer<typeof waitListReleaseBodySchema>;

/** POST /api/admin/wait-lists/{packageId}/settings: how long a voucher holds its ticket. */
export const waitListSettingsBodySchema = z.strictObject({
  voucherHours: z.int().check(z.minimum(1), z.maximum(voucherHoursMax)),
});
export type WaitListSettingsBody = z.infer<typeof waitListSettingsBodySchema>;

/** What a package's wait-list page says of its list: closed, and how long a voucher holds. */
export interface WaitListView {
  closed: boolean;
  voucherHours: number;
}

/**
 * One change of a list, newest first: who (a team member, or `ticket-shop` and `season-over`
 * for what the site did by itself) and what, as logged: `release`, `voucherHours`, `close` (with
 * `told` and `deleted`), `reopen`, `returned`, `withdrawn` (with `gone`).
 */
const waitListChangeSchema = z.object({
  at: z.string(),
  byId: z.string(),
  by: z.string(),
  packageId: z.string(),
  change: z.record(z.string(), z.union([z.number(), z.boolean()])),
});
export type WaitListChange = z.infer<typeof waitListChangeSchema>;

/** GET /api/admin/wait-lists: each package's list this season with its figures, and the log. */
export const waitListsAnswerSchema = answer({
  audit: z.array(waitListChangeSchema),
  results: z.array(
    z.object({
      packageId: z.string(),
      ticketShopId: z.number(),
      voucherHours: z.number(),
      closed: z.boolean(),
      waiting: z.number(),
      unconfirmed: z.number(),
      released: z.number(),
      vouchersSent: z.number(),
      redeemed: z.number(),
      lapsed: z.number(),
    }),
  ),
});
export type WaitListsAnswer = z.infer<typeof waitListsAnswerSchema>;

/** GET /api/admin/wait-lists/{packageId}/entries: who is on it, in line order (the export). */
export const waitListEntriesAnswerSchema = answer({
  results: z.array(
    z.object({
      place: z.nullable(z.number()),
      email: z.string(),
      locale: z.string(),
      joinedAt: z.string(),
      confirmedAt: z.nullable(z.string()),
      servedAt: z.nullable(z.string()),
    }),
  ),
});
export type WaitListEntriesAnswer = z.infer<typeof waitListEntriesAnswerSchema>;
