import { beforeEach, describe, expect, it } from "vitest";
import type {
  WaitingRoomPlaceAnswer,
  WaitingRoomTeamAnswer,
} from "../../core/api/waiting-room-team.ts";
import { allDatabaseKinds } from "../db/test/databases.ts";
import { testServicesForBlock } from "../test/services.ts";
import { teamCall, teamToken } from "../test/team-calls.ts";
import type { RoomRequest } from "./room-context.ts";

/** Munich's sale starts 15 June 2025 at 18:00 in Munich (16:00 UTC); the room opens 17:30. */
const saleStart = new Date("2025-06-15T16:00:00Z");
const at = (minutesFromStart: number) => new Date(saleStart.getTime() + minutesFromStart * 60_000);
const roomKey = `munich@${saleStart.toISOString()}`;
const settings = {
  enabled: true,
  opensMinutes: 30,
  ratePerMinute: null,
  voucherMinutes: 15,
  emailGate: false,
};

describe.each(allDatabaseKinds)("the team's waiting room on %s", (kind) => {
  const setup = testServicesForBlock({ kind, now: "2025-06-15T17:40:00+02:00" });
  const room = () => setup.services.waitingRoom;
  const db = () => setup.services.db;
  let token: string;
  let client = 0;

  beforeEach(async () => {
    setup.clock.set(at(-20));
    await db().deleteFrom("waiting_room_audit").execute();
    await db().deleteFrom("waiting_room_entries").execute();
    await db().deleteFrom("waiting_rooms").execute();
    room().snapshots.invalidate(roomKey);
    setup.services.simulatedShop!.vouchers.clear();
    token = await teamToken(setup);
  });

  const get = async <T>(path: string) => {
    const response = await teamCall(setup, { method: "GET", path }, token);
    return { status: response.status, body: (await response.json()) as T };
  };
  const post = (path: string, body: unknown) =>
    teamCall(setup, { method: "POST", path, body }, token);
  const overview = async () =>
    (await get<WaitingRoomTeamAnswer>("/api/admin/waiting-room")).body.room!;
  const request = (cookie?: string): RoomRequest => ({
    hubId: "munich",
    ticketShopId: 0,
    packageId: "single-pamperplay",
    cookie,
  });
  async function join() {
    const joined = await room().join({ ...request(), clientAddress: `198.51.100.${++client}` });
    if (!joined.ok) throw new Error(`join refused: ${joined.reason}`);
    return joined.cookie.value;
  }

  it("saves a settings change and writes who changed what, old and new, to the audit log", async () => {
    expect(await overview()).toMatchObject({ settings, paused: false, audit: [] });
    const changed = { ...settings, voucherMinutes: 20, ratePerMinute: 30, emailGate: true };
    expect((await post("/api/admin/waiting-room/settings", changed)).status).toBe(200);
    const after = await overview();
    expect(after.settings).toEqual(changed);
    expect(after.audit).toEqual([
      {
        at: at(-20).toISOString(),
        by: "Team Member",
        changes: [
          { setting: "ratePerMinute", from: null, to: 30 },
          { setting: "voucherMinutes", from: 15, to: 20 },
          { setting: "emailGate", from: false, to: true },
        ],
      },
    ]);
    // The same settings again change nothing and log nothing.
    await post("/api/admin/waiting-room/settings", changed);
    expect((await overview()).audit).toHaveLength(1);
    // Off: the order page takes the shop link as before.
    await post("/api/admin/waiting-room/settings", { ...changed, enabled: false });
    expect(await room().view(request())).toEqual({ kind: "off" });
  });

  // Only PostgreSQL has other connections: team members saving at the same moment.
  it.runIf(kind === "postgres")(
    "logs as each change's old value what the save before it left, however many save at once",
    async () => {
      expect((await overview()).settings.ratePerMinute).toBeNull();
      const rates = [10, 20, 30, 40, 50, 60, 70, 80];
      await Promise.all(
        rates.map((ratePerMinute, member) =>
          setup.services.waitingRoomDesk.change(
            "munich",
            { ownerId: `team-${member}`, name: `Member ${member}` },
            { ratePerMinute },
          ),
        ),
      );
      const { audit } = await overview();
      const chain = audit.reverse().map(({ changes: [change] }) => change!);
      expect(chain).toHaveLength(rates.length);
      // Each save saw the one before it: the old values chain, starting from the unset rate.
      expect(chain.map((change) => change.from)).toEqual([
        null,
        ...chain.slice(0, -1).map((change) => change.to),
      ]);
      expect(new Set(chain.map((change) => change.to))).toEqual(new Set(rates));
    },
  );

  it("stops admission while paused (the waiting see it) and lets people in once resumed", async () => {
    const cookie = await join();
    expect((await post("/api/admin/waiting-room/admission", { paused: true })).status).toBe(200);
    setup.clock.set(at(1));
    await room().tick();
    expect(await room().view(request(cookie))).toMatchObject({ kind: "queued", paused: true });
    expect((await overview()).figures).toMatchObject({ waiting: 1, admitted: 0 });

    await post("/api/admin/waiting-room/admission", { paused: false });
    await room().tick();
    expect(await room().view(request(cookie))).toMatchObject({ kind: "admitted" });
    const { figures, paused, audit, seed } = await overview();
    expect(paused).toBe(false);
    expect(figures).toMatchObject({ waiting: 0, admitted: 1, redeemed: 0, lapsed: 0 });
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(audit.map((entry) => entry.changes)).toEqual([
      [{ setting: "paused", from: true, to: false }],
      [{ setting: "paused", from: false, to: true }],
    ]);
  });

  it("shows a place from the number its visitor reads out, without personal data", async () => {
    const cookie = await join();
    const { supportId } = (await room().view(request(cookie))) as { supportId: string };
    const before = await get<WaitingRoomPlaceAnswer>(`/api/admin/waiting-room/place/${supportId}`);
    // The draw is not public before the start, for the team either.
    expect(before.body.place).toMatchObject({ supportId, lane: "pre-queue", place: null });
    setup.clock.set(at(0.5));
    const after = await get<WaitingRoomPlaceAnswer>(
      `/api/admin/waiting-room/place/${supportId.toLowerCase().replace("-", "")}`,
    );
    expect(Object.keys(after.body.place).sort()).toEqual(
      [
        "admittedAt",
        "emailConfirmed",
        "joinedAt",
        "lane",
        "lapsedAt",
        "place",
        "redeemedAt",
        "supportId",
        "validUntil",
      ].sort(),
    );
    expect(after.body.place).toMatchObject({ place: 1, joinedAt: at(-20).toISOString() });
    expect((await get("/api/admin/waiting-room/place/00000-00000")).status).toBe(404);
  });

  it("refuses every call without a team login, and answers them with one", async () => {
    const calls = [
      ["GET", "/api/admin/waiting-room", undefined],
      ["POST", "/api/admin/waiting-room/admission", { paused: true }],
      ["POST", "/api/admin/waiting-room/settings", settings],
    ] as const;
    for (const [method, path, body] of calls)
      expect((await teamCall(setup, { method, path, body })).status).toBe(401);
    expect(await db().selectFrom("waiting_room_audit").selectAll().execute()).toEqual([]);
    for (const [method, path, body] of calls)
      expect((await teamCall(setup, { method, path, body }, token)).status).toBe(200);
  });
});

describe.each(allDatabaseKinds)("the team's waiting room and the shop's calls on %s", (kind) => {
  const setup = testServicesForBlock({
    kind,
    now: "2025-06-15T18:00:30+02:00",
    env: { PRETIX_CALLS_PER_MINUTE: "300" },
  });

  it("shows the shop calls of this minute against the budget, and a Retry-After in force", async () => {
    const token = await teamToken(setup);
    const shop = setup.services.simulatedShop!;
    const overview = async () => {
      const response = await teamCall(
        setup,
        { method: "GET", path: "/api/admin/waiting-room" },
        token,
      );
      return ((await response.json()) as WaitingRoomTeamAnswer).room!;
    };
    // A look asks the shop nothing; the admission job's calls count.
    const first = await overview();
    expect(first.shopCalls).toEqual({
      perMinute: 300,
      usedThisMinute: shop.apiCalls(),
      retryAfterUntil: null,
    });
    await setup.services.waitingRoom.tick();
    expect((await overview()).shopCalls.usedThisMinute).toBe(shop.apiCalls());

    // The shop answers a call 429 with Retry-After: 60; the screen says until when nothing is asked.
    shop.setRateLimit(360);
    shop.useUpRateLimit();
    const asked = setup.services.ticketShop.redeemedCodes(0, "any");
    await expect(asked).rejects.toThrow();
    const throttled = await overview();
    expect(throttled.shopCalls).toMatchObject({ retryAfterUntil: "2025-06-15T16:01:30.000Z" });
    const calls = shop.apiCalls();
    await setup.services.waitingRoom.tick();
    await overview();
    expect(shop.apiCalls(), "no call while the Retry-After holds").toBe(calls);
  });
});
