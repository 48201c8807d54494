import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { loadContent } from "../content/load.ts";
import { shopConnection, simulatedEvents } from "./shop-connection.ts";

describe("the ticket shop's connection", () => {
  it("mounts the simulated shop only without PRETIX_URL", () => {
    const content = loadContent();
    expect(shopConnection(loadConfig({}), content).simulatedShop).toBeDefined();
    const real = loadConfig({ PRETIX_URL: "https://pretix.example", PRETIX_TOKEN: "t" });
    expect(shopConnection(real, content)).toEqual({
      baseUrl: "https://pretix.example",
      token: "t",
    });
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
