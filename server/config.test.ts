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
