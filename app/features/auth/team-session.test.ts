import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { memoryStorage } from "../../test/memory-storage.ts";
import { brokenBody } from "../../test/broken-body.ts";
import { readCredentials, saveCredentials } from "./credentials.ts";

beforeEach(() => {
  vi.stubGlobal("window", { localStorage: memoryStorage(), addEventListener: vi.fn() });
  vi.stubGlobal("document", { documentElement: { lang: "de" } });
  saveCredentials({
    auth: {
      access_token: "a".repeat(43),
      token_type: "Bearer",
      expires_at: "2026-01-01T00:00:00Z",
    },
    info: { resource_owner_id: "member-1" },
  });
  // The session's state lives in its module: each test starts a page of its own.
  vi.resetModules();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Starts the page's team session with the server answering the check by `answer`. */
async function startWith(answer: () => Response) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => answer()),
  );
  const session = await import("./team-session.ts");
  session.startTeamSession();
  await vi.waitFor(() => expect(session.teamState().status).not.toBe("checking"));
  return session.teamState();
}

describe("the stored team login checked at page start", () => {
  it("is forgotten when the server refuses it", async () => {
    const state = await startWith(() =>
      Response.json({ code: 401, msg: "expired" }, { status: 401 }),
    );
    expect(state.status).toBe("anonymous");
    expect(readCredentials()).toBeNull();
  });

  it("is kept when the check's answer breaks off, as it does when the page is left", async () => {
    const state = await startWith(() => new Response(brokenBody('{"code":200,'), { status: 200 }));
    expect(state.status).toBe("anonymous");
    expect(readCredentials()).not.toBeNull();
  });

  it("makes a team member of the page when the server confirms it", async () => {
    const state = await startWith(() =>
      Response.json({
        code: 200,
        msg: "OK",
        info: { resource_owner_id: "member-1" },
        expires_at: "2026-01-01T00:00:00Z",
      }),
    );
    expect(state.status).toBe("member");
  });
});
