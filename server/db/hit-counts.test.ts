import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countHit, purgeEndedWindows, resetHits, uncountHit } from "./hit-counts.ts";
import { allDatabaseKinds, databaseKinds, type TestDatabase } from "./test/databases.ts";

const minute = 60_000;
const at = (iso: string) => new Date(iso);

describe.each(allDatabaseKinds)("hit counts on %s", (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await databaseKinds[kind]();
  });
  afterAll(() => test.dispose());

  it("lose no hit when many arrive at once, and start again in the next window", async () => {
    const now = at("2025-08-01T10:00:30Z");
    const counts = await Promise.all(
      Array.from({ length: 20 }, () => countHit(test.db, "parallel", minute, now)),
    );
    expect(counts.map((c) => c.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(counts[0]!.resetTime).toEqual(at("2025-08-01T10:01:00Z"));
    expect((await countHit(test.db, "parallel", minute, at("2025-08-01T10:01:00Z"))).hits).toBe(1);
  });

  it("take a hit back, forget a key, and purge ended windows", async () => {
    const now = at("2025-08-01T11:00:00Z");
    await countHit(test.db, "back", minute, now);
    await countHit(test.db, "back", minute, now);
    await uncountHit(test.db, "back", minute, now);
    expect((await countHit(test.db, "back", minute, now)).hits).toBe(2);
    await resetHits(test.db, "back");
    expect((await countHit(test.db, "back", minute, now)).hits).toBe(1);

    // Keys are stored hashed, not as the address they count.
    const stored = await test.db.selectFrom("hit_counts").select("key").execute();
    expect(stored.some(({ key }) => key.includes("back"))).toBe(false);

    await purgeEndedWindows(test.db, at("2025-08-01T11:01:00Z"));
    const left = await test.db.selectFrom("hit_counts").select("key").execute();
    expect(left).toEqual([]);
  });
});
