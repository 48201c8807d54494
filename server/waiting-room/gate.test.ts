import { beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { allDatabaseKinds } from "../db/test/databases.ts";
import { untilWaitingForLocks } from "../db/test/locks.ts";
import { queuedMailsTo } from "../outbox/test/queued.ts";
import { testServicesForBlock } from "../test/services.ts";

/** Munich's sale starts 15 June 2025 at 18:00 in Munich (16:00 UTC); the room opens 17:30. */
const saleStart = new Date("2025-06-15T16:00:00Z");
const at = (minutesFromStart: number) => new Date(saleStart.getTime() + minutesFromStart * 60_000);
const roomKey = `munich@${saleStart.toISOString()}`;
const page = "/ticket/order/0?package=single-pamperplay";
const form = { "content-type": "application/x-www-form-urlencoded" };

/** The e-mail gate, as a visitor's browser meets it: plain form posts and redirects. */
describe.each(allDatabaseKinds)("the waiting room's e-mail gate on %s", (kind) => {
  // Every request of these tests comes from one network (no proxy: the test's own address).
  const setup = testServicesForBlock({
    kind,
    now: "2025-06-15T17:40:00+02:00",
    env: { WAITING_ROOM_NETWORK_CAP: "3" },
  });
  const app = () => createApp(setup.services);
  const db = () => setup.services.db;
  let client = 0;

  beforeEach(async () => {
    setup.clock.set(at(-20));
    await db().deleteFrom("waiting_room_gate").execute();
    await db().deleteFrom("waiting_room_entries").execute();
    await db().deleteFrom("waiting_rooms").execute();
    setup.services.waitingRoom.snapshots.invalidate(roomKey);
    // The team switches the gate on (the room is set up on the first look).
    await setup.services.waitingRoom.view({
      hubId: "munich",
      ticketShopId: 0,
      packageId: "single-pamperplay",
      cookie: undefined,
    });
    await db()
      .updateTable("waiting_rooms")
      .set({ email_gate_at: at(-25).toISOString() })
      .execute();
    setup.services.waitingRoom.snapshots.invalidate(roomKey);
  });

  const post = (path: string, body: string, cookie?: string) =>
    app().request(`http://localhost:3000/api/waiting-room/${path}/0?package=single-pamperplay`, {
      method: "POST",
      headers: {
        ...form,
        "accept-language": "en",
        "x-forwarded-for": `198.51.100.${++client}`,
        ...(cookie ? { cookie } : {}),
      },
      body,
    });
  const place = async (cookie?: string) => {
    const response = await app().request("/api/waiting-room/place/0?package=single-pamperplay", {
      headers: cookie ? { cookie } : {},
    });
    return ((await response.json()) as { view: { kind: string } }).view;
  };
  /** Enters an address at the gate: the device's cookie and the mailed confirm link's id. */
  async function enter(email: string) {
    const response = await post("gate", `email=${encodeURIComponent(email)}`);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(page);
    const cookie = response.headers.get("set-cookie")!.split(";")[0]!;
    const [mail] = await queuedMailsTo(setup.services, email);
    const link = new URL(/https?:\/\/\S+confirm=\S+/.exec(mail!.text)![0]);
    expect(link.pathname).toBe("/ticket/order/0");
    return { cookie, linkId: link.searchParams.get("confirm")! };
  }
  const confirm = (linkId: string) => post("confirm", `confirm=${linkId}`);

  it("sends a form it cannot read back to the page with why: a wrong address, a script's JSON, an unknown link", async () => {
    const back = (response: Response) => [response.status, response.headers.get("location")];
    const refused = (reason: string) => [303, `${page}&refused=${reason}`];
    expect(back(await post("gate", "email=not-an-address"))).toEqual(refused("email"));
    // The gate is a plain form: a JSON body is not read as one (nothing is mailed, no place).
    const json = await app().request(
      "http://localhost:3000/api/waiting-room/gate/0?package=single-pamperplay",
      {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.250" },
        body: JSON.stringify({ email: "json@example.org" }),
      },
    );
    expect(back(json)).toEqual(refused("email"));
    expect(json.headers.get("set-cookie")).toBeNull();
    expect(back(await confirm("not-a-link"))).toEqual(refused("unknown"));
    expect(back(await confirm("0".repeat(32)))).toEqual(refused("unknown"));
  });

  it("lets only confirmed places into the queue and the shop", async () => {
    expect(await place()).toMatchObject({ kind: "open", emailGate: true });
    const plain = await post("join", "");
    expect(plain.headers.get("location")).toBe(`${page}&refused=email-gate`);

    const confirmed = await enter("kim@example.org");
    const unconfirmed = await enter("alex@example.org");
    const [mail] = await queuedMailsTo(setup.services, "kim@example.org");
    expect(mail!.subject).toBe(
      "Please confirm your email address for the PamperPlay Munich waiting room",
    );
    expect(await place(confirmed.cookie)).toMatchObject({ kind: "confirm-mail" });
    const answer = await confirm(confirmed.linkId);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(page);
    expect(await place(confirmed.cookie)).toMatchObject({ kind: "pre-queue" });
    // Only a keyed hash of the addresses is kept.
    const stored = JSON.stringify(await db().selectFrom("waiting_room_gate").selectAll().execute());
    expect(stored).not.toMatch(/kim|alex|example/);

    setup.clock.set(at(1));
    await setup.services.waitingRoom.tick();
    expect(await place(confirmed.cookie)).toMatchObject({ kind: "admitted" });
    expect(await place(unconfirmed.cookie)).toMatchObject({ kind: "confirm-mail" });
    const admitted = await db()
      .selectFrom("waiting_room_entries")
      .select("admitted_at")
      .where("admitted_at", "is not", null)
      .execute();
    expect(admitted).toHaveLength(1);
  });

  it("gives one place per address", async () => {
    const first = await enter("sam@example.org");
    await confirm(first.linkId);
    // The same inbox from another device, a "+tag" does not make it another.
    const again = await enter("Sam+second@example.org");
    const refused = await confirm(again.linkId);
    expect(refused.headers.get("location")).toBe(`${page}&refused=address-taken`);
    expect(await place(again.cookie)).toMatchObject({ kind: "confirm-mail" });
    expect(await db().selectFrom("waiting_room_entries").select("id").execute()).toHaveLength(1);
    // Confirming twice keeps the one place.
    expect((await confirm(first.linkId)).headers.get("location")).toBe(page);
  });

  const places = async () =>
    (await db().selectFrom("waiting_room_entries").select("id").execute()).length;

  it("holds the network's cap with addresses waiting for their confirmation: six addresses, cap 3, three places", async () => {
    const entered = [];
    for (const n of [1, 2, 3]) entered.push(await enter(`person${n}@example.org`));
    for (const n of [4, 5, 6]) {
      const refused = await post("gate", `email=person${n}%40example.org`);
      expect(refused.headers.get("location")).toBe(`${page}&refused=network-full`);
      expect(await queuedMailsTo(setup.services, `person${n}@example.org`)).toEqual([]);
    }
    // A device that entered an address before may correct it: its place to be is the same one.
    const corrected = await post("gate", "email=person3%40example.net", entered[2]!.cookie);
    expect(corrected.headers.get("location")).toBe(page);
    for (const { linkId } of entered)
      expect((await confirm(linkId)).headers.get("location")).toBe(page);
    expect(await places()).toBe(3);
  });

  it("checks the cap again on confirmation: an address entered before its network filled up gets no fourth place", async () => {
    const early = await enter("early@example.org");
    // An hour later that address no longer holds a place, and three others take the network's.
    setup.clock.set(at(45));
    for (const n of [1, 2, 3]) await confirm((await enter(`later${n}@example.org`)).linkId);
    expect(await places()).toBe(3);
    const refused = await confirm(early.linkId);
    expect(refused.headers.get("location")).toBe(`${page}&refused=network-full`);
    expect(await places()).toBe(3);
  });

  /**
   * Sends confirmations at once. On PostgreSQL they are held before their commit (the gate's rows
   * locked) until every one of them waits, so that each has read and written before any commits.
   */
  async function atOnce(requests: (() => Response | Promise<Response>)[]) {
    if (kind === "sqlite") return Promise.all(requests.map((request) => request()));
    let answers: Promise<Response[]> | undefined;
    await db()
      .transaction()
      .execute(async (trx) => {
        await trx.selectFrom("waiting_room_gate").select("id").forUpdate().execute();
        answers = Promise.all(requests.map((request) => request()));
        await untilWaitingForLocks(db(), requests.length);
      });
    return answers!;
  }

  it("gives the same place to a link confirmed in several tabs at once, on two instances", async () => {
    const other = createApp(setup.otherInstance());
    const { linkId } = await enter("robin@example.org");
    const answers = await atOnce(
      [app(), other, app(), other].map(
        (instance) => () =>
          instance.request("http://localhost:3000/api/waiting-room/confirm/0", {
            method: "POST",
            headers: { ...form, "x-forwarded-for": `198.51.100.${++client}` },
            body: `confirm=${linkId}`,
          }),
      ),
    );
    expect(answers.map((answer) => [answer.status, answer.headers.get("location")])).toEqual(
      answers.map(() => [303, page]),
    );
    expect(await db().selectFrom("waiting_room_entries").select("id").execute()).toHaveLength(1);
  });

  it("gives one place to an address confirmed from two devices at once", async () => {
    const devices = [await enter("jo@example.org"), await enter("Jo+phone@example.org")];
    const answers = await atOnce(devices.map((device) => () => confirm(device.linkId)));
    expect(answers.map((answer) => answer.status)).toEqual([303, 303]);
    expect(answers.map((answer) => answer.headers.get("location")).sort()).toEqual([
      page,
      `${page}&refused=address-taken`,
    ]);
    expect(await db().selectFrom("waiting_room_entries").select("id").execute()).toHaveLength(1);
  });
});
