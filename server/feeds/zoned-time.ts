import type {
  ICalTemporalPlainDateStub,
  ICalTemporalPlainDateTimeStub,
  ICalTemporalZonedDateTimeStub,
} from "ical-generator";
import { wallClockAt, zonedInstant, type WallClock } from "../../core/time.ts";

/**
 * A wall-clock time in an IANA zone in the shape of Temporal's ZonedDateTime, the one date type
 * ical-generator writes as `DTSTART;TZID=zone:local time` on any machine (a plain Date would be
 * written in the server's own zone). Built on core/time.ts, so no date library is needed.
 */
export function zonedDateTime(wall: Required<WallClock>, timeZone: string) {
  return fromInstant(zonedInstant(wall, timeZone), timeZone);
}

function fromInstant(instant: Date, timeZoneId: string): ICalTemporalZonedDateTimeStub {
  const wall = wallClockAt(instant, timeZoneId);
  const plain = plainDateTime(wall);
  return {
    ...plain.fields,
    second: 0,
    timeZoneId,
    toInstant: () => ({
      epochMilliseconds: instant.getTime(),
      toJSON: () => instant.toISOString(),
      toString: () => instant.toISOString(),
      toZonedDateTimeISO: (zone) => fromInstant(instant, zone),
    }),
    toPlainDateTime: () => plain.stub,
    withTimeZone: (zone) => fromInstant(instant, zone),
    toJSON: () => instant.toISOString(),
    toString: () => instant.toISOString(),
  };
}

function plainDateTime(wall: Required<WallClock>) {
  const fields = {
    year: wall.year,
    month: wall.month,
    day: wall.day,
    hour: wall.hour,
    minute: wall.minute,
  };
  const pad = (n: number) => String(n).padStart(2, "0");
  const date = `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
  const text = `${date}T${pad(wall.hour)}:${pad(wall.minute)}:00`;
  const plainDate: ICalTemporalPlainDateStub = {
    year: wall.year,
    month: wall.month,
    day: wall.day,
    toJSON: () => date,
    toString: () => date,
  };
  const stub: ICalTemporalPlainDateTimeStub = {
    ...fields,
    second: 0,
    toPlainDate: () => plainDate,
    toZonedDateTime: (zone) => zonedDateTime(wall, zone),
    toJSON: () => text,
    toString: () => text,
  };
  return { fields, stub };
}
