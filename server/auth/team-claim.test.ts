import { describe, expect, it } from "vitest";
import { claimAt, isTeamMember } from "./team-claim.ts";

describe("isTeamMember", () => {
  it("finds the value in a list claim", () => {
    expect(isTeamMember({ groups: ["staff", "team"] }, "groups", "team")).toBe(true);
    expect(isTeamMember({ groups: ["staff"] }, "groups", "team")).toBe(false);
    expect(isTeamMember({ groups: [] }, "groups", "team")).toBe(false);
  });
  it("follows dotted paths and accepts a string or space-separated string", () => {
    expect(isTeamMember({ realm_access: { roles: ["team"] } }, "realm_access.roles", "team")).toBe(
      true,
    );
    expect(isTeamMember({ role: "team" }, "role", "team")).toBe(true);
    expect(isTeamMember({ roles: "viewer team" }, "roles", "team")).toBe(true);
    expect(isTeamMember({ role: "teams" }, "role", "team")).toBe(false);
  });
  it("is false when the claim is missing or of another type", () => {
    expect(isTeamMember({}, "groups", "team")).toBe(false);
    expect(isTeamMember({ groups: { team: true } }, "groups", "team")).toBe(false);
    expect(isTeamMember({ realm_access: ["team"] }, "realm_access.roles", "team")).toBe(false);
  });
  it("round-trips with claimAt", () => {
    expect(claimAt("realm_access.roles", ["team"])).toEqual({ realm_access: { roles: ["team"] } });
    expect(isTeamMember(claimAt("a.b.c", ["team"]), "a.b.c", "team")).toBe(true);
  });
});
