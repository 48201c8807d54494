import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "./clock.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { loadContent } from "./content/load.ts";
import { databaseKinds, type TestDatabase } from "./db/test/databases.ts";
import { hubSiteUrl, pageLink } from "./mail/links.ts";
import { createScheduler } from "./jobs/scheduler.ts";
import { createVisitorServices, simulatedEvents } from "./visitor-services.ts";

describe("visitor configuration", () => {
  it("has laptop defaults for mail and the ticket shop", () => {
    const config = loadConfig({});
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.ORGANISER_EMAIL).toBe("organiser@pamperplay.example");
    expect(config.HOTEL_EMAIL).toBe("hotel@pamperplay.example");
    expect(config.MAIL_FROM).toContain("pamperplay.example");
    expect(config.PRETIX_URL).toBeUndefined();
    expect(config.TRUST_PROXY).toBe(0);
  });

  it("names bad values", () => {
    expect(() => loadConfig({ SMTP_URL: "mail.example.org" })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ PRETIX_URL: "https://pretix.eu" })).toThrow(ConfigError);
    expect(() => loadConfig({ PRETIX_URL: "https://pretix.eu" })).toThrow(/PRETIX_TOKEN/);
    expect(() => loadConfig({ PRETIX_EVENT: "a,,b" })).toThrow(/PRETIX_EVENT/);
    expect(() => loadConfig({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ RESALE_KEY: "c2hvcnQ=" })).toThrow(/RESALE_KEY/);
    expect(() => loadConfig({ TRUST_PROXY: "-1" })).toThrow(/TRUST_PROXY/);
  });

  it("reads TRUST_PROXY as the number of trusted proxy hops, true and false as 1 and 0", () => {
    expect(loadConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(0);
  });
});

describe("links in mails", () => {
  it("use PUBLIC_URL for the default hub and the hub's host name for the others", () => {
    const config = loadConfig({
      PUBLIC_URL: "https://pamperplay.example",
      HUB_HOSTS: "essen.pamperplay.example=essen",
    });
    expect(hubSiteUrl(config, "munich")).toBe("https://pamperplay.example");
    expect(hubSiteUrl(config, "essen")).toBe("https://essen.pamperplay.example");
    // A hub without a host name of its own falls back to PUBLIC_URL.
    expect(hubSiteUrl(config, "hamburg")).toBe("https://pamperplay.example");
    expect(pageLink("https://pamperplay.example", "/newsletter-confirm", { id: "a&b" })).toBe(
      "https://pamperplay.example/newsletter-confirm?id=a%26b",
    );
  });
});

describe("createVisitorServices", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await databaseKinds.sqlite();
  });
  afterAll(() => test.dispose());
  const deps = (env: Record<string, string>) => ({
    config: loadConfig({ NODE_ENV: "test", ...env }),
    clock: fixedClock(new Date("2025-06-20T10:00:00Z")),
    content: loadContent(),
    db: test.db,
    log: { log: () => {}, error: () => {} },
    keys: { form: randomBytes(32), resale: randomBytes(32) },
    jobs: createScheduler(),
  });

  it("mounts the simulated shop only without PRETIX_URL", async () => {
    const local = createVisitorServices(deps({}));
    expect(local.simulatedShop).toBeDefined();
    await local.close();
    const real = createVisitorServices(
      deps({ PRETIX_URL: "https://pretix.example", PRETIX_TOKEN: "t" }),
    );
    expect(real.simulatedShop).toBeUndefined();
    await real.close();
  });

  it("the simulated shop has one event per city, opening at that city's ticket sale start", () => {
    const [munich, essen, hamburg] = simulatedEvents(loadConfig({}), loadContent());
    expect(munich!.presale_start).toBe("2025-06-15T16:00:00.000Z");
    expect(munich!.quotas.map((quota) => quota.name)).toContain("Kuschel-Paket");
    // Essen's sale was postponed to 14 September 2025, 18:00 Berlin time.
    expect(essen!.presale_start).toBe("2025-09-14T16:00:00.000Z");
    expect(essen!.quotas.map((quota) => quota.name)).not.toContain("Kuschel-Paket");
    // Hamburg has no sale date yet: its event is not live.
    expect(hamburg).toMatchObject({ live: false, presale_start: null });
  });
});
