import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fixedClock } from "../clock.ts";
import { allDatabaseKinds, databaseKinds, type TestDatabase } from "../db/test/databases.ts";
import { retryAfterUntil, shopCallBudget, slotCap } from "./shop-call-budget.ts";
import {
  ShopCallWithheldError,
  TicketShopUnavailableError,
  type CallPriority,
  type ShopCallBudget,
} from "./shop-port.ts";

const silent = { error: () => {} };
const at = (iso: string) => new Date(iso);

/** How many calls of `priority` the budget lets through now, trying `tries` times. */
async function spent(budget: ShopCallBudget, priority: CallPriority, tries = 100) {
  let passed = 0;
  for (let i = 0; i < tries; i++) {
    try {
      await budget.spend(priority);
      passed += 1;
    } catch (error) {
      if (!(error instanceof ShopCallWithheldError)) throw error;
    }
  }
  return passed;
}

describe("the shop's call budget, worked out", () => {
  it("spends a minute in six slots that add up to the budget, each priority up to its share", () => {
    for (const perMinute of [12, 300, 301, 359]) {
      const slots = [0, 1, 2, 3, 4, 5].map((slot) => slotCap(perMinute, slot, "admission"));
      expect(slots.reduce((a, b) => a + b)).toBe(perMinute);
      // Any 60 seconds touch at most seven slots: 350 of 300, under pretix Hosted's 360.
      expect(perMinute + Math.max(...slots)).toBeLessThanOrEqual(Math.ceil((perMinute * 7) / 6));
    }
    expect([0, 1, 2].map(() => slotCap(300, 0, "admission"))).toEqual([50, 50, 50]);
    expect(slotCap(300, 0, "availability")).toBe(40);
    expect(slotCap(300, 0, "low")).toBe(25);
    // The smallest budget allowed still gives every priority a call per slot.
    expect(slotCap(12, 3, "low")).toBe(1);
  });

  it("reads Retry-After as seconds or as an HTTP date, a minute when it says nothing usable", () => {
    const now = at("2025-06-15T16:00:00Z");
    expect(retryAfterUntil("17", now)).toEqual(at("2025-06-15T16:00:17Z"));
    expect(retryAfterUntil("Sun, 15 Jun 2025 16:00:45 GMT", now)).toEqual(
      at("2025-06-15T16:00:45Z"),
    );
    expect(retryAfterUntil(null, now)).toEqual(at("2025-06-15T16:01:00Z"));
    expect(retryAfterUntil("soon", now)).toEqual(at("2025-06-15T16:01:00Z"));
    expect(retryAfterUntil("-5", now)).toEqual(at("2025-06-15T16:01:00Z"));
    // A date gone by: no wait; a broken header: an hour at most.
    expect(retryAfterUntil("Sun, 15 Jun 2025 15:00:00 GMT", now)).toEqual(now);
    expect(retryAfterUntil("99999999", now)).toEqual(at("2025-06-15T17:00:00Z"));
  });
});

describe("the shop's call budget in one process's memory", () => {
  const clock = fixedClock(at("2025-06-15T16:00:00Z"));
  const budget = () => shopCallBudget({ perMinute: 300, clock, log: silent });
  beforeEach(() => clock.set(at("2025-06-15T16:00:00Z")));

  it("leaves headroom: low stops at a half, availability at four fifths, admission takes the rest", async () => {
    const calls = budget();
    expect(await spent(calls, "low")).toBe(25);
    expect(await spent(calls, "availability")).toBe(15);
    expect(await spent(calls, "admission")).toBe(10);
    expect(await spent(calls, "low")).toBe(0);
    await expect(calls.spend("admission")).rejects.toMatchObject({
      reason: "budget",
      until: at("2025-06-15T16:00:10Z"),
    });
    // The next slot is fresh.
    clock.advance(10_000);
    expect(await spent(calls, "low")).toBe(25);
    expect((await calls.status()).usedThisMinute).toBe(75);
  });

  it("never spends more than the budget in a calendar minute, however hard it is asked", async () => {
    const calls = budget();
    let passed = 0;
    for (let second = 0; second < 60; second++) {
      passed += await spent(calls, "admission", 20);
      clock.advance(1000);
    }
    expect(passed).toBe(300);
    expect((await calls.status()).usedThisMinute).toBe(0);
  });

  it("after a 429 holds every call back until Retry-After has passed", async () => {
    const calls = budget();
    expect(await calls.retryAfter("30")).toEqual(at("2025-06-15T16:00:30Z"));
    for (const priority of ["admission", "availability", "low"] as const)
      await expect(calls.spend(priority)).rejects.toMatchObject({
        reason: "retry-after",
        until: at("2025-06-15T16:00:30Z"),
      });
    expect((await calls.status()).retryAfterUntil).toEqual(at("2025-06-15T16:00:30Z"));
    clock.advance(29_999);
    expect(await spent(calls, "admission", 1)).toBe(0);
    clock.advance(1);
    expect(await spent(calls, "admission", 1)).toBe(1);
    expect((await calls.status()).retryAfterUntil).toBeNull();
  });
});

describe.each(allDatabaseKinds)("the shop's call budget shared on %s", (kind) => {
  let test: TestDatabase;
  const clock = fixedClock(at("2025-06-15T16:00:00Z"));
  /** An instance's budget over the shared database. */
  const instance = () => shopCallBudget({ perMinute: 300, clock, shared: test.db, log: silent });
  beforeAll(async () => {
    test = await databaseKinds[kind]();
  });
  afterAll(() => test.dispose());
  let minute = 0;
  beforeEach(() => {
    // Each test in a minute of its own: the counts of the one before stay in the database.
    minute += 1;
    clock.set(new Date(at("2025-06-15T16:00:00Z").getTime() + minute * 60_000));
  });

  it("counts two instances' calls together, without passing a share when they spend at once", async () => {
    const [one, two] = [instance(), instance()];
    const outcomes = await Promise.allSettled(
      Array.from({ length: 60 }, (_, n) => (n % 2 ? one : two).spend("low")),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(25);
    for (const outcome of outcomes)
      if (outcome.status === "rejected")
        expect(outcome.reason).toBeInstanceOf(ShopCallWithheldError);
    // Admission still has the rest of the slot, on either instance.
    expect((await spent(one, "admission", 20)) + (await spent(two, "admission", 20))).toBe(25);
    expect((await two.status()).usedThisMinute).toBe(50);
  });

  it("stops every instance's calls when one of them got a 429", async () => {
    const [one, two] = [instance(), instance()];
    const until = await one.retryAfter("20");
    await expect(two.spend("admission")).rejects.toMatchObject({ reason: "retry-after", until });
    expect((await two.status()).retryAfterUntil).toEqual(until);
    // A shorter wait later does not shorten the one in force.
    await two.retryAfter("5");
    expect((await one.status()).retryAfterUntil).toEqual(until);
    clock.advance(20_000);
    expect(await spent(two, "admission", 1)).toBe(1);
  });
});

describe("the shop's call budget when its database fails", () => {
  it("refuses the call as the shop being unavailable, and the pause still holds here", async () => {
    const clock = fixedClock(at("2025-06-15T16:00:00Z"));
    const test = await databaseKinds.sqlite();
    const calls = shopCallBudget({ perMinute: 300, clock, shared: test.db, log: silent });
    await test.dispose();
    const refusal = calls.spend("admission");
    await expect(refusal).rejects.toBeInstanceOf(TicketShopUnavailableError);
    await expect(refusal).rejects.not.toBeInstanceOf(ShopCallWithheldError);
    await calls.retryAfter("30");
    await expect(calls.spend("admission")).rejects.toMatchObject({ reason: "retry-after" });
  });
});
