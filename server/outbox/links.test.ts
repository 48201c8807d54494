import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { hubSiteUrl, pageLink } from "./links.ts";

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
