import { zoneOffsetMinutes } from "../../core/time.ts";

const hour = 3_600_000;
const pad = (n: number) => String(n).padStart(2, "0");

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/** 'YYYYMMDDTHHMMSS' of an instant as the clocks showed it at the given offset. */
function localStamp(instant: number, offsetMinutes: number): string {
  const d = new Date(instant + offsetMinutes * 60_000);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
}

/** The instants in [from, to) at which the zone's offset changes, to the minute. */
function transitions(timeZone: string, from: number, to: number): number[] {
  const found: number[] = [];
  const offset = (t: number) => zoneOffsetMinutes(new Date(t), timeZone);
  for (let t = from; t < to; t += 6 * hour) {
    if (offset(t) === offset(t + 6 * hour)) continue;
    let [low, high] = [t, t + 6 * hour];
    while (high - low > 60_000) {
      const mid = low + Math.floor((high - low) / 120_000) * 60_000;
      if (offset(mid) === offset(low)) low = mid;
      else high = mid;
    }
    found.push(high);
  }
  return found;
}

/**
 * The VTIMEZONE component (RFC 5545 3.6.5) of an IANA zone for the given years, from the time-zone
 * data the runtime ships (Intl): one observance per offset change, each starting at its local
 * time before the change, plus the year before so the first event is already covered.
 */
export function vtimezone(timeZone: string, firstYear: number, lastYear: number): string {
  const from = Date.UTC(firstYear - 1, 0, 1);
  const changes = transitions(timeZone, from, Date.UTC(lastYear + 1, 0, 1));
  const observances = changes.map((instant) => {
    const before = zoneOffsetMinutes(new Date(instant - 60_000), timeZone);
    const after = zoneOffsetMinutes(new Date(instant), timeZone);
    return {
      kind: after > before ? "DAYLIGHT" : "STANDARD",
      start: localStamp(instant, before),
      before,
      after,
    };
  });
  if (observances.length === 0) {
    // A zone without daylight saving time: one observance from the start of the range.
    const offset = zoneOffsetMinutes(new Date(from), timeZone);
    observances.push({
      kind: "STANDARD",
      start: localStamp(from, offset),
      before: offset,
      after: offset,
    });
  }
  return [
    "BEGIN:VTIMEZONE",
    `TZID:${timeZone}`,
    ...observances.flatMap(({ kind, start, before, after }) => [
      `BEGIN:${kind}`,
      `DTSTART:${start}`,
      `TZOFFSETFROM:${offsetText(before)}`,
      `TZOFFSETTO:${offsetText(after)}`,
      `END:${kind}`,
    ]),
    "END:VTIMEZONE",
    "",
  ].join("\r\n");
}
