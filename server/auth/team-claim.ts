/**
 * Team membership comes from one claim of the identity provider, named by a dotted path
 * (`groups`, `realm_access.roles`). It counts when the claim equals the value or, as a list
 * (or a space-separated string, as some providers send roles), contains it.
 */
export function isTeamMember(
  claims: Record<string, unknown>,
  path: string,
  value: string,
): boolean {
  let current: unknown = claims;
  for (const key of path.split(".")) {
    if (typeof current !== "object" || current === null || Array.isArray(current)) return false;
    current = (current as Record<string, unknown>)[key];
  }
  if (Array.isArray(current)) return current.some((entry) => entry === value);
  if (typeof current === "string") return current === value || current.split(" ").includes(value);
  return false;
}

/** Builds the claim for a path, e.g. `realm_access.roles` → `{ realm_access: { roles } }`. */
export function claimAt(path: string, content: unknown): Record<string, unknown> {
  const keys = path.split(".");
  let result: unknown = content;
  for (const key of keys.reverse()) result = { [key]: result };
  return result as Record<string, unknown>;
}
