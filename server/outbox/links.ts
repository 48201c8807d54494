import type { HubId } from "../../core/content/common.ts";
import type { Config } from "../config.ts";

/**
 * Base URL of a hub's site for links in mails: PUBLIC_URL for the default hub, otherwise
 * PUBLIC_URL with the hub's host name from HUB_HOSTS (same scheme and port).
 */
export function hubSiteUrl(
  config: Pick<Config, "PUBLIC_URL" | "HUB_HOSTS" | "DEFAULT_HUB">,
  hubId: HubId,
): string {
  if (hubId === config.DEFAULT_HUB) return config.PUBLIC_URL;
  const host = Object.entries(config.HUB_HOSTS).find(([, hub]) => hub === hubId)?.[0];
  if (!host) return config.PUBLIC_URL;
  const url = new URL(config.PUBLIC_URL);
  url.hostname = host;
  return url.href.replace(/\/$/, "");
}

/** An absolute link to a page of the hub's site with query parameters. */
export function pageLink(base: string, path: string, query: Record<string, string> = {}): string {
  const url = new URL(path, `${base}/`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.href;
}

/** The logo for the top of a mail: a PNG (mail clients show no SVG) on the site's own host. */
export function mailLogoUrl(siteUrl: string): string {
  return pageLink(siteUrl, "/mail-logo.png");
}
