import type { Migration } from "kysely/migration";
import * as statistics from "./0001-statistics.ts";
import * as contact from "./0002-contact.ts";
import * as teamSessions from "./0003-team-sessions.ts";
import * as formSubmissions from "./0004-form-submissions.ts";
import * as newsletterDeliveries from "./0005-newsletter-deliveries.ts";
import * as keyChecks from "./0006-key-checks.ts";
import * as outboxBodyEncrypted from "./0007-outbox-body-encrypted.ts";

/** Every migration in order; names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  "0001-statistics": statistics,
  "0002-contact": contact,
  "0003-team-sessions": teamSessions,
  "0004-form-submissions": formSubmissions,
  "0005-newsletter-deliveries": newsletterDeliveries,
  "0006-key-checks": keyChecks,
  "0007-outbox-body-encrypted": outboxBodyEncrypted,
};
