import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { createDevIdp, devIdpPath } from "../dev-idp.ts";
import { freePort } from "../../test/free-port.ts";

export interface IdentityProvider {
  /** For OIDC_ISSUER. */
  issuer: string;
  clientSecret: string;
  stop(): Promise<void>;
}

/**
 * The team's identity provider as a server of its own, the way a real one stands apart from the
 * site: several site instances log in against the same issuer. It is the development provider's
 * code (one-click "Team Member" and "Visitor"), served on its own port.
 */
export async function startIdentityProvider(redirectUris: string[]): Promise<IdentityProvider> {
  const port = await freePort();
  const clientSecret = "two-instance-test-secret";
  const idp = createDevIdp({
    publicUrl: `http://localhost:${port}`,
    clientId: "pamperplay-site",
    clientSecret,
    redirectUris,
    teamClaim: "groups",
    teamValue: "team",
  });
  const app = new Hono();
  app.route(devIdpPath, idp.router);
  const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", resolve));
  return {
    issuer: idp.issuer,
    clientSecret,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
