/**
 * The waiting-room benchmark's account of the calls to the shop (bench/shop-server.ts): calls
 * and 429s per minute beside the site's budget and beside the admissions, and what reached the
 * shop while a Retry-After it gave was in force. Each check answers its rows and whether the
 * goal was met.
 */
import type { ShopMinute, ShopPause } from "./shop-server.ts";

/** What the visitors saw after one admission step. */
export interface AdmissionStep {
  /** The clock's instant (ms). */
  at: number;
  /** Seen admitted by their polls. */
  admitted: number;
  /** Due by then at the room's rate (waiting-room/admission.ts admissionsDue), at most everyone. */
  due: number;
}

/** A call under way when the shop gave its 429 arrives within this long; later ones were sent after. */
export const underWayMs = 1000;

const munichTime = new Intl.DateTimeFormat("de-DE", {
  timeZone: "Europe/Berlin",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});
const clockTime = (ms: number) => munichTime.format(new Date(ms));

/**
 * Per minute from `from` to the last: the shop's calls and 429s against the budget, and the
 * admissions by the minute's last step against those due. Met when no minute exceeds the budget
 * and every step admitted all that were due.
 */
export function minuteRows(
  minutes: readonly ShopMinute[],
  steps: readonly AdmissionStep[],
  budget: number,
  from: Date,
): { rows: string[]; met: boolean } {
  const byMinute = new Map(minutes.map((m) => [Date.parse(m.minute), m]));
  const starts = [
    ...byMinute.keys(),
    ...steps.map((step) => Math.floor(step.at / 60_000) * 60_000),
  ];
  const first = Math.min(from.getTime(), ...starts);
  const last = Math.max(...starts);
  const rows = [
    `${"minute".padEnd(8)} ${"shop calls".padStart(10)} ${"429".padStart(5)} ${"budget".padStart(7)} ${"admitted / due".padStart(16)}`,
  ];
  let met = true;
  for (let start = first; start <= last; start += 60_000) {
    const minute = byMinute.get(start);
    const seen = steps.filter((step) => step.at >= start && step.at < start + 60_000).at(-1);
    const over = (minute?.calls ?? 0) > budget;
    met &&= !over;
    rows.push(
      [
        clockTime(start).slice(0, 5).padEnd(8),
        String(minute?.calls ?? 0).padStart(10),
        String(minute?.throttled ?? 0).padStart(5),
        String(budget).padStart(7),
        (seen ? `${seen.admitted} / ${seen.due}` : "").padStart(16),
        over ? "  OVER BUDGET" : "",
      ].join(" "),
    );
  }
  const behind = steps.filter((step) => step.admitted < step.due);
  met &&= behind.length === 0;
  if (behind.length > 0)
    rows.push(`behind the rate at ${behind.map((step) => clockTime(step.at)).join(", ")}`);
  return { rows, met };
}

/**
 * Each Retry-After the shop gave: the calls that still reached it before it had passed. Met when
 * each was under way as the 429 came (within underWayMs of it) and the site then kept still.
 */
export function pauseRows(pauses: readonly ShopPause[]): { rows: string[]; met: boolean } {
  const rows = pauses.map(
    (pause) =>
      `Retry-After ${pause.seconds} s from ${clockTime(Date.parse(pause.at))}: ` +
      `${pause.calls} calls came before it had passed` +
      (pause.calls > 0 ? `, the last ${pause.latestMs} ms after the 429` : ""),
  );
  return {
    rows: rows.length > 0 ? rows : ["no 429 from the shop"],
    met: pauses.length > 0 && pauses.every((pause) => pause.latestMs <= underWayMs),
  };
}
