import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { hubForHost, hubUrls, siteOrigins, siteUrlFor } from "./hubs.ts";

const config = loadConfig({
  PUBLIC_URL: "https://pamperplay.example",
  HUB_HOSTS: "muc.example.org=munich,essen.example.org=essen",
});

describe("hubs by host name", () => {
  it("maps configured host names (any port, any case) and falls back to Munich", () => {
    expect(hubForHost(config, "Essen.Example.org:8443")).toBe("essen");
    expect(hubForHost(config, "unknown.example.org")).toBe("munich");
    expect(hubForHost(config, undefined)).toBe("munich");
  });

  it("builds each hub's URL from its configured host with PUBLIC_URL's scheme and port", () => {
    expect(hubUrls(config)).toEqual({
      munich: "https://muc.example.org",
      essen: "https://essen.example.org",
      hamburg: "https://pamperplay.example",
    });
    const local = loadConfig({ PORT: "3000" });
    expect(hubUrls(local).essen).toBe("http://essen.localhost:3000");
  });

  it("lists PUBLIC_URL and every hub host as the site's origins", () => {
    expect(siteOrigins(config)).toEqual([
      "https://pamperplay.example",
      "https://muc.example.org",
      "https://essen.example.org",
    ]);
  });

  it("gives a request its own site's URL only for a host of ours; any other host gets the default hub's", () => {
    expect(siteUrlFor(config, "Essen.Example.org")).toBe("https://essen.example.org");
    expect(siteUrlFor(config, "pamperplay.example")).toBe("https://pamperplay.example");
    expect(siteUrlFor(config, "evil.example")).toBe("https://muc.example.org");
    expect(siteUrlFor(config, "muc.example.org.evil.example")).toBe("https://muc.example.org");
    expect(siteUrlFor(config, undefined)).toBe("https://muc.example.org");
  });
});
