import { describe, expect, it } from "vitest";
import { allDatabaseKinds } from "../db/test/databases.ts";
import { waitListBed } from "./test/wait-list-bed.ts";

const packageId = "single-pamperplay";
const team = { id: "team-1", name: "Alex" };
const dayMs = 24 * 3_600_000;

describe.each(allDatabaseKinds)("leaving a wait list on %s", (kind) => {
  const { t, entryIdIn, joined, inLine } = waitListBed(packageId, { kind });
  const waitList = () => t.services.waitList;
  const db = () => t.services.db;
  const place = async (id: string) => {
    const view = await waitList().entry(id);
    return view.kind === "in-line" ? view.place : view.kind;
  };
  const addresses = () =>
    db()
      .selectFrom("wait_list_entries")
      .select("email")
      .execute()
      .then((rows) => rows.map((row) => row.email).sort());

  it("frees the place at once, lets the person back to it for a day, then deletes the address", async () => {
    const [first, second, third] = [await inLine(), await inLine(), await inLine()];
    expect(await waitList().leave(second.id)).toEqual({ ok: true });
    // Out of line: the next moves up, the team's figures and export leave the address out.
    expect(await place(third.id)).toBe(2);
    expect(await waitList().figures("munich")).toContainEqual(
      expect.objectContaining({ packageId, waiting: 2 }),
    );
    expect((await waitList().entries("munich", packageId)).map((e) => e.email)).not.toContain(
      second.email,
    );
    expect(await waitList().entry(second.id)).toMatchObject({
      kind: "left",
      // A day later, in Munich's time.
      rejoinUntil: { year: 2025, month: 6, day: 21, hour: 12, minute: 0 },
    });
    // One mail says how to go back, and until when; leaving twice sends no second.
    expect(await waitList().leave(second.id)).toEqual({ ok: true });
    await t.deliver();
    const left = t.smtp.messages.filter((mail) =>
      mail.parsed.subject?.startsWith("Du hast die Warteliste für"),
    );
    expect(left.map((mail) => mail.to)).toEqual([[second.email]]);
    expect(left[0]!.parsed.text).toContain("Bis 21.06.2025, 12:00 Uhr");
    expect(entryIdIn(left[0]!, "rejoin")).toBe(second.id);

    // Back within the day: the old place, ahead of the one who moved up.
    t.clock.advance(dayMs - 60_000);
    expect(await waitList().rejoin(second.id)).toEqual({ ok: true });
    expect([await place(first.id), await place(second.id), await place(third.id)]).toEqual([
      1, 2, 3,
    ]);

    // Left again and a day passed: no way back, and the job deletes the address for good.
    expect(await waitList().leave(second.id)).toEqual({ ok: true });
    t.clock.advance(dayMs - 1000);
    expect(await waitList().forgetLeavers()).toBe(0);
    t.clock.advance(1000);
    expect(await waitList().entry(second.id)).toMatchObject({ kind: "left", rejoinUntil: null });
    expect(await waitList().rejoin(second.id)).toEqual({ ok: false, reason: "gone" });
    expect(await waitList().forgetLeavers()).toBe(1);
    expect(await addresses()).toEqual([first.email, third.email].sort());
    expect(await waitList().entry(second.id)).toEqual({ kind: "unknown" });
    expect(await waitList().rejoin(second.id)).toEqual({ ok: false, reason: "unknown" });
  });

  it("sends nothing to a person who left, and their voucher stays theirs if it came before", async () => {
    const first = await inLine();
    const second = await inLine();
    expect(await waitList().leave(first.id)).toEqual({ ok: true });
    expect((await waitList().release("munich", packageId, 1, team)).ok).toBe(true);
    await waitList().tick();
    await t.deliver();
    const vouchersTo = (email: string) =>
      t.smtp.messages.filter(
        (mail) => mail.to.includes(email) && mail.parsed.subject?.includes("Ein Ticket für dich"),
      );
    expect(vouchersTo(first.email)).toEqual([]);
    expect(vouchersTo(second.email)).toHaveLength(1);
    // Served, then left: the page still knows the voucher's person until the address goes.
    expect(await waitList().leave(second.id)).toEqual({ ok: true });
    expect(await waitList().rejoin(second.id)).toEqual({ ok: true });
    expect(await waitList().entry(second.id)).toMatchObject({ kind: "served" });
  });

  it("deletes an unconfirmed address at once, and joining again starts at the end", async () => {
    const unconfirmed = await joined();
    expect(await waitList().leave(unconfirmed.id)).toEqual({ ok: true });
    expect(await waitList().entry(unconfirmed.id)).toEqual({ kind: "unknown" });
    expect(await addresses()).toEqual([]);

    const first = await inLine();
    const second = await inLine();
    expect(await waitList().leave(first.id)).toEqual({ ok: true });
    // The form instead of the rejoin link: a new entry, a new confirmation, behind the second.
    const again = await joined(first.email);
    expect(again.id).not.toBe(first.id);
    expect(await waitList().confirm(again.id)).toMatchObject({ ok: true, place: 2 });
    expect(await place(second.id)).toBe(1);
    expect(await waitList().entry(first.id)).toEqual({ kind: "unknown" });
    // The old entry's confirm link does not bring the old place back.
    expect(await waitList().confirm(first.id)).toEqual({ ok: false, reason: "unknown" });
  });

  it("tells no one who left that the list closed, and deletes them with the rest", async () => {
    const stays = await inLine();
    const leaves = await inLine();
    expect(await waitList().leave(leaves.id)).toEqual({ ok: true });
    expect((await waitList().close("munich", packageId, team)).ok).toBe(true);
    await t.deliver();
    const closed = t.smtp.messages.filter((mail) => mail.parsed.subject?.includes("geschlossen"));
    expect(closed.map((mail) => mail.to)).toEqual([[stays.email]]);
    expect(await addresses()).toEqual([]);
  });
});
