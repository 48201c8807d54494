/**
 * The one rule for redirect targets that come from a request: the target is resolved the way a
 * browser resolves a Location header (tabs and newlines dropped, backslashes as slashes, dot
 * segments removed) against our own origin, and only a target that stays on that origin is kept.
 * The answer is the path, query and fragment, so the Location never names a host.
 */
export function sameSitePath(target: unknown, origin: string): string | null {
  if (typeof target !== "string") return null;
  const path = pathOnOrigin(target, origin);
  // "/.//evil.example" resolves to the path "//evil.example", which a browser reads as a host.
  return path !== null && pathOnOrigin(path, origin) === path ? path : null;
}

function pathOnOrigin(target: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return null;
  }
  return url.origin === new URL(origin).origin ? url.pathname + url.search + url.hash : null;
}
