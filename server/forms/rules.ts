import type { Selectable } from "kysely";
import type { ContentStore } from "../../core/content/store.ts";
import type { FormDefinition } from "../../core/forms/definition.ts";
import type { FieldIssue } from "../../core/forms/validate.ts";
import type { WallClock } from "../../core/time.ts";
import type { Clock } from "../clock.ts";
import type { Config } from "../config.ts";
import type { Db, FormSubmissionsTable } from "../db/schema.ts";
import type { MailQueue } from "../outbox/worker.ts";
import type { Refused, Result } from "../result.ts";
import type { FormCipher } from "./crypto.ts";

// The form service's rules, answers and stored shapes, shared by its parts (submission, PIN
// check, transmission, card link).

const hour = 3_600_000;
/** Spec: PINs expire; unverified submissions are deleted after 24 hours. */
export const pinLifetimeMs = 24 * hour;
/** The recipient's one-time link to the card data works for 14 days. */
export const secureLinkLifetimeMs = 14 * 24 * hour;
/** Spec: at most 5 wrong PINs per submission, then typing it is locked. */
export const maxPinAttempts = 5;
/**
 * Wrong typed PINs across submissions (docs/decisions/0010-hotel-pin-guessing.md): per mailbox of
 * the verification address, so new submissions bring no new tries, and per client network.
 */
export const mailboxPinLimit = { max: 10, windowMs: 30 * 24 * hour };
export const clientPinLimit = { max: 20, windowMs: 24 * hour };
/** Transmitted forms without sensitive values are kept this long to answer repeated verifies. */
export const transmittedRetentionMs = 24 * hour;

/** Why the service refused, where the visitor's text needs nothing more than the reason. */
type FormReason =
  | "unknown-form"
  | "unknown-submission"
  | "pin-expired"
  | "locked"
  | "pin-limit"
  | "wrong-link-code"
  | "unknown-card-link"
  | "card-link-expired";

/** Refusals with what the visitor's text needs besides. */
type DetailedFormRefusal =
  /** `lastDay`: the hotel page's last booking day, if it names one. */
  | { reason: "closed"; lastDay: WallClock | undefined }
  | { reason: "invalid"; issues: FieldIssue[]; definition: FormDefinition }
  | { reason: "wrong-pin"; left: number }
  | { reason: "card-read"; readAt: Date; timeZone: string };

/**
 * The form service's answers; `Also`: a call's further refusals (the mail budget). The form
 * router turns each reason into an HTTP status and a text in the visitor's language.
 */
export type FormResult<T extends object, Also extends { reason: string } = never> = Result<
  FormReason,
  T,
  DetailedFormRefusal | Also
>;

export type FormRefusal = Refused<FormReason, DetailedFormRefusal>;

export interface FormServiceDeps {
  db: Db;
  clock: Clock;
  config: Pick<
    Config,
    | "PUBLIC_URL"
    | "HUB_HOSTS"
    | "DEFAULT_HUB"
    | "HOTEL_EMAIL"
    | "ORGANISER_EMAIL"
    | "MAIL_FROM"
    | "RATE_LIMIT_MAILS"
  >;
  content: ContentStore;
  cipher: FormCipher;
  definitions: Record<string, FormDefinition>;
  /** Queues mail in the submission's transaction; nudged after the commit. */
  mail: MailQueue;
}

export type SubmissionRow = Selectable<FormSubmissionsTable>;

/** The card data once transmitted, with the mail subject the hotel finds it by. */
export interface StoredSensitive {
  values: Record<string, string>;
  reference: string;
}
