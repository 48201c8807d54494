import type { HttpBindings } from "@hono/node-server";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import { Hono } from "hono";
import type {
  Account,
  Configuration,
  default as ProviderClass,
  KoaContextWithOIDC,
} from "oidc-provider";
import {
  devInteractionParamsSchema,
  devLoginFormSchema,
  type DevAccountId,
} from "../../core/api/auth.ts";
import { apiRoute } from "../http/api-route.ts";
import { memoryAdapterFactory } from "./dev-idp-store.ts";
import { devLoginPage, devMessagePage } from "./dev-idp-page.ts";
import { isDirectLocalRequest } from "./local-url.ts";
import { claimAt } from "./team-claim.ts";
import { inBackground } from "../jobs/background.ts";

/** The two accounts of the development login page. */
export const devAccounts: Record<DevAccountId, { name: string; email: string; team: boolean }> = {
  "team-member": { name: "Team Member", email: "team-member@pamperplay.example", team: true },
  visitor: { name: "Visitor", email: "visitor@pamperplay.example", team: false },
};
export type { DevAccountId };

function isDevAccount(id: string): id is DevAccountId {
  return Object.hasOwn(devAccounts, id);
}

export const devIdpPath = "/dev-idp";

export interface DevIdpOptions {
  /** The site's PUBLIC_URL; the provider's issuer is PUBLIC_URL/dev-idp. */
  publicUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  teamClaim: string;
  teamValue: string;
}

export interface DevIdp {
  issuer: string;
  clientSecret: string;
  router: Hono<{ Bindings: Partial<HttpBindings> }>;
}

/**
 * A development OpenID Connect provider (oidc-provider) inside the site's own server, so that the
 * team area can be tried on a laptop and in the browser tests. It only exists when devIdpEnabled()
 * says so (DEV_IDP=on, no OIDC_ISSUER, local PUBLIC_URL); the caller checks, and createAuth never builds it
 * otherwise. Its keys and secrets are random per process.
 */
export function createDevIdp(options: DevIdpOptions): DevIdp {
  const issuer = `${options.publicUrl}${devIdpPath}`;
  // P-256 keys take a millisecond to make (RSA takes a noticeable pause at every start).
  const { privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const signingKey = { ...privateKey.export({ format: "jwk" }), kid: "dev", use: "sig" };
  const teamClaimName = options.teamClaim.split(".")[0] ?? options.teamClaim;
  const scope = "openid profile email";

  const configuration: Configuration = {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
        id_token_signed_response_alg: "ES256",
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString("hex")] },
    adapter: memoryAdapterFactory(),
    // The team claim travels with every login, whatever scopes the site asks for.
    claims: { openid: ["sub", teamClaimName], profile: ["name"], email: ["email"] },
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
    },
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `${devIdpPath}/interaction/${interaction.uid}` },
    // A first-party client: no consent screen, the scopes it asks for are granted.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const accountId = ctx.oidc.session?.accountId;
      const clientId = ctx.oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId });
      grant.addOIDCScope(
        typeof ctx.oidc.params?.scope === "string" ? ctx.oidc.params.scope : scope,
      );
      grant.addOIDCClaims(["sub", teamClaimName, "name", "email"]);
      await grant.save();
      return grant;
    },
    findAccount: (_ctx, id): Account | undefined => {
      if (!isDevAccount(id)) return undefined;
      const account = devAccounts[id];
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          name: account.name,
          email: account.email,
          ...claimAt(options.teamClaim, account.team ? [options.teamValue] : []),
        }),
      };
    },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    clientBasedCORS: () => false,
    renderError: (ctx, out) => {
      ctx.type = "html";
      ctx.body = devMessagePage(out.error, out.error_description ?? "");
    },
  };

  // Loaded only when the development provider runs, and then at its first request: it and its
  // dependencies take some 45 MB of memory that a production server never needs, and half a
  // second of CPU that a start without a team login (most browser tests) would spend for nothing.
  let provider: ProviderClass | undefined;
  const theProvider = (): ProviderClass => {
    if (provider) return provider;
    const { default: Provider } = createRequire(import.meta.url)("oidc-provider") as {
      default: typeof ProviderClass;
    };
    provider = new Provider(issuer, configuration);
    return provider;
  };
  let providerCallback: ReturnType<ProviderClass["callback"]> | undefined;

  const router = new Hono<{ Bindings: Partial<HttpBindings> }>();

  // Even switched on, the one-click accounts answer only to requests made on this machine, never
  // to anything that came through a proxy (see isDirectLocalRequest).
  router.use("*", async (c, next) => {
    if (!isDirectLocalRequest(c.req.raw.headers, c.env?.incoming?.socket.remoteAddress)) {
      return c.html(
        devMessagePage("forbidden", "Only available on this machine, not through a proxy."),
        403,
      );
    }
    await next();
  });

  const page = { summary: "The development login page", params: devInteractionParamsSchema };
  apiRoute(router, "GET", "/interaction/:uid", page, async (c, input) => {
    const { incoming, outgoing } = c.env ?? {};
    if (!incoming || !outgoing) return c.text("Needs the Node.js server", 503);
    const params = input.params();
    try {
      const details = await theProvider().interactionDetails(incoming, outgoing);
      if (!params.ok || details.uid !== params.data.uid) {
        return c.html(devMessagePage("invalid_request"), 400);
      }
      return c.html(devLoginPage(details.uid));
    } catch {
      return c.html(devMessagePage("session_expired", "Start the login again."), 400);
    }
  });

  const login = {
    summary: "A development account's login",
    params: devInteractionParamsSchema,
    body: devLoginFormSchema,
    form: "only",
  } as const;
  apiRoute(router, "POST", "/interaction/:uid/login", login, async (c, input) => {
    const { incoming, outgoing } = c.env ?? {};
    if (!incoming || !outgoing) return c.text("Needs the Node.js server", 503);
    const form = await input.body();
    if (!form.ok) return c.html(devMessagePage("unknown_account"), 400);
    const params = input.params();
    try {
      const details = await theProvider().interactionDetails(incoming, outgoing);
      if (!params.ok || details.uid !== params.data.uid) {
        return c.html(devMessagePage("invalid_request"), 400);
      }
      const redirectTo = await theProvider().interactionResult(
        incoming,
        outgoing,
        { login: { accountId: form.data.account } },
        { mergeWithLastSubmission: false },
      );
      return c.redirect(redirectTo, 303);
    } catch {
      return c.html(devMessagePage("session_expired", "Start the login again."), 400);
    }
  });

  // Everything else is the provider's own endpoints (discovery, authorize, token, jwks, userinfo).
  router.all("*", async (c) => {
    const { incoming, outgoing } = c.env ?? {};
    if (!incoming || !outgoing) return c.text("Needs the Node.js server", 503);
    const url = incoming.url ?? "/";
    // Like Express's mounting: the provider sees the path below its mount point.
    Object.assign(incoming, { originalUrl: url, url: url.slice(devIdpPath.length) || "/" });
    const callback = (providerCallback ??= theProvider().callback());
    await new Promise<void>((resolve) => {
      outgoing.once("finish", resolve);
      outgoing.once("close", resolve);
      inBackground("Development identity provider", () => callback(incoming, outgoing));
    });
    return RESPONSE_ALREADY_SENT;
  });

  return { issuer, clientSecret: options.clientSecret, router };
}
