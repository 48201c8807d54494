import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The client's address, as Express's `trust proxy` with a hop count finds it: each trusted proxy
 * appends the address it saw to X-Forwarded-For, so with `trustedProxies` hops the client is that
 * many entries from the right (1: the last entry, the one our own proxy appended). Entries further
 * left are whatever the client wrote and never count. With no trusted proxy (0), the connection's
 * own address.
 */
export function clientAddress(c: Context, trustedProxies: number): string {
  return forwardedClient(c.req.header("x-forwarded-for"), () => socketAddress(c), trustedProxies);
}

/** clientAddress from the X-Forwarded-For header's value and the socket's peer (asked only if needed). */
export function forwardedClient(
  forwardedFor: string | undefined,
  socketPeer: () => string,
  trustedProxies: number,
): string {
  if (trustedProxies < 1) return socketPeer();
  const forwarded = (forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Nearest first: our socket's peer, then each proxy's view of the hop before it.
  const hop = Math.min(trustedProxies, forwarded.length);
  return hop === 0 ? socketPeer() : (forwarded[forwarded.length - hop] ?? socketPeer());
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // In-process requests (app.request in tests) have no socket.
    return "local";
  }
}
