/**
 * `npm run bench:waiting-room`: the waiting room through a sale start (issue 19, "Load and
 * measurement"; docs/decisions/0037-waiting-room.md), on one instance (SQLite) and on two
 * instances over one PostgreSQL (bench/waiting-room-server.ts; the same FORM_ENCRYPTION_KEY).
 *
 * The sites' clocks start at 17:55 before Munich's sale start at 18:00 and move only when the
 * benchmark says so (the last minutes pass in seconds). BENCH_CLIENTS clients, each its own
 * address behind the trusted proxy, join in five steps one minute apart (17:55–17:59), then
 * poll their places: BENCH_ROUNDS rounds in which each polls once as fast as the connections
 * allow (polls/s), then BENCH_SECONDS of polling every 4–7 s as the page does, through the
 * start. After it BENCH_LATE more join one after the other. The room then admits everyone in
 * steps of 30 seconds (its rate set so that takes 10 minutes); each step every client polls
 * once, and the admitted order is checked against the one recomputed from the published seed.
 * Clients are spread over the instances (client n asks instance n mod 2), BENCH_CONNECTIONS
 * keep-alive connections in all. A bare node:http server answering a place's JSON, measured in
 * the same run with the same client, is the floor.
 *
 * Every instance talks to one simulated pretix in a process of its own (bench/shop-server.ts),
 * its rate limit on as pretix Hosted's, its clock moved with the sites'; each site spends its
 * calls from the budget BENCH_BUDGET (PRETIX_CALLS_PER_MINUTE). At 18:03 another client of the
 * account uses up the shop's minute, so the next call gets 429 with Retry-After. Printed per
 * minute: the calls that reached the shop and its 429s beside the budget, and the admissions
 * beside those due at the room's rate; and what reached the shop during its Retry-After.
 * Exits non-zero when the order is wrong, a request failed, a minute's calls passed the budget,
 * a call was sent during a Retry-After or the admissions fell behind the rate.
 *
 * BENCH_CLIENTS (2000), BENCH_LATE (clients / 10), BENCH_CONNECTIONS (100), BENCH_ROUNDS (3),
 * BENCH_SECONDS (20), BENCH_BUDGET (300), BENCH_POSTGRES (on; "off" runs SQLite only).
 */
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import type { WaitingRoomAnswer, WaitingRoomView } from "../core/api/waiting-room.ts";
import {
  createDatabase,
  startTestPostgres,
  type TestPostgres,
} from "../server/db/test/test-postgres.ts";
import { admissionsDue } from "../server/waiting-room/admission.ts";
import { seedHash } from "../server/waiting-room/draw.ts";
import { checkAdmissions, checkPlaces, publishedOrder } from "./admission-order.ts";
import {
  ask,
  bareServer,
  callEach,
  callPaced,
  figuresOf,
  forkServer,
  peakRssMb,
  type MemoryBreakdown,
  proxiedClient,
  type Answer,
  type Call,
  type ChildServer,
  type Figures,
  type Tally,
} from "./load.ts";
import type { AdmissionStep } from "./shop-calls.ts";
import type { ShopMinute, ShopPause } from "./shop-server.ts";
import { report, type Outcome } from "./waiting-room-report.ts";

const clientCount = Number(process.env.BENCH_CLIENTS ?? 2000);
const lateCount = Number(process.env.BENCH_LATE ?? Math.round(clientCount / 10));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const pacedSeconds = Number(process.env.BENCH_SECONDS ?? 20);
const withPostgres = process.env.BENCH_POSTGRES !== "off";
const budget = Number(process.env.BENCH_BUDGET ?? 300);
const at = (time: string) => `2025-06-15T${time}+02:00`;
const joinMinutes = 5;
const admissionMinutes = 10;
/** The room's admissions per minute, as the team sets it: everyone in within admissionMinutes. */
const rate = Math.ceil((clientCount + lateCount) / admissionMinutes);
const saleStart = new Date(at("18:00:00"));
const stepMs = 30_000;
/** The admission step at which another client uses up the shop's minute: 18:03. */
const throttleStep = 6;
const pageEveryMs: [number, number] = [4000, 7000];
const path = (call: "place" | "join") => `/api/waiting-room/${call}/0?package=single-pamperplay`;

interface Client {
  /** Which instance it asks: client n asks instance n mod their number. */
  n: number;
  address: string;
  cookie?: string;
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");

const viewOf = (answer: Answer | null): WaitingRoomView | null => {
  if (!answer || answer.status !== 200) return null;
  return (JSON.parse(answer.body) as WaitingRoomAnswer).view;
};

async function run(setup: string, databaseUrl: string | undefined, instances: number) {
  const token = randomBytes(16).toString("hex");
  const shop = await forkServer("./shop-server.ts", [at("17:55:00")], { PRETIX_TOKEN: token });
  const keys = {
    FORM_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    RESALE_KEY: randomBytes(32).toString("base64"),
    PRETIX_URL: shop.url,
    PRETIX_TOKEN: token,
    PRETIX_CALLS_PER_MINUTE: String(budget),
    ...(databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {}),
  };
  const sites: ChildServer[] = [];
  try {
    // One after the other: the first brings the shared schema up to date.
    for (let n = 0; n < instances; n++)
      sites.push(await forkServer("./waiting-room-server.ts", [at("17:55:00")], keys));
    return await measure(setup, sites, shop);
  } finally {
    await Promise.all([...sites, shop].map((server) => server.stop()));
  }
}

async function measure(setup: string, sites: ChildServer[], shop: ChildServer): Promise<Outcome> {
  // The clock moves for the shop as for the sites; everything else is the sites'.
  const onAll = <T>(message: Record<string, unknown>) =>
    Promise.all(
      ("advance" in message ? [...sites, shop] : sites).map((site) => ask<T>(site.child, message)),
    );
  const queries = async () => (await onAll<number>({ queries: true })).reduce((a, b) => a + b);
  const clients: Client[] = Array.from({ length: clientCount + lateCount }, (_, n) => ({
    n,
    address: proxiedClient(n),
  }));
  const early = clients.slice(0, clientCount);
  const late = clients.slice(clientCount);
  const call = (client: Client, kind: "place" | "join"): Call => {
    const site = sites[client.n % sites.length]!;
    return {
      url: `${site.url}${path(kind)}`,
      method: kind === "join" ? "POST" : "GET",
      headers: {
        "x-forwarded-for": client.address,
        "accept-language": "de-DE,de;q=0.9",
        // As the page's script joins: a JSON post (the plain form post is answered with a redirect).
        ...(kind === "join" ? { "content-type": "application/json" } : {}),
        ...(client.cookie ? { cookie: client.cookie } : {}),
      },
    };
  };
  const tallies: Tally[] = [];
  const join = async (batch: Client[], connections: number) => {
    const { tally, answers } = await callEach(
      batch.map((client) => call(client, "join")),
      connections,
    );
    tallies.push(tally);
    answers.forEach((answer, index) => {
      const setCookie = answer?.headers["set-cookie"]?.[0];
      if (setCookie) batch[index]!.cookie = setCookie.split(";")[0];
    });
    return tally;
  };
  const poll = async (batch: Client[]) => {
    const { tally, answers } = await callEach(
      batch.map((client) => call(client, "place")),
      connections,
    );
    tallies.push(tally);
    return { tally, views: answers.map(viewOf) };
  };

  // Joins over the last minutes before the start, the clock a minute on after each step.
  const joinTallies: Tally[] = [];
  const perMinute = Math.ceil(clientCount / joinMinutes);
  for (let minute = 0; minute < joinMinutes; minute++) {
    if (minute > 0) await onAll({ advance: 60_000 });
    joinTallies.push(
      await join(early.slice(minute * perMinute, (minute + 1) * perMinute), connections),
    );
    // The room exists from the first join on: the team's admission rate for this sale.
    if (minute === 0) await ask(sites[0]!.child, { rate });
  }
  await onAll({ advance: 50_000 });

  // 17:59:50: everyone polls, as fast as the connections allow; the database is not asked.
  const before = await queries();
  const pollTallies: Tally[] = [];
  const published = new Set<string>();
  for (let round = 0; round < rounds; round++) {
    const { tally, views } = await poll(early);
    pollTallies.push(tally);
    for (const view of views) if (view?.kind === "pre-queue") published.add(view.seedHash);
  }
  const polled = await queries();

  // Polling as the page does, through the start (the clock moves to 18:00 halfway).
  const paced = callPaced(clientCount, (n) => call(early[n]!, "place"), {
    seconds: pacedSeconds,
    everyMs: pageEveryMs,
    connections: Math.ceil(connections / sites.length),
  });
  await sleep((pacedSeconds * 1000) / 2);
  await onAll({ advance: 10_000 });
  const pacedTally = await paced;
  tallies.push(pacedTally);
  const pacedQueries = (await queries()) - polled;

  // Late arrivals, one after the other: their arrival order is known.
  await join(late, 1);

  // The draw is public: the order anyone can recompute, and each step's admissions against it,
  // over the clients that got their place (a failed join is counted among the errors).
  const placed = (some: Client[]) => some.filter((client) => client.cookie !== undefined);
  const waiting = placed(clients);
  const entryId = (client: Client) => client.cookie!.split("=")[1]!.split(".")[0]!;
  let order: string[] = [];
  let mismatch: string | null = published.size === 1 ? null : `${published.size} seed hashes shown`;
  const steps: Set<string>[] = [];
  const admissionSteps: AdmissionStep[] = [];
  const codes = new Map<string, string>();
  const lastStep = (admissionMinutes * 60_000) / stepMs + 5;
  for (let step = 0; step <= lastStep && !mismatch; step++) {
    if (step > 0) await onAll({ advance: stepMs });
    const now = new Date(saleStart.getTime() + step * stepMs);
    if (step === throttleStep) await ask(shop.child, { useUp: true });
    for (const site of sites) await ask(site.child, { tick: true });
    const { views } = await poll(waiting);
    const admitted = new Set<string>();
    const places = new Map<string, number>();
    const lastSeen = steps.at(-1);
    views.forEach((view, index) => {
      const id = entryId(waiting[index]!);
      // A poll without an answer (an error, counted) tells nothing: the client stays as it was.
      if (view === null && lastSeen?.has(id)) admitted.add(id);
      if (view?.kind === "queued") places.set(id, view.place);
      if (view?.kind === "admitted") {
        admitted.add(id);
        const code = view.shopUrl && new URL(view.shopUrl).searchParams.get("voucher");
        if (code) codes.set(id, code);
      }
      if (step === 0 && view?.kind === "queued" && order.length === 0) {
        if (!view.seed || seedHash(view.seed) !== [...published][0])
          mismatch = "the seed shown after the start does not match the hash shown before";
        else
          order = publishedOrder(view.seed, placed(early).map(entryId), placed(late).map(entryId));
      }
    });
    mismatch ??= checkPlaces(order, places);
    steps.push(admitted);
    admissionSteps.push({
      at: now.getTime(),
      admitted: admitted.size,
      due: Math.min(waiting.length, admissionsDue(saleStart, now, rate, 0)),
    });
    // Everyone is in once each has seen their voucher (the shop may take a job's run longer).
    if (admitted.size === waiting.length && codes.size === waiting.length) break;
  }
  mismatch ??= checkAdmissions(order, steps);
  // Every admission has its own voucher in the shop, created once across the instances.
  const shopCodes = await ask<string[]>(shop.child, { vouchers: true });
  if (!mismatch && new Set(codes.values()).size !== codes.size)
    mismatch = "two visitors were given the same voucher";
  if (
    !mismatch &&
    (shopCodes.length !== waiting.length || new Set(shopCodes).size !== waiting.length)
  )
    mismatch = `${shopCodes.length} vouchers in the shop (${new Set(shopCodes).size} different) for ${waiting.length} admitted`;

  return {
    setup,
    joins: figuresOf("joins", joinTallies),
    polls: figuresOf(`polls, ${rounds} rounds of each client once`, pollTallies),
    paced: figuresOf(`polls every 4–7 s, ${clientCount} clients`, [pacedTally]),
    pollsCounted: pollTallies.reduce((sum, t) => sum + t.latencies.length, 0),
    queries: polled - before,
    rssMb: sites.map((site) => peakRssMb(site.pid)),
    memory: await onAll<MemoryBreakdown>({ memory: true }),
    errors: tallies.reduce((sum, t) => sum + t.errors + t.non2xx, 0),
    firstError: tallies.find((t) => t.firstError)?.firstError,
    pacedQueries,
    order: mismatch,
    admitted: steps.at(-1)?.size ?? 0,
    load: loadAverage(),
    shopMinutes: await ask<ShopMinute[]>(shop.child, { minutes: true }),
    shopPauses: await ask<ShopPause[]>(shop.child, { pauses: true }),
    steps: admissionSteps,
  };
}

/** The bare floor: the same client, calls and connections against a fixed place answer. */
async function bareFloor(): Promise<Figures> {
  const answer: WaitingRoomAnswer = {
    code: 200,
    msg: "Dein Platz im Warteraum.",
    view: {
      kind: "pre-queue",
      supportId: "0F3A9-C41B2",
      seedHash: "9".repeat(64),
      seed: null,
      saleStart: "2025-06-15T16:00:00.000Z",
      voucherMinutes: 15,
    },
  };
  const bare = await bareServer(JSON.stringify(answer));
  try {
    const calls = Array.from({ length: clientCount }, (_, n) => ({
      url: `${bare.url}${path("place")}`,
      headers: { "x-forwarded-for": proxiedClient(n), "accept-language": "de-DE,de;q=0.9" },
    }));
    const tallies: Tally[] = [];
    for (let round = 0; round < rounds; round++)
      tallies.push((await callEach(calls, connections)).tally);
    return figuresOf("bare node:http (fixed JSON)", tallies);
  } finally {
    await bare.stop();
  }
}

console.log(
  `Waiting room through the sale start: ${clientCount} clients join 17:55–17:59, ` +
    `${lateCount} after 18:00, ${connections} connections; load average ${loadAverage()}`,
);
const bare = await bareFloor();
const settings = { clients: clientCount, budget, from: new Date(at("17:55:00")) };
let allRight = report(await run("1 instance, SQLite", undefined, 1), bare, settings);
let postgres: TestPostgres | undefined;
if (withPostgres) {
  try {
    postgres = await startTestPostgres();
  } catch (error) {
    console.log(`\nPostgreSQL could not be started here, SQLite only: ${String(error)}`);
  }
}
if (postgres) {
  try {
    const url = await createDatabase(postgres.url);
    const outcome = await run("2 instances, one PostgreSQL", url, 2);
    allRight = report(outcome, bare, settings) && allRight;
  } finally {
    await postgres.stop();
  }
}
process.exit(allRight ? 0 : 1);
