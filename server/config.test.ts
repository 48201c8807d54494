import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";
import { runningClockFrom } from "./clock.ts";

describe("loadConfig", () => {
  it("works with no variables at all", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.PUBLIC_URL).toBe("http://localhost:3000");
    expect(config.HUB_HOSTS["essen.localhost"]).toBe("essen");
  });
  it("names the variable that has a bad value", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ APP_NOW: "yesterday" })).toThrow(/APP_NOW/);
    expect(() => loadConfig({ HUB_HOSTS: "x.org=berlin" })).toThrow(/HUB_HOSTS/);
    expect(() => loadConfig({ TELEGRAM_BOT_TOKEN: "secret" })).toThrow(/TELEGRAM_BOT_TOKEN/);
  });

  it("takes the Telegram bot's token and channel together only", () => {
    const token = "123456:fictional-token-for-the-stand-in";
    expect(() => loadConfig({ TELEGRAM_BOT_TOKEN: token })).toThrow(/TELEGRAM_CHANNEL_ID/);
    const config = loadConfig({ TELEGRAM_BOT_TOKEN: token, TELEGRAM_CHANNEL_ID: "@pp_news" });
    expect(config.TELEGRAM_API_URL).toBe("https://api.telegram.org");
  });
});

describe("runningClockFrom", () => {
  it("starts at the given instant and runs on", () => {
    let real = 1_000_000;
    const clock = runningClockFrom(new Date("2025-06-15T16:00:00Z"), () => real);
    expect(clock.now().toISOString()).toBe("2025-06-15T16:00:00.000Z");
    real += 1500;
    expect(clock.now().toISOString()).toBe("2025-06-15T16:00:01.500Z");
  });
});

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
    // Fewer would leave some priority no call in a ten-second slot (tickets/shop-call-budget.ts).
    expect(() => loadConfig({ PRETIX_CALLS_PER_MINUTE: "11" })).toThrow(/PRETIX_CALLS_PER_MINUTE/);
    expect(loadConfig({}).PRETIX_CALLS_PER_MINUTE).toBe(300);
  });

  it("reads TRUST_PROXY as the number of trusted proxy hops, true and false as 1 and 0", () => {
    expect(loadConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(0);
  });
});
