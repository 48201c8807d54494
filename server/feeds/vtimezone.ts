import { zoneOffsets } from "../../core/time.ts";

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

/**
 * The VTIMEZONE component (RFC 5545 3.6.5) of an IANA zone for the given years, from the time-zone
 * data the runtime ships (Intl): one observance per offset change, each starting at its local
 * time before the change, plus the year before so the first event is already covered.
 */
export function vtimezone(timeZone: string, firstYear: number, lastYear: number): string {
  const { from, minutes, changes } = zoneOffsets(timeZone, firstYear - 1, lastYear);
  let before = minutes;
  const observances = changes.map(([instant, after]) => {
    const observance = {
      kind: after > before ? "DAYLIGHT" : "STANDARD",
      start: localStamp(instant, before),
      before,
      after,
    };
    before = after;
    return observance;
  });
  if (observances.length === 0) {
    // A zone without daylight saving time: one observance from the start of the range.
    observances.push({
      kind: "STANDARD",
      start: localStamp(from, minutes),
      before: minutes,
      after: minutes,
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
