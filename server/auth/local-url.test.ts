import { describe, expect, it } from "vitest";
import { fixedClock } from "../clock.ts";
import { loadConfig } from "../config.ts";
import type { Db } from "../db/schema.ts";
import { devIdpEnabled, isLocalUrl, isLoopbackAddress } from "./local-url.ts";
import { createAuth } from "./service.ts";

describe("isLocalUrl", () => {
  it.each([
    "http://localhost:3000",
    "http://munich.localhost:3000",
    "http://127.0.0.1:8080",
    "http://127.1.2.3",
    "http://[::1]:3000",
  ])("%s is local", (url) => expect(isLocalUrl(url)).toBe(true));

  it.each([
    "https://pamperplay.example",
    "https://localhost.pamperplay.example",
    "http://127.0.0.1.nip.io",
    "http://10.0.0.5:3000",
    "http://192.168.1.20",
    "http://0.0.0.0:3000",
    "not a url",
  ])("%s is not local", (url) => expect(isLocalUrl(url)).toBe(false));
});

describe("the development identity provider", () => {
  // createAuth only builds it; nothing here touches the database.
  const db = {} as Db;
  const clock = fixedClock(new Date("2025-06-20T10:00:00Z"));

  it("runs on a localhost site without OIDC_ISSUER", () => {
    const config = loadConfig({});
    expect(devIdpEnabled(config)).toBe(true);
    expect(createAuth(config, db, clock).devIdp?.issuer).toBe("http://localhost:3000/dev-idp");
  });

  it("cannot be enabled on a public URL, whatever else is set", () => {
    for (const env of [
      { PUBLIC_URL: "https://pamperplay.example" },
      { PUBLIC_URL: "https://localhost.pamperplay.example" },
      { PUBLIC_URL: "http://203.0.113.7:3000", NODE_ENV: "development" },
    ]) {
      const config = loadConfig(env);
      expect(devIdpEnabled(config)).toBe(false);
      const auth = createAuth(config, db, clock);
      expect(auth.devIdp).toBeNull();
      expect(auth.enabled).toBe(false);
    }
  });

  it("gives way to a configured identity provider", () => {
    const config = loadConfig({ OIDC_ISSUER: "https://id.pamperplay.example" });
    expect(devIdpEnabled(config)).toBe(false);
    const auth = createAuth(config, db, clock);
    expect(auth.devIdp).toBeNull();
    expect(auth.enabled).toBe(true);
  });
});

describe("isLoopbackAddress", () => {
  it("accepts connections from this machine only", () => {
    for (const address of ["127.0.0.1", "127.0.0.53", "::1", "::ffff:127.0.0.1"]) {
      expect(isLoopbackAddress(address)).toBe(true);
    }
    for (const address of [
      "192.168.1.20",
      "10.0.0.1",
      "::ffff:192.168.1.20",
      "fe80::1",
      "",
      undefined,
    ]) {
      expect(isLoopbackAddress(address)).toBe(false);
    }
  });
});
