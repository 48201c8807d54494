import type { Migration } from "kysely/migration";
import * as statistics from "./0001-statistics.ts";
import * as contact from "./0002-contact.ts";
import * as teamSessions from "./0003-team-sessions.ts";
import * as formSubmissions from "./0004-form-submissions.ts";
import * as newsletterDeliveries from "./0005-newsletter-deliveries.ts";
import * as pinAttempts from "./0006-pin-attempts.ts";
import * as statisticsDedup from "./0007-statistics-dedup.ts";
import * as rateLimits from "./0008-rate-limits.ts";
import * as keyChecks from "./0009-key-checks.ts";
import * as outboxBodyEncrypted from "./0010-outbox-body-encrypted.ts";
import * as resaleMatching from "./0011-resale-matching-and-city-counts.ts";
import * as posts from "./0012-posts.ts";
import * as severalTickets from "./0013-resale-requests-for-several-tickets.ts";
import * as postImageVariants from "./0014-post-image-variants.ts";
import * as postImageUnusedSince from "./0015-post-image-unused-since.ts";
import * as resaleTicketPrice from "./0016-resale-ticket-price.ts";
import * as waitingRoom from "./0017-waiting-room.ts";
import * as resaleReissue from "./0018-resale-reissue.ts";
import * as waitingRoomGate from "./0019-waiting-room-gate.ts";
import * as waitList from "./0020-wait-list.ts";
import * as testMails from "./0021-test-mails.ts";
import * as waitListSeasonEnd from "./0022-wait-list-season-end.ts";
import * as shopCallBudget from "./0023-shop-call-budget.ts";
import * as waitingRoomStock from "./0024-waiting-room-stock.ts";
import * as waitListLeaving from "./0026-wait-list-leaving.ts";
import * as resalePackages from "./0027-resale-packages.ts";

/** Every migration in order; names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  "0001-statistics": statistics,
  "0002-contact": contact,
  "0003-team-sessions": teamSessions,
  "0004-form-submissions": formSubmissions,
  "0005-newsletter-deliveries": newsletterDeliveries,
  "0006-pin-attempts": pinAttempts,
  "0007-statistics-dedup": statisticsDedup,
  "0008-rate-limits": rateLimits,
  "0009-key-checks": keyChecks,
  "0010-outbox-body-encrypted": outboxBodyEncrypted,
  "0011-resale-matching-and-city-counts": resaleMatching,
  "0012-posts": posts,
  "0013-resale-requests-for-several-tickets": severalTickets,
  "0014-post-image-variants": postImageVariants,
  "0015-post-image-unused-since": postImageUnusedSince,
  "0016-resale-ticket-price": resaleTicketPrice,
  "0017-waiting-room": waitingRoom,
  "0018-resale-reissue": resaleReissue,
  "0019-waiting-room-gate": waitingRoomGate,
  "0020-wait-list": waitList,
  "0021-test-mails": testMails,
  "0022-wait-list-season-end": waitListSeasonEnd,
  "0023-shop-call-budget": shopCallBudget,
  "0024-waiting-room-stock": waitingRoomStock,
  "0026-wait-list-leaving": waitListLeaving,
  "0027-resale-packages": resalePackages,
};
