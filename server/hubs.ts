import { hubIds, type HubId } from "../core/content/common.ts";
import type { Config } from "./config.ts";

type HubConfig = Pick<Config, "PUBLIC_URL" | "HUB_HOSTS" | "DEFAULT_HUB">;

function hostName(hostHeader: string | null | undefined): string {
  return (hostHeader ?? "").toLowerCase().replace(/:\d+$/, "");
}

/** One process serves all three cities; the request's host name picks the hub. */
export function hubForHost(
  config: Pick<Config, "HUB_HOSTS" | "DEFAULT_HUB">,
  hostHeader: string | null | undefined,
): HubId {
  return config.HUB_HOSTS[hostName(hostHeader)] ?? config.DEFAULT_HUB;
}

/**
 * A configured host name's site: PUBLIC_URL's scheme and port (what visitors use, also behind a
 * proxy that terminates TLS), that host. Absolute addresses never take a host from a request.
 */
function originOf(config: Pick<Config, "PUBLIC_URL">, host: string): string {
  const base = new URL(config.PUBLIC_URL);
  return `${base.protocol}//${host}${base.port ? `:${base.port}` : ""}`;
}

/** Base URL of each hub's site: its configured host, else PUBLIC_URL. */
export function hubUrls(config: HubConfig): Record<HubId, string> {
  const urls = {} as Record<HubId, string>;
  for (const id of hubIds) {
    const host = Object.entries(config.HUB_HOSTS).find(([, hub]) => hub === id)?.[0];
    urls[id] = host ? originOf(config, host) : new URL(config.PUBLIC_URL).origin;
  }
  return urls;
}

/** The site's own origins: PUBLIC_URL and every hub host. */
export function siteOrigins(config: Pick<Config, "PUBLIC_URL" | "HUB_HOSTS">): string[] {
  const hosts = Object.keys(config.HUB_HOSTS).map((host) => originOf(config, host));
  return [...new Set([new URL(config.PUBLIC_URL).origin, ...hosts])];
}

/** Our origin for the request's host name, if it is one of ours (PUBLIC_URL or a hub host). */
export function ownOrigin(
  config: Pick<Config, "PUBLIC_URL" | "HUB_HOSTS">,
  hostHeader: string | null | undefined,
): string | undefined {
  const host = hostName(hostHeader);
  return siteOrigins(config).find((origin) => new URL(origin).hostname === host);
}

/**
 * The base of absolute addresses in this request's pages (link previews): the site the request
 * came to if its host is one of ours, else the default hub's.
 */
export function siteUrlFor(config: HubConfig, hostHeader: string | null | undefined): string {
  return ownOrigin(config, hostHeader) ?? hubUrls(config)[config.DEFAULT_HUB];
}
