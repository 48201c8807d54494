import { describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { testServicesForBlock } from "../test/services.ts";

const formAction = (response: Response) =>
  /(?:^|; ?)form-action ([^;]*)/.exec(response.headers.get("content-security-policy") ?? "")?.[1];

describe("the site's Content-Security-Policy", () => {
  const setup = testServicesForBlock({
    env: { OIDC_ISSUER: "https://id.pamperplay.example/realms/team" },
  });

  it("lets forms send people to our own site only (form-action, not covered by default-src)", async () => {
    const app = createApp(setup.services, async () => new Response("page"));
    for (const path of ["/start", "/api/time", "/admin"]) {
      expect(formAction(await app.request(`http://localhost:3000${path}`))).toBe("'self'");
    }
  });
});

describe("with the development identity provider", () => {
  const setup = testServicesForBlock({ env: { DEV_IDP: "on" } });

  it("also lets forms lead back to the city sites its login form returns to, and nowhere else", async () => {
    const response = await createApp(setup.services).request("http://localhost:3000/api/time");
    expect(formAction(response)).toBe(
      "'self' http://localhost:3000 http://munich.localhost:3000 http://essen.localhost:3000 http://hamburg.localhost:3000",
    );
  });
});
