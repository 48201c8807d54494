import { hubIds, type HubId } from "../core/content/common.ts";
import type { Config } from "./config.ts";

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

/** Base URL of each hub's site as seen from this request (same scheme and port). */
export function hubUrls(
  config: Pick<Config, "HUB_HOSTS" | "DEFAULT_HUB">,
  requestUrl: URL,
): Record<HubId, string> {
  const port = requestUrl.port ? `:${requestUrl.port}` : "";
  const urls = {} as Record<HubId, string>;
  for (const id of hubIds) {
    const host = Object.entries(config.HUB_HOSTS).find(([, hub]) => hub === id)?.[0];
    urls[id] = host ? `${requestUrl.protocol}//${host}${port}` : requestUrl.origin;
  }
  return urls;
}
