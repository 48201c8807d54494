import type { Generated, Kysely } from "kysely";

/**
 * Table types. Instants are stored as ISO 8601 UTC strings (`…Z`) in both SQLite and PostgreSQL,
 * so one query path serves both and string order is time order. Flags are nullable instants
 * ("when it happened") rather than booleans, which the two databases represent differently.
 */
export interface Database {
  ticket_clicks: { id: Generated<number>; hub_id: string; ticket_shop_id: number; at: string };
  page_loads: { id: Generated<number>; hub_id: string; at: string };
  /** A client counted in a window: keyed hash only (server/statistics/counters.ts). */
  statistics_dedup: { key: string; bucket: number };
  /** The day's (UTC) random secret of the dedup hash; deleted the day after. */
  statistics_salts: { day: string; salt: string };
  /** Counts per city and UTC hour ("2025-06-15T16"), kind = the table counted. */
  statistics_hours: { kind: StatisticsTable; hub_id: string; hour: string; count: number };
  mail_outbox: MailOutboxTable;
  subscribers: SubscribersTable;
  subscriber_consents: SubscriberConsentsTable;
  newsletter_deliveries: NewsletterDeliveriesTable;
  resale_offers: ResaleOffersTable;
  resale_requests: ResaleRequestsTable;
  resale_matches: ResaleMatchesTable;
  resale_settings: ResaleSettingsTable;
  resale_reissues: ResaleReissuesTable;
  team_sessions: TeamSessionsTable;
  login_attempts: LoginAttemptsTable;
  form_submissions: FormSubmissionsTable;
  pin_attempts: PinAttemptsTable;
  hit_counts: HitCountsTable;
  key_checks: KeyChecksTable;
  team_posts: TeamPostsTable;
  team_post_revisions: TeamPostRevisionsTable;
  post_images: PostImagesTable;
  post_image_variants: PostImageVariantsTable;
  channel_deliveries: ChannelDeliveriesTable;
  waiting_rooms: WaitingRoomsTable;
  waiting_room_entries: WaitingRoomEntriesTable;
  waiting_room_audit: WaitingRoomAuditTable;
  waiting_room_stock: WaitingRoomStockTable;
  wait_lists: WaitListsTable;
  wait_list_entries: WaitListEntriesTable;
  wait_list_vouchers: WaitListVouchersTable;
  wait_list_audit: WaitListAuditTable;
  waiting_room_gate: WaitingRoomGateTable;
  shop_call_pauses: ShopCallPausesTable;
}

export type StatisticsTable = "page_loads" | "ticket_clicks";

/** Transactional outbox: one row per mail, sent by the worker (server/outbox/worker.ts). */
export interface MailOutboxTable {
  id: Generated<number>;
  message_key: string;
  to_address: string;
  from_address: string | null;
  reply_to: string | null;
  /** Newsletter mails: the unsubscribe link for the List-Unsubscribe header. */
  list_unsubscribe: string | null;
  /** Plain: the team's list of undelivered mails shows it. Templates put no secrets in it. */
  subject: string;
  /** AES-256-GCM of the text and HTML under the form key; null once sent (server/outbox/outbox.ts). */
  body_encrypted: string | null;
  created_at: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** A worker's claim on the row until lease_until, so two instances never send it at once. */
  lease_owner: string | null;
  lease_until: string | null;
  sent_at: string | null;
  /** Set when retries are exhausted; the row stays for the operator. */
  failed_at: string | null;
  last_error: string | null;
  /** "mail", or a messenger channel ("telegram": to_address is the chat, the body a message). */
  channel: Generated<OutboxChannel>;
}

export type OutboxChannel = "mail" | "telegram";

/** Newsletter subscribers per hub; one row per address, consent instants on it and in the log. */
export interface SubscribersTable {
  /** Random 128-bit hex; the id in confirm and unsubscribe links. */
  id: string;
  hub_id: string;
  /** Lower-cased. */
  email: string;
  locale: string;
  registered_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  /** Last confirmation mail, so repeated sign-ups cannot flood a mailbox. */
  last_mail_at: string | null;
}

/** One newsletter post mailed to one subscriber (queued in the outbox at queued_at). */
export interface NewsletterDeliveriesTable {
  subscriber_id: string;
  post_key: string;
  queued_at: string;
}

export type ConsentAction = "registered" | "confirmed" | "unsubscribed";

/** Every consent given or withdrawn, with its instant (no IP addresses). */
export interface SubscriberConsentsTable {
  id: Generated<number>;
  subscriber_id: string;
  email: string;
  action: ConsentAction;
  at: string;
}

/** Resale offers; only rows with confirmed_at reach the team. */
export interface ResaleOffersTable {
  id: string;
  hub_id: string;
  ticket_id: string;
  name: string;
  email: string;
  /** AES-256-GCM, see server/resale/iban-cipher.ts; never logged. */
  iban_encrypted: string;
  /** e.g. "DE89 •••• 3000", for lists that must not show the whole IBAN. */
  iban_masked: string;
  locale: string;
  created_at: string;
  confirmed_at: string | null;
  approved_at: string | null;
  payed_offer_at: string | null;
  payed_receiver_at: string | null;
  /** The seller's pretix order code and position number (null: offers made before, or one ticket). */
  order_code: string | null;
  position_number: number | null;
  /** The shop's ticket found at approval: its event (ticketShopId) and position id. */
  shop_event: number | null;
  shop_position_id: number | null;
  /** The package offered (null: offers made before the exchange asked). */
  package_id: string | null;
}

/** The re-issue of a handed-over ticket for its buyer (server/resale/reissue.ts). */
export interface ResaleReissuesTable {
  offer_id: string;
  hub_id: string;
  shop_event: number;
  shop_position_id: number;
  buyer_email: string;
  buyer_locale: string;
  status: "waiting" | "reissued" | "failed";
  /** SHA-256 of the seller's ticket secret, noted before the first change. */
  secret_before: string | null;
  attempts: number;
  /** The shop's reason for a refusal, or why it could not be reached. */
  last_error: string | null;
  next_attempt_at: string;
  lease_owner: string | null;
  lease_until: string | null;
  created_at: string;
  done_at: string | null;
  /** The team member who last started a failed re-issue again (their name), and when. */
  retried_by: string | null;
  retried_at: string | null;
}

/** Resale requests; only rows with confirmed_at reach the team. */
export interface ResaleRequestsTable {
  id: string;
  hub_id: string;
  amount: number;
  email: string;
  locale: string;
  created_at: string;
  confirmed_at: string | null;
  notified_at: string | null;
  fulfilled_at: string | null;
  /** 1 after the team undid its pair: it is matched before every other request. */
  front_of_line: Generated<number>;
  /** Its payment window ran out: it keeps its history but gets no further offer. */
  lapsed_at: string | null;
  /** The package wanted (null: requests made before the exchange asked). */
  package_id: string | null;
}

/** An approved offer paired with the next request in line (server/resale/matching.ts). */
export interface ResaleMatchesTable {
  id: string;
  hub_id: string;
  offer_id: string;
  request_id: string;
  matched_at: string;
  /** The requester's payment is due by then; afterwards the offer goes to the next request. */
  pay_by: string;
  paid_at: string | null;
  /** Open while null; at most one open pair per offer and per request (unique indexes). */
  ended_at: string | null;
  end_reason: "expired" | "undone" | null;
}

/** What the team sets per city for resale matching. */
export interface ResaleSettingsTable {
  hub_id: string;
  payment_window_hours: number;
  /** Shown to the requester in the match mail: how to pay (e.g. bank details). */
  payment_instructions: string;
  /** The same note in English; null or empty: the English mail quotes the German one. */
  payment_instructions_en: string | null;
  /** What the requester pays per ticket, in cents; null: each package's own price. */
  ticket_price_cents: number | null;
}

/** Team sessions: our own bearer tokens, stored as SHA-256 hashes only; revoked on logout. */
export interface TeamSessionsTable {
  token_hash: string;
  /** Stable per team member (derived from issuer and subject), the spec's resource_owner_id. */
  owner_id: string;
  name: string;
  /** A data: URL (generated SVG); no third-party image hosts. */
  avatar_url: string;
  /** The address the login's `email` claim gave; null when the provider gave none. */
  email: string | null;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** An OpenID Connect login in progress: state (hashed), nonce and PKCE verifier, for minutes. */
export interface LoginAttemptsTable {
  state_hash: string;
  /** Hash of the random value in the browser's login cookie: the code only works in that browser. */
  binding_hash: string;
  code_verifier: string;
  nonce: string;
  redirect_uri: string;
  expires_at: string;
}

/**
 * Dynamic-form submissions (server/forms). Unverified rows live 24 hours; a transmitted row keeps
 * its sensitive values until their one-time read or 14 days, then delete_after removes it.
 */
export interface FormSubmissionsTable {
  /** Random 128-bit hex: the formId of the PIN link. */
  id: string;
  form_key: string;
  hub_id: string;
  locale: string;
  /** AES-256-GCM of the ordinary values (JSON); null once transmitted. */
  fields_encrypted: string | null;
  /** AES-256-GCM of the sensitive values (card data); null after their read or expiry. */
  sensitive_encrypted: string | null;
  /** HMAC of the PIN with a server key; never the PIN itself. */
  pin_hash: string;
  pin_expires_at: string;
  /** Wrong PINs so far; at 5 the submission is locked. */
  pin_attempts: Generated<number>;
  /** Keyed hash of the verification address's mailbox: wrong PINs count per mailbox too. */
  mailbox_key: string | null;
  created_at: string;
  transmitted_at: string | null;
  /** SHA-256 of the one-time link's token; the token itself is only in the recipient's mail. */
  secure_token_hash: string | null;
  secure_expires_at: string | null;
  secure_read_at: string | null;
  delete_after: string;
}

/**
 * One typed-PIN check per subject (a mailbox or a client network, as keyed hashes) for the
 * limits across submissions; a right PIN deletes its rows, so what stays are wrong ones.
 */
export interface PinAttemptsTable {
  attempt_id: string;
  subject: string;
  at: string;
}

/** Rate-limit and mail-budget counters (server/db/hit-counts.ts): hits per key and fixed window. */
/** Until when a ticket shop asked for no calls (its 429's Retry-After), for every instance. */
export interface ShopCallPausesTable {
  shop: string;
  paused_until: string;
}

export interface HitCountsTable {
  /** SHA-256 of the counted key (area and client network, or mailbox). */
  key: string;
  window_start: string;
  hits: number;
  /** The window's end; the row is purged after it. */
  expires_at: string;
}

/** Per encryption key (by its variable's name): a value that tells whether a key is that key. */
export interface KeyChecksTable {
  name: string;
  /** HMAC of a constant under a key derived from it; does not reveal the key. */
  check_value: string;
}

export type Db = Kysely<Database>;

/** draft: only in the team area; scheduled: on the site from its posted time; withdrawn: off it. */
export type TeamPostState = "draft" | "scheduled" | "withdrawn";

/** A post written in the team area: the current version (server/posts/store.ts). */
export interface TeamPostsTable {
  /** Like the files' keys (muc2026.3), numbered on after the city's files and posts. */
  key: string;
  hub_id: string;
  state: TeamPostState;
  /** The post, valid against core/content/posts.ts like a file under content/. */
  post_json: string;
  /** 1: written in German only (the English fields repeat it; the site says so in English). */
  german_only: number;
  /** Counts the changes; an edit names the revision it started from. */
  revision: number;
  created_at: string;
  updated_at: string;
  updated_by: string;
  /** The revision the last test mail was sent for; null while none was. */
  tested_revision: number | null;
}

/** Every change of a team post, with the whole post as it was afterwards. */
export interface TeamPostRevisionsTable {
  id: Generated<number>;
  post_key: string;
  revision: number;
  action: "created" | "edited" | "scheduled" | "withdrawn" | "restored";
  state: TeamPostState;
  post_json: string;
  german_only: number;
  at: string;
  /** The team member's account id at the identity provider, and their name at the time. */
  by_id: string;
  by_name: string;
}

/** An uploaded image as uploaded (upright); its re-encoded widths are post_image_variants. */
export interface PostImagesTable {
  id: string;
  hub_id: string;
  width: number;
  height: number;
  created_at: string;
  created_by: string;
  /** Since when no post uses it; null while one does, or before the purge first looked. */
  unused_since: string | null;
}

/** One re-encoded width of a post image: the JPEG itself, served from /media/. */
export interface PostImageVariantsTable {
  image_id: string;
  /** The width in the image's address; the JPEG is never wider than the upload. */
  width: number;
  pixel_width: number;
  pixel_height: number;
  /** Strong validator of the bytes (their SHA-256), quoted as the ETag header wants it. */
  etag: string;
  bytes: Uint8Array;
}

/** A post queued for a messenger channel, once (the send itself waits in mail_outbox). */
export interface ChannelDeliveriesTable {
  post_key: string;
  channel: string;
  queued_at: string;
}

/**
 * A sale's waiting room (server/waiting-room/): the team's settings, the seed committed to at its
 * creation (its hash is public from then on, the seed itself from the sale start), and the
 * admissions granted so far, which admitters advance by compare-and-set on `version`.
 */
export interface WaitingRoomsTable {
  /** "<hub>@<sale start ISO>": a new sale start is a new room. */
  room: string;
  hub_id: string;
  sale_start: string;
  seed: string;
  seed_hash: string;
  disabled_at: string | null;
  opens_minutes: number;
  /** People let into the shop per minute; null: derived from the quotas (admission.ts). */
  rate_per_minute: number | null;
  voucher_minutes: number;
  email_gate_at: string | null;
  paused_at: string | null;
  /** Sold out: nobody is admitted any more. */
  closed_at: string | null;
  admissions: Generated<number>;
  version: Generated<number>;
  created_at: string;
  /** The admission job's lease: the instance that set it runs the room's round until then. */
  job_until: string | null;
  /** When the room's vouchers last went to the shop (one batch every few seconds at most). */
  pushed_at: string | null;
  /** The shop did not answer the admission job since then; null once it did. */
  shop_failed_at: string | null;
}

/**
 * The tickets of one product the waiting room may still hand out (server/waiting-room/stock.ts):
 * the shop's free tickets at its last fresh answer, less the vouchers made since.
 */
export interface WaitingRoomStockTable {
  room: string;
  ticket_shop_id: number;
  item_id: number;
  /** null: no quota limits the product. */
  tickets_left: number | null;
  /** The shop had sold every ticket (paid and pending orders fill a quota counting it). */
  sold_at: string | null;
  /** The shop's last fresh answer; null: ask again (a voucher lapsed, a batch was refused). */
  asked_at: string | null;
}

/**
 * A place in the queue. Order: lane (0 joined before the start, 1 after), draw_key (the hash of
 * the seed and the id; empty in lane 1), seq (arrival).
 */
export interface WaitingRoomEntriesTable {
  seq: Generated<number>;
  /** Random 128-bit hex: the signed cookie names it. */
  id: string;
  room: string;
  ticket_shop_id: number;
  package_id: string;
  item_id: number;
  joined_at: string;
  lane: number;
  draw_key: string;
  /** Keyed hash of the client network (the per-network cap); no address is stored. */
  network_key: string;
  admitted_at: string | null;
  voucher_code: string | null;
  valid_until: string | null;
  /** The shop has the voucher: the visitor may go. */
  voucher_created_at: string | null;
  /** An instance's claim on creating the voucher in the shop, until then. */
  push_until: string | null;
  redeemed_at: string | null;
  lapsed_at: string | null;
  /** With the e-mail gate: keyed hash of the confirmed address (one place per address). */
  email_hash: string | null;
}

/** What the team changed on a waiting room, by whom. */
export interface WaitingRoomAuditTable {
  id: Generated<number>;
  room: string;
  at: string;
  by_id: string;
  by_name: string;
  /** `{ setting: [old, new] }` for each setting the change touched. */
  change_json: string;
}

/** A sold-out package's wait list for one season (docs/decisions/0046-wait-list.md). */
export interface WaitListsTable {
  /** `hub/package/season`. */
  list: string;
  hub_id: string;
  package_id: string;
  ticket_shop_id: number;
  item_id: number;
  /** How long a voucher holds its ticket; the team sets it per list. */
  voucher_hours: number;
  /** Tickets given to the list so far: the team's releases and the shop's returns. */
  released: Generated<number>;
  /** Compare-and-set counter of the offer step, the releases and the shop's returns. */
  version: Generated<number>;
  closed_at: string | null;
  created_at: string;
  /**
   * When the season's party is over, as the content said when the list was made (null for lists
   * made before this was kept): until then it stays its package's list under a corrected sale
   * start, and from then on the season's end closes it.
   */
  party_over_at: string | null;
}

/**
 * A person in line: stored like a newsletter subscriber; deleted a day after they leave (they may
 * return to their place until then), at once when they leave unconfirmed.
 */
export interface WaitListEntriesTable {
  seq: Generated<number>;
  /** Random 128-bit hex: the confirm and leave links name it. */
  id: string;
  list: string;
  email: string;
  locale: string;
  joined_at: string;
  /** Until confirmed the entry has no place in line. */
  confirmed_at: string | null;
  /** Their voucher was sent: out of line. */
  served_at: string | null;
  /** They left: out of line, and the address deleted a day later unless they return. */
  left_at: string | null;
}

/** A voucher offered to the next in line; keeps no address. */
export interface WaitListVouchersTable {
  id: Generated<number>;
  list: string;
  /** The entry it went to; null once that person left. */
  entry_id: string | null;
  code: string;
  offered_at: string;
  valid_until: string;
  /** A random id of the run that claimed it for creating it in the shop and mailing it … */
  push_owner: string | null;
  /** … until then; another run takes over after it. */
  push_until: string | null;
  attempts: Generated<number>;
  mailed_at: string | null;
  redeemed_at: string | null;
  lapsed_at: string | null;
}

/** What the team did with a wait list, by whom. */
export interface WaitListAuditTable {
  id: Generated<number>;
  list: string;
  at: string;
  by_id: string;
  by_name: string;
  change_json: string;
}

/**
 * An address a visitor entered at the e-mail gate: `id` is the confirm link's, `entry_id` the
 * place the cookie names, which joins the queue only at the confirmation.
 */
export interface WaitingRoomGateTable {
  id: string;
  room: string;
  entry_id: string;
  ticket_shop_id: number;
  package_id: string;
  item_id: number;
  network_key: string;
  /** Keyed hash of the address; the address itself is not kept. */
  email_hash: string;
  created_at: string;
  confirmed_at: string | null;
}
