import { z } from "zod";
import { shopCallsSchema } from "./shop-calls.ts";

/**
 * The team's screen of a sale's waiting room (GET admin/waiting-room): its settings, live
 * figures, the draw and the recent changes (docs/decisions/0044-waiting-room-team-and-gate.md).
 */
export const waitingRoomSettingsSchema = z
  .object({
    /** The room is on: people queue from its opening time; off: the shop link as before. */
    enabled: z.boolean(),
    /** Minutes before the sale start from which people may join. */
    opensMinutes: z
      .number()
      .int()
      .min(1)
      .max(24 * 60),
    /** People let into the shop per minute; null: derived from the quotas. */
    ratePerMinute: z.number().int().min(1).max(10_000).nullable(),
    /** How long an admitted visitor's voucher is valid, in minutes. */
    voucherMinutes: z.number().int().min(1).max(240),
    /** Joining only with an e-mail address confirmed beforehand. */
    emailGate: z.boolean(),
  })
  .strict();
export type WaitingRoomSettings = z.infer<typeof waitingRoomSettingsSchema>;

/** POST admin/waiting-room/admission: pause or resume admission. */
export const waitingRoomAdmissionSchema = z.object({ paused: z.boolean() }).strict();

const auditEntrySchema = z.object({
  at: z.string(),
  by: z.string(),
  /** Each setting changed: what it was and what it became. */
  changes: z.array(
    z.object({
      setting: z.string(),
      from: z.union([z.string(), z.number(), z.boolean(), z.null()]),
      to: z.union([z.string(), z.number(), z.boolean(), z.null()]),
    }),
  ),
});
export type WaitingRoomAuditEntry = z.infer<typeof auditEntrySchema>;

export const waitingRoomFiguresSchema = z.object({
  /** Confirmed places not admitted yet. */
  waiting: z.number().int(),
  /** Addresses entered at the e-mail gate and not confirmed yet. */
  unconfirmed: z.number().int(),
  admitted: z.number().int(),
  /** Vouchers the shop reports as used. */
  redeemed: z.number().int(),
  lapsed: z.number().int(),
  /** The shop could not be asked about redeemed vouchers just now: `redeemed` is the last known. */
  shopUnavailable: z.boolean(),
});

export const waitingRoomTeamSchema = z.object({
  saleStart: z.string(),
  settings: waitingRoomSettingsSchema,
  /** The rate in use when the team set none. */
  defaultRate: z.number().int(),
  paused: z.boolean(),
  closed: z.boolean(),
  figures: waitingRoomFiguresSchema,
  /** Why admissions may slow down: the shop's calls this minute, a Retry-After in force. */
  shopCalls: shopCallsSchema,
  seedHash: z.string(),
  /** Published from the sale start on. */
  seed: z.string().nullable(),
  audit: z.array(auditEntrySchema),
});
export type WaitingRoomTeam = z.infer<typeof waitingRoomTeamSchema>;

export const waitingRoomTeamAnswerSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  /** Null: the city has no sale with a start time ahead. */
  room: waitingRoomTeamSchema.nullable(),
});
export type WaitingRoomTeamAnswer = z.infer<typeof waitingRoomTeamAnswerSchema>;

/** A place as the team sees it from the number the visitor reads out: no personal data. */
export const waitingRoomPlaceSchema = z.object({
  supportId: z.string(),
  /**
   * pre-queue: joined before the start (drawn); late: after it, in arrival order; unconfirmed:
   * its address is not confirmed yet (not in the queue).
   */
  lane: z.enum(["pre-queue", "late", "unconfirmed"]),
  /** Its place in the queue's order; null before the draw is published. */
  place: z.number().int().nullable(),
  joinedAt: z.string(),
  emailConfirmed: z.boolean(),
  admittedAt: z.string().nullable(),
  validUntil: z.string().nullable(),
  redeemedAt: z.string().nullable(),
  lapsedAt: z.string().nullable(),
});
export type WaitingRoomPlace = z.infer<typeof waitingRoomPlaceSchema>;

export const waitingRoomPlaceAnswerSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  place: waitingRoomPlaceSchema,
});
export type WaitingRoomPlaceAnswer = z.infer<typeof waitingRoomPlaceAnswerSchema>;

/** What the visitor reads out: ten letters and digits, the dash optional. */
const supportIdPattern = /^[0-9a-f]{5}-?[0-9a-f]{5}$/i;

/** GET admin/waiting-room/place/:supportId: the number the visitor reads out. */
export const supportIdParamsSchema = z.object({ supportId: z.string().regex(supportIdPattern) });
