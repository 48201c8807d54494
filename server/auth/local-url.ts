import type { Config } from "../config.ts";

/**
 * True only for addresses that never leave the machine: localhost, *.localhost (RFC 6761),
 * 127.0.0.0/8 and ::1. Look-alikes such as localhost.example.org or 127.0.0.1.nip.io are public.
 */
export function isLocalUrl(url: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (hostname === "localhost" || hostname.endsWith(".localhost")) return true;
  if (hostname === "[::1]") return true;
  return /^127(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/.test(hostname);
}

/**
 * The development identity provider runs only when no real one is configured AND the site's own
 * public address is local: a site reachable from outside can never offer its one-click accounts.
 */
export function devIdpEnabled(config: Pick<Config, "OIDC_ISSUER" | "PUBLIC_URL">): boolean {
  return !config.OIDC_ISSUER && isLocalUrl(config.PUBLIC_URL);
}

/** A connection from this machine: 127.0.0.0/8 or ::1, also as IPv4-mapped IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.toLowerCase().replace(/^::ffff:/, "");
  return plain === "::1" || /^127(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/.test(plain);
}
