/**
 * The one simulated pretix every site instance of `npm run bench:waiting-room` talks to (their
 * PRETIX_URL and PRETIX_TOKEN), in a process of its own, its rate limit on as pretix Hosted's
 * (360 a minute per token; server/tickets/simulated-throttle.ts) and its clock at argv[2], moved
 * by the benchmark with the sites'. It notes every API call as it arrives (the clock's instant,
 * the real time, the answer) and answers the benchmark: `minutes` (calls and 429s per minute),
 * `pauses` (each Retry-After it gave and the calls that came during it), `useUp` (another client
 * of the account takes the rest of the minute: the next call gets 429) and `vouchers` (the codes
 * it holds). Sends `{ port }` once listening.
 */
import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { fixedClock } from "../server/clock.ts";
import { loadConfig } from "../server/config.ts";
import { loadContent } from "../server/content/load.ts";
import { simulatedEvents } from "../server/tickets/shop-connection.ts";
import { createSimulatedPretix, type SimulatedPretix } from "../server/tickets/simulated-pretix.ts";
import { answerMessages } from "./site-server.ts";

/** pretix Hosted's limit with token authentication (doc/api/ratelimit.rst). */
const hostedLimit = 360;

/** One API call as it reached the shop. */
interface Arrival {
  /** The shop's clock, ms. */
  at: number;
  /** performance.now() when it arrived. */
  realMs: number;
  status: number;
  /** Seconds of the Retry-After it was answered with, if any. */
  retryAfter: number | null;
}

/** A Retry-After the shop gave and what came while it held. */
export interface ShopPause {
  /** The first 429's instant (ISO) and its Retry-After in seconds. */
  at: string;
  seconds: number;
  /** Calls that arrived after that 429 and before the Retry-After had passed. */
  calls: number;
  /** The latest of them, in real ms after the 429 (calls under way when it was given). */
  latestMs: number;
}

export interface ShopMinute {
  /** The minute's start (ISO). */
  minute: string;
  calls: number;
  throttled: number;
}

const clock = fixedClock(new Date(process.argv[2] ?? "2025-06-15T17:55:00+02:00"));
const config = loadConfig({ NODE_ENV: "production" });
const arrivals: Arrival[] = [];
let inFlight = 0;
let shop: SimulatedPretix | undefined;

const server = serve(
  {
    hostname: "127.0.0.1",
    port: 0,
    fetch: async (request) => {
      const api = new URL(request.url).pathname.startsWith("/api/v1/");
      const arrival = { at: clock.now().getTime(), realMs: performance.now() };
      inFlight += 1;
      try {
        const response = await shop!.app.fetch(request);
        if (api) {
          const retryAfter = response.headers.get("retry-after");
          arrivals.push({
            ...arrival,
            status: response.status,
            retryAfter: retryAfter === null ? null : Number(retryAfter),
          });
        }
        return response;
      } finally {
        inFlight -= 1;
      }
    },
  },
  (info: AddressInfo) => {
    shop = createSimulatedPretix({
      organizer: config.PRETIX_ORGANIZER,
      token: process.env.PRETIX_TOKEN ?? "bench",
      events: simulatedEvents(config, loadContent()),
      publicBaseUrl: `http://127.0.0.1:${info.port}`,
      now: () => clock.now(),
      callsPerMinute: hostedLimit,
    });
    // Every client is admitted and gets a voucher, so that the order is checked to the end: the
    // shop holds a ticket for each (docs/decisions/0037-waiting-room.md).
    for (const event of shop.events) for (const quota of event.quotas) quota.size = null;
    process.send?.({ port: info.port });
  },
);

const minuteOf = (ms: number) => Math.floor(ms / 60_000) * 60_000;

function minutes(): ShopMinute[] {
  const counted = new Map<number, ShopMinute>();
  for (const { at, status } of arrivals) {
    const start = minuteOf(at);
    const minute = counted.get(start) ?? {
      minute: new Date(start).toISOString(),
      calls: 0,
      throttled: 0,
    };
    minute.calls += 1;
    if (status === 429) minute.throttled += 1;
    counted.set(start, minute);
  }
  return [...counted.values()];
}

function pauses(): ShopPause[] {
  const found: (ShopPause & { ends: number; realMs: number })[] = [];
  // Noted as answered: in the order they came.
  for (const arrival of arrivals.toSorted((a, b) => a.realMs - b.realMs)) {
    const open = found.at(-1);
    // Arrived while a Retry-After given before it held.
    if (open && arrival.at < open.ends && arrival.realMs > open.realMs) {
      open.calls += 1;
      open.latestMs = Math.round(arrival.realMs - open.realMs);
    } else if (arrival.retryAfter !== null) {
      found.push({
        at: new Date(arrival.at).toISOString(),
        seconds: arrival.retryAfter,
        calls: 0,
        latestMs: 0,
        ends: arrival.at + arrival.retryAfter * 1000,
        realMs: arrival.realMs,
      });
    }
  }
  return found.map(({ at, seconds, calls, latestMs }) => ({ at, seconds, calls, latestMs }));
}

answerMessages(
  {
    clock,
    drained: async () => {
      while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 5));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  },
  {
    minutes,
    pauses,
    useUp: () => shop!.useUpRateLimit(),
    vouchers: () => [...shop!.vouchers.values()].flat().map((voucher) => voucher.code),
  },
);
