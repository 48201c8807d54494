import { isAbsolute, resolve } from "node:path";
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from "ibantools";
import { z } from "zod";
import { hubIdSchema } from "../core/content/common.ts";

const isoWithOffset = z
  .string()
  .regex(
    /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/,
    "must be ISO 8601 with an offset, e.g. 2025-06-15T18:00:00+02:00",
  );

/** Every variable has a default that works on a laptop; a bad value stops start-up naming the variable. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  PUBLIC_URL: z.url().optional(),
  APP_NOW: isoWithOffset.optional(),
  /** The folder of the cities' content (hubs/, shared/); unset: the project's content/. */
  CONTENT_DIR: z.string().min(1).optional(),
  /** PostgreSQL when set (postgres://…); otherwise an SQLite file in DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .optional(),
  /** host name → hub, e.g. "muc.example.org=munich,essen.example.org=essen". */
  HUB_HOSTS: z
    .string()
    .default("munich.localhost=munich,essen.localhost=essen,hamburg.localhost=hamburg")
    .transform((value, ctx) => {
      const map: Record<string, z.infer<typeof hubIdSchema>> = {};
      for (const pair of value.split(",").filter(Boolean)) {
        const [host, hub] = pair.split("=").map((s) => s.trim());
        const parsed = hubIdSchema.safeParse(hub);
        if (!host || !parsed.success) {
          ctx.addIssue({
            code: "custom",
            message: `bad entry "${pair}", expected host=munich|essen|hamburg`,
          });
          return z.NEVER;
        }
        map[host.toLowerCase()] = parsed.data;
      }
      return map;
    }),
  DEFAULT_HUB: hubIdSchema.default("munich"),
  /**
   * The built-in development identity provider (one-click accounts) for trying the team area on a
   * laptop. Off unless switched on: no network check can tell a same-host reverse proxy from a
   * developer, so it must never run by accident.
   */
  DEV_IDP: z.enum(["on", "off"]).default("off"),
  /**
   * The browser tests' control of the clock (server/test-clock.ts): a site under test only, never
   * with NODE_ENV=production or a public PUBLIC_URL.
   */
  TEST_CLOCK: z.enum(["on", "off"]).default("off"),
  /** Team login (OpenID Connect): the team's provider. Without it (and without DEV_IDP=on) team login is off. */
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).default("pamperplay-site"),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_SCOPE: z
    .string()
    .regex(/(^|\s)openid(\s|$)/, "must contain openid")
    .default("openid profile email groups"),
  /** Claim (dotted path, e.g. realm_access.roles) that must contain OIDC_TEAM_VALUE. */
  OIDC_TEAM_CLAIM: z.string().min(1).default("groups"),
  OIDC_TEAM_VALUE: z.string().min(1).default("team"),
  SESSION_TTL_HOURS: z.coerce.number().positive().max(720).default(12),
  /** SMTP server for outgoing mail (smtp://user:pass@host:587 or smtps://…); unset: .eml files in DATA_DIR/outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("PamperPlay <noreply@pamperplay.example>"),
  ORGANISER_EMAIL: z.email().default("organiser@pamperplay.example"),
  HOTEL_EMAIL: z.email().default("hotel@pamperplay.example"),
  /**
   * The association's account that resale buyers pay to (stated in the match mail). The defaults
   * are made up, so that a site without them cannot send anyone's money to a real account.
   */
  ASSOCIATION_ACCOUNT_HOLDER: z.string().trim().min(2).max(70).default("Beispielverein e. V."),
  ASSOCIATION_IBAN: z
    .string()
    .default("DE02 1203 0000 0000 2020 51")
    .refine((value) => isValidIBAN(electronicFormatIBAN(value) ?? ""), "must be a valid IBAN"),
  ASSOCIATION_BIC: z
    .string()
    .trim()
    .default("BEISDEM1")
    .refine((value) => isValidBIC(value), "must be a valid BIC"),
  /** pretix base URL (e.g. https://pretix.eu); unset: the built-in simulated shop under /simulated-shop/. */
  PRETIX_URL: z.url({ protocol: /^https?$/ }).optional(),
  PRETIX_TOKEN: z.string().min(1).optional(),
  PRETIX_ORGANIZER: z
    .string()
    .regex(/^[a-zA-Z0-9._-]+$/, "must be a pretix organizer slug")
    .default("pamperplay"),
  /** Event slugs, comma-separated; the position is the packages' ticketShopId (0, 1, …): one event per city. */
  PRETIX_EVENT: z
    .string()
    .regex(/^[a-zA-Z0-9._-]+(,[a-zA-Z0-9._-]+)*$/, "must be event slugs separated by commas")
    .default("pamperplay-munich-2025,pamperplay-essen-2025,pamperplay-hamburg-2026"),
  /** How long pretix answers are reused; keeps the rush at the sale start to a handful of calls. */
  PRETIX_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /**
   * Calls to the ticket shop per minute, all instances together, spent by priority (admission
   * vouchers, then availability, then wait lists and resale): room below pretix Hosted's 360 a
   * minute per organizer for the association's own use of the shop.
   */
  PRETIX_CALLS_PER_MINUTE: z.coerce.number().int().min(12).max(100_000).default(300),
  /**
   * Reverse proxies in front of the site that append to X-Forwarded-For (0: none, use the
   * connection's address). "false" and "true" are read as 0 and 1, as earlier versions took them.
   */
  TRUST_PROXY: z
    .string()
    .default("0")
    .transform((value) => (value === "false" ? 0 : value === "true" ? 1 : Number(value)))
    .pipe(z.number().int().min(0).max(10)),
  /** Public POSTs (newsletter, postcard, resale) per client address and 10 minutes, per area. */
  RATE_LIMIT_POSTS: z.coerce.number().int().min(1).max(100_000).default(20),
  /**
   * How long a request's head, and then a body read before or without a team login, may take to
   * arrive: slower clients get 408 and the connection closes (server/http/node-server.ts).
   */
  READ_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /**
   * Places in a sale's waiting room per client network (IPv4 address, IPv6 /64): many phones
   * share one carrier address, so this stops mass entries, not a person with two devices.
   */
  WAITING_ROOM_NETWORK_CAP: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Mails a visitor's request may send to one inbox per hour, across all flows and cities. */
  RATE_LIMIT_MAILS: z.coerce.number().int().min(1).max(1000).default(4),
  /** Bot API token of the association's Telegram bot; with TELEGRAM_CHANNEL_ID posts can go to the channel. */
  TELEGRAM_BOT_TOKEN: z
    .string()
    .regex(/^\d+:[\w-]{20,}$/, "must be a Bot API token (digits, a colon, then the secret)")
    .optional(),
  /** The channel the bot posts to: @channelname or its numeric chat id. */
  TELEGRAM_CHANNEL_ID: z
    .string()
    .regex(/^(@\w{4,}|-?\d+)$/, "must be @channelname or a numeric chat id")
    .optional(),
  /** Base URL of the Bot API (a stand-in in tests). */
  TELEGRAM_API_URL: z.url({ protocol: /^https?$/ }).default("https://api.telegram.org"),
  /** 32 bytes, base64, encrypting resale IBANs at rest; unset: generated into DATA_DIR/resale.key. */
  RESALE_KEY: z
    .string()
    .refine((value) => Buffer.from(value, "base64").length === 32, "must be 32 bytes in base64")
    .optional(),
  /** 32 bytes, base64, encrypting form submissions (card data) at rest; unset: generated into DATA_DIR/form-key. */
  FORM_ENCRYPTION_KEY: z
    .string()
    .refine((value) => Buffer.from(value, "base64").length === 32, "must be 32 bytes in base64")
    .optional(),
});

export type Config = Omit<z.infer<typeof envSchema>, "PUBLIC_URL"> & {
  PUBLIC_URL: string;
  dataDir: string;
  /** CONTENT_DIR as an absolute path; undefined: the project's content/. */
  contentDir: string | undefined;
};

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const config = result.data;
  if (config.PRETIX_URL && !config.PRETIX_TOKEN) {
    throw new ConfigError(
      "Invalid configuration:\n  PRETIX_TOKEN: required when PRETIX_URL is set",
    );
  }
  if (config.DEV_IDP === "on" && config.OIDC_ISSUER) {
    throw new ConfigError(
      "Invalid configuration:\n  DEV_IDP: must be off when OIDC_ISSUER names the team's identity provider",
    );
  }
  if (Boolean(config.TELEGRAM_BOT_TOKEN) !== Boolean(config.TELEGRAM_CHANNEL_ID)) {
    throw new ConfigError(
      "Invalid configuration:\n  TELEGRAM_CHANNEL_ID: TELEGRAM_BOT_TOKEN and TELEGRAM_CHANNEL_ID go together",
    );
  }
  const dataDir = isAbsolute(config.DATA_DIR) ? config.DATA_DIR : resolve(config.DATA_DIR);
  return {
    ...config,
    PUBLIC_URL: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ""),
    dataDir,
    contentDir: config.CONTENT_DIR && resolve(config.CONTENT_DIR),
  };
}
