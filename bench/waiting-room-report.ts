/**
 * What `npm run bench:waiting-room` measured of one setup (bench/waiting-room.ts), printed beside
 * the bare floor and the goals.
 */
import { line, type Figures, type MemoryBreakdown } from "./load.ts";
import { minuteRows, pauseRows, type AdmissionStep } from "./shop-calls.ts";
import type { ShopMinute, ShopPause } from "./shop-server.ts";

const goals = { p99Ms: 50, rssMb: 150, queriesPerPoll: 0.05 };

/** What one setup measured. */
export interface Outcome {
  setup: string;
  joins: Figures;
  polls: Figures;
  paced: Figures;
  pollsCounted: number;
  queries: number;
  rssMb: number[];
  /** Each instance's memory at the end, after the admissions. */
  memory: MemoryBreakdown[];
  errors: number;
  firstError: string | undefined;
  pacedQueries: number;
  order: string | null;
  admitted: number;
  load: string;
  shopMinutes: ShopMinute[];
  shopPauses: ShopPause[];
  steps: AdmissionStep[];
}

const yes = (met: boolean) => (met ? "met" : "MISSED");

/**
 * Prints one setup's figures beside the floor and the goals, the shop's calls per minute from
 * `from` on beside the budget, and the Retry-After check. Answers whether all was well.
 */
export function report(
  outcome: Outcome,
  bare: Figures,
  { clients, budget, from }: { clients: number; budget: number; from: Date },
): boolean {
  const { joins, polls, paced } = outcome;
  const perPoll = outcome.queries / Math.max(1, outcome.pollsCounted);
  const ofFloor = (f: Figures) => (f.requestsPerSecond / bare.requestsPerSecond).toFixed(2);
  const rows: [string, string, string][] = [
    [
      "joins/s",
      joins.requestsPerSecond.toFixed(0),
      `floor ${bare.requestsPerSecond.toFixed(0)} req/s (${ofFloor(joins)} of it)`,
    ],
    [
      "polls/s",
      polls.requestsPerSecond.toFixed(0),
      `floor ${bare.requestsPerSecond.toFixed(0)} req/s (${ofFloor(polls)} of it)`,
    ],
    ["p99 joins", `${joins.p99} ms`, `floor ${bare.p99} ms`],
    [
      "p99 polls, flat out",
      `${polls.p99} ms`,
      `floor ${bare.p99} ms; ≤ ${goals.p99Ms} ms: ${yes(polls.p99 <= goals.p99Ms)}`,
    ],
    [
      `p99 polls, ${clients} clients every 4–7 s`,
      `${paced.p99} ms`,
      `≤ ${goals.p99Ms} ms: ${yes(paced.p99 <= goals.p99Ms)}`,
    ],
    [
      "db queries while polling",
      `${outcome.queries} in ${outcome.pollsCounted} polls (${perPoll.toFixed(4)} per poll); ${outcome.pacedQueries} in ${paced.ok + paced.non2xx} paced`,
      `none per poll (< ${goals.queriesPerPoll}): ${yes(perPoll < goals.queriesPerPoll)}`,
    ],
    [
      "errors (non-2xx/3xx, socket)",
      `${outcome.errors}${outcome.firstError ? ` (first: ${outcome.firstError})` : ""}`,
      `0: ${yes(outcome.errors === 0)}`,
    ],
    ...outcome.rssMb.map((mb, n): [string, string, string] => [
      `peak RSS, instance ${n + 1}`,
      `${mb.toFixed(0)} MB`,
      `≤ ${goals.rssMb} MB: ${yes(mb <= goals.rssMb)}`,
    ]),
    // Where it is: the heap holds garbage until V8's next full collection, file pages are the
    // node binary's and the libraries'.
    ...outcome.memory.map((m, n): [string, string, string] => [
      `RSS at the end, instance ${n + 1}`,
      `${m.rss} MB: heap ${m.heapUsed} of ${m.heapTotal}, external ${m.external}, files ${m.files}`,
      "",
    ]),
  ];
  console.log(`\n${outcome.setup} (load average at the end: ${outcome.load})`);
  for (const f of [bare, joins, polls, paced]) console.log(line(f));
  console.log("");
  for (const [what, measured, goal] of rows)
    console.log(`${what.padEnd(40)} ${measured.padEnd(44)} ${goal}`);
  console.log(
    outcome.order === null
      ? `order: ok (${outcome.admitted} admitted exactly once, in the published order)`
      : `order: MISMATCH: ${outcome.order}`,
  );
  const minutes = minuteRows(outcome.shopMinutes, outcome.steps, budget, from);
  const pauses = pauseRows(outcome.shopPauses);
  console.log(`\nshop calls per minute, all instances (budget ${budget}; pretix Hosted's 360):`);
  for (const row of minutes.rows) console.log(row);
  console.log(`calls within the budget, admissions at the rate: ${yes(minutes.met)}`);
  for (const row of pauses.rows) console.log(row);
  console.log(`no call sent during a Retry-After: ${yes(pauses.met)}`);
  return outcome.order === null && outcome.errors === 0 && minutes.met && pauses.met;
}
