import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { memoryStorage } from "../test/memory-storage.ts";
import { readCredentials, saveCredentials } from "../features/auth/credentials.ts";
import { okAnswerSchema as schema } from "../../core/api/ok-answer.ts";
import { teamCall } from "./team.ts";

const token = "a".repeat(32);

beforeEach(() => {
  vi.stubGlobal("window", { localStorage: memoryStorage() });
  saveCredentials({
    auth: { access_token: token, token_type: "Bearer", expires_at: "2026-01-01T00:00:00Z" },
    info: { resource_owner_id: "member-1" },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("teamCall", () => {
  it("sends the stored session token", async () => {
    const fetch = vi.fn(async () => Response.json({ code: 200, msg: "OK" }));
    vi.stubGlobal("fetch", fetch);
    await expect(teamCall("admin/quotas/availability", { schema })).resolves.toMatchObject({
      ok: true,
    });
    expect(fetch).toHaveBeenCalledWith(
      "/api/admin/quotas/availability",
      expect.objectContaining({
        headers: expect.objectContaining({ authorization: `Bearer ${token}` }),
      }),
    );
  });

  it("forgets the stored credentials when the server refuses them", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ code: 401, msg: "Session expired" }, { status: 401 })),
    );
    await expect(teamCall("auth/verify", { schema })).resolves.toMatchObject({
      ok: false,
      reason: "loginNeeded",
      status: 401,
    });
    expect(readCredentials()).toBeNull();
  });

  it("keeps them when the network fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await expect(teamCall("auth/verify", { schema })).resolves.toMatchObject({
      ok: false,
      status: 0,
    });
    expect(readCredentials()).not.toBeNull();
  });

  it("sends nothing without a login", async () => {
    window.localStorage.removeItem("credentials");
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    await expect(teamCall("admin/tickets/offer", { schema })).resolves.toMatchObject({
      ok: false,
      status: 401,
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});
