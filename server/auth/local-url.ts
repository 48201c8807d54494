import { ConfigError, type Config } from "../config.ts";

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
 * The development identity provider runs only when switched on (DEV_IDP=on) and no real one is
 * configured. Switched on for a site whose public address is not local, start-up stops: its
 * one-click accounts must never be offered to the internet.
 */
export function devIdpEnabled(
  config: Pick<Config, "DEV_IDP" | "OIDC_ISSUER" | "PUBLIC_URL">,
): boolean {
  if (config.DEV_IDP !== "on" || config.OIDC_ISSUER) return false;
  if (!isLocalUrl(config.PUBLIC_URL)) {
    throw new ConfigError(
      `Invalid configuration:\n  DEV_IDP: only for a local PUBLIC_URL (localhost), not ${config.PUBLIC_URL}`,
    );
  }
  return true;
}

/** A host name (without port) that only ever means this machine, as in isLocalUrl. */
function isLocalHostHeader(host: string | undefined): boolean {
  return host !== undefined && /^[^/?#@\\\s]+$/.test(host) && isLocalUrl(`http://${host}`);
}

/** Headers a proxy adds (RFC 7239 Forwarded, the X-Forwarded-* family, Via). */
function carriesForwarding(headers: Headers): boolean {
  for (const name of headers.keys()) {
    if (name === "forwarded" || name === "via" || name.startsWith("x-forwarded-")) return true;
  }
  return false;
}

/**
 * Whether a request may use the development identity provider: straight from this machine, not
 * through a proxy. Every proxied request arrives from loopback, so the connection's address alone
 * proves nothing; a proxy shows itself by forwarding headers or by a Host that is not a local name.
 * (A proxy that sends neither and rewrites Host to localhost is why DEV_IDP must stay off on a
 * server.)
 */
export function isDirectLocalRequest(headers: Headers, remoteAddress: string | undefined): boolean {
  return (
    isLoopbackAddress(remoteAddress) &&
    !carriesForwarding(headers) &&
    isLocalHostHeader(headers.get("host") ?? undefined)
  );
}

/** A connection from this machine: 127.0.0.0/8 or ::1, also as IPv4-mapped IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.toLowerCase().replace(/^::ffff:/, "");
  return plain === "::1" || /^127(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/.test(plain);
}
