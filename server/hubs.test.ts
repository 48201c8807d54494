import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { hubForHost, hubUrls } from "./hubs.ts";

const config = loadConfig({ HUB_HOSTS: "muc.example.org=munich,essen.example.org=essen" });

describe("hubs by host name", () => {
  it("maps configured host names (any port, any case) and falls back to Munich", () => {
    expect(hubForHost(config, "Essen.Example.org:8443")).toBe("essen");
    expect(hubForHost(config, "unknown.example.org")).toBe("munich");
    expect(hubForHost(config, undefined)).toBe("munich");
  });
  it("builds each hub's URL with the request's scheme and port", () => {
    expect(hubUrls(config, new URL("https://muc.example.org/start"))).toEqual({
      munich: "https://muc.example.org",
      essen: "https://essen.example.org",
      hamburg: "https://muc.example.org",
    });
  });
});
