import { describe, expect, it } from "vitest";
import { forTheBlock } from "../test/block.ts";
import { startLiveServer } from "./test/live-server.ts";

/** The headers that make up the site's protection, with the policy's per-response nonce cut out. */
function securityHeadersOf(response: Response) {
  const names = [
    "content-security-policy",
    "cross-origin-resource-policy",
    "origin-agent-cluster",
    "referrer-policy",
    "strict-transport-security",
    "x-content-type-options",
    "x-dns-prefetch-control",
    "x-download-options",
    "x-frame-options",
    "x-permitted-cross-domain-policies",
    "x-xss-protection",
  ];
  return Object.fromEntries(
    names.map((name) => [name, response.headers.get(name)?.replace(/'nonce-[^']*'/, "'nonce'")]),
  );
}

describe("the development identity provider's own answers", () => {
  const site = forTheBlock(async () => {
    const server = await startLiveServer();
    return { ...server, dispose: server.stop };
  });

  it("carry the site's security headers, on the provider's endpoints too", async () => {
    const expected = securityHeadersOf(await fetch(`${site.url}/api/time`));
    expect(expected["content-security-policy"]).toContain("form-action 'self'");
    expect(expected["x-frame-options"]).toBe("SAMEORIGIN");

    const answers = {
      discovery: await fetch(`${site.url}/dev-idp/.well-known/openid-configuration`),
      keys: await fetch(`${site.url}/dev-idp/jwks`),
      authorize: await fetch(`${site.url}/dev-idp/auth?client_id=nobody`, { redirect: "manual" }),
      token: await fetch(`${site.url}/dev-idp/token`, { method: "POST" }),
      interaction: await fetch(`${site.url}/dev-idp/interaction/unknown`),
    };
    for (const [endpoint, answer] of Object.entries(answers)) {
      await answer.arrayBuffer();
      expect({ endpoint, headers: securityHeadersOf(answer) }).toEqual({
        endpoint,
        headers: expected,
      });
    }
    expect(answers.discovery.status).toBe(200);
    expect(answers.token.status).toBe(400);
  });
});
