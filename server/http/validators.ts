import { createHash } from "node:crypto";

/** For addresses whose content never changes (fingerprinted bundles). */
export const immutableCache = "public, max-age=31536000, immutable";

/** A strong validator of some bytes: their SHA-256, shortened (still 132 bits), quoted. */
export function strongEtag(bytes: Uint8Array): string {
  return `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 22)}"`;
}

/**
 * True when an If-None-Match header names this ETag or is `*`: the client's copy is current.
 * If-None-Match compares weakly (RFC 9110 §13.1.2), so a `W/` prefix does not matter.
 */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (ifNoneMatch === null || ifNoneMatch === undefined) return false;
  return (
    ifNoneMatch.trim() === "*" ||
    ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)
  );
}
