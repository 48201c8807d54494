import * as oidc from "openid-client";
import { isLocalUrl } from "./local-url.ts";

export interface OidcClientOptions {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  scope: string;
  /** Ask the provider to show its login page even when it still knows the person. */
  forceLogin?: boolean;
}

export interface AuthorizationRequest {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface IdentityClaims {
  issuer: string;
  subject: string;
  claims: Record<string, unknown>;
}

/**
 * The site as an OpenID Connect relying party (openid-client): authorization-code flow with
 * PKCE (S256), state and nonce. The provider's tokens are used here, once, to read who logged in;
 * they are never stored or handed to the browser.
 */
export function oidcClient(options: OidcClientOptions) {
  let discovered: Promise<oidc.Configuration> | undefined;

  function configuration(): Promise<oidc.Configuration> {
    discovered ??= oidc
      .discovery(
        new URL(options.issuer),
        options.clientId,
        undefined,
        options.clientSecret ? oidc.ClientSecretBasic(options.clientSecret) : oidc.None(),
        // Plain HTTP only ever for a provider on this machine (the development one).
        { execute: isLocalUrl(options.issuer) ? [oidc.allowInsecureRequests] : [], timeout: 10 },
      )
      .catch((error: unknown) => {
        // Try again on the next login instead of remembering an outage forever.
        discovered = undefined;
        throw error;
      });
    return discovered;
  }

  return {
    async authorizationRequest(redirectUri: string): Promise<AuthorizationRequest> {
      const config = await configuration();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const parameters: Record<string, string> = {
        redirect_uri: redirectUri,
        scope: options.scope,
        response_type: "code",
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: "S256",
        state,
        nonce,
      };
      if (options.forceLogin) parameters.prompt = "login";
      const url = oidc.buildAuthorizationUrl(config, parameters);
      return { url: url.href, state, nonce, codeVerifier };
    },

    /** Exchanges the code (server to server) and returns the person's claims. */
    async exchange(
      callback: { code: string; state: string; iss?: string },
      attempt: { redirectUri: string; codeVerifier: string; nonce: string; state: string },
    ): Promise<IdentityClaims> {
      const config = await configuration();
      const currentUrl = new URL(attempt.redirectUri);
      currentUrl.searchParams.set("code", callback.code);
      currentUrl.searchParams.set("state", callback.state);
      if (callback.iss) currentUrl.searchParams.set("iss", callback.iss);
      const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: attempt.codeVerifier,
        expectedState: attempt.state,
        expectedNonce: attempt.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new Error("no ID token");
      let claims: Record<string, unknown> = { ...idToken };
      // Providers put profile and group claims in the ID token or only in UserInfo; read both.
      if (config.serverMetadata().userinfo_endpoint) {
        const userInfo = await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub);
        claims = { ...userInfo, ...claims };
      }
      return { issuer: config.serverMetadata().issuer, subject: idToken.sub, claims };
    },
  };
}

export type OidcClient = ReturnType<typeof oidcClient>;
