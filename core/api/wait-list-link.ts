import type { Localized } from "../locale.ts";
import type { WallClock } from "../time.ts";

/**
 * What the page behind a wait-list mail's link shows of its place (GET, which changes nothing),
 * and what its buttons' calls (confirm, leave, rejoin) answer besides `{ code, msg }`. Times are
 * the city's wall clock, so the page formats them without a time-zone database.
 */
export type WaitListEntryView =
  | { kind: "unknown" }
  | (EntryFacts &
      (
        | { kind: "unconfirmed" }
        | { kind: "in-line"; place: number }
        /** The voucher was sent; it holds the ticket until `voucherUntil`. */
        | { kind: "served"; voucherUntil: WallClock | null }
        /** Left; back to the old place until `rejoinUntil`, null once that has passed. */
        | { kind: "left"; rejoinUntil: WallClock | null }
      ));

interface EntryFacts {
  /** The package's name, for the page's text. */
  title: Localized;
  /** How long a voucher of this list holds its ticket. */
  voucherHours: number;
}

export type WaitListEntryKind = WaitListEntryView["kind"];

/** The answer of POST /api/wait-list/confirm, /leave and /rejoin: the place as it is now. */
export interface WaitListLinkAnswer {
  code: 200;
  msg: string;
  entry: WaitListEntryView;
}

const kinds: readonly string[] = [
  "unknown",
  "unconfirmed",
  "in-line",
  "served",
  "left",
] satisfies WaitListEntryKind[];

/**
 * The answer's check, written without zod: the link pages' script stays small (decision record
 * 0016). It checks the envelope and the view's kind; the server that answers writes the rest.
 */
export const waitListLinkAnswerSchema = {
  safeParse(data: unknown): { success: true; data: WaitListLinkAnswer } | { success: false } {
    const value = data as Partial<Record<keyof WaitListLinkAnswer, unknown>> | null;
    const entry = value?.entry as { kind?: unknown } | null | undefined;
    return value?.code === 200 &&
      typeof value.msg === "string" &&
      typeof entry?.kind === "string" &&
      kinds.includes(entry.kind)
      ? { success: true, data: value as WaitListLinkAnswer }
      : { success: false };
  },
};
