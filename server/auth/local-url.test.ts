import { describe, expect, it } from "vitest";
import { fixedClock } from "../clock.ts";
import { ConfigError, loadConfig } from "../config.ts";
import type { Db } from "../db/schema.ts";
import { devIdpEnabled, isDirectLocalRequest, isLocalUrl, isLoopbackAddress } from "./local-url.ts";
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

  it("is off by default, even on a localhost site: team login is then off and the log says so", () => {
    const config = loadConfig({});
    expect(devIdpEnabled(config)).toBe(false);
    const auth = createAuth(config, db, clock);
    expect(auth.devIdp).toBeNull();
    expect(auth.enabled).toBe(false);
    expect(auth.providerLine).toMatch(/^Team login: off/);
  });

  it("runs on a localhost site only when switched on with DEV_IDP=on, and the log names it", () => {
    const config = loadConfig({ DEV_IDP: "on" });
    expect(devIdpEnabled(config)).toBe(true);
    const auth = createAuth(config, db, clock);
    expect(auth.devIdp?.issuer).toBe("http://localhost:3000/dev-idp");
    expect(auth.providerLine).toContain(
      "DEVELOPMENT identity provider at http://localhost:3000/dev-idp",
    );
  });

  it("stops start-up when switched on for a public URL", () => {
    for (const env of [
      { PUBLIC_URL: "https://pamperplay.example" },
      { PUBLIC_URL: "https://localhost.pamperplay.example" },
      { PUBLIC_URL: "http://203.0.113.7:3000", NODE_ENV: "development" },
    ]) {
      const config = loadConfig({ ...env, DEV_IDP: "on" });
      expect(() => createAuth(config, db, clock)).toThrow(ConfigError);
      expect(() => createAuth(config, db, clock)).toThrow(/DEV_IDP: only for a local PUBLIC_URL/);
      expect(createAuth(loadConfig(env), db, clock).enabled).toBe(false);
    }
  });

  it("cannot be switched on beside a configured identity provider", () => {
    expect(() =>
      loadConfig({ OIDC_ISSUER: "https://id.pamperplay.example", DEV_IDP: "on" }),
    ).toThrow(/DEV_IDP: must be off when OIDC_ISSUER/);
  });

  it("gives way to a configured identity provider, which the log names", () => {
    const config = loadConfig({ OIDC_ISSUER: "https://id.pamperplay.example" });
    expect(devIdpEnabled(config)).toBe(false);
    const auth = createAuth(config, db, clock);
    expect(auth.devIdp).toBeNull();
    expect(auth.enabled).toBe(true);
    expect(auth.providerLine).toBe(
      "Team login: OpenID Connect provider https://id.pamperplay.example",
    );
  });
});

describe("isDirectLocalRequest", () => {
  const request = (headers: Record<string, string>) => new Headers(headers);

  it("accepts a request made on this machine to a local host name", () => {
    for (const host of [
      "localhost:3000",
      "munich.localhost:3000",
      "127.0.0.1:3000",
      "[::1]:3000",
    ]) {
      expect(isDirectLocalRequest(request({ host }), "127.0.0.1")).toBe(true);
    }
  });

  it("refuses anything a proxy forwarded, even from loopback", () => {
    const forwardings: Record<string, string>[] = [
      { "x-forwarded-for": "203.0.113.9" },
      { "x-forwarded-host": "pamperplay.example" },
      { "x-forwarded-proto": "https" },
      { forwarded: "for=203.0.113.9" },
      { via: "1.1 nginx" },
    ];
    for (const extra of forwardings) {
      expect(isDirectLocalRequest(request({ host: "localhost:3000", ...extra }), "::1")).toBe(
        false,
      );
    }
  });

  it("refuses a Host that is not a local name, and connections from elsewhere", () => {
    for (const host of [
      "pamperplay.example",
      "localhost.pamperplay.example",
      "evil.example@localhost",
      "localhost/evil",
      "",
    ]) {
      expect(isDirectLocalRequest(request({ host }), "127.0.0.1")).toBe(false);
    }
    expect(isDirectLocalRequest(request({}), "127.0.0.1")).toBe(false);
    expect(isDirectLocalRequest(request({ host: "localhost:3000" }), "192.168.1.20")).toBe(false);
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
