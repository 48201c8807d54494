import { afterEach, beforeEach, expect } from "vitest";
import { linkIn, type CapturedMail } from "../../outbox/test/smtp-capture.ts";
import { testAppForBlock, type TestAppOptions } from "../../test/api.ts";
import { emptyWaitLists } from "./empty-wait-lists.ts";

/**
 * The app for the enclosing describe block with Munich's `packageId` sold out and every wait list
 * empty before each test (the clock at 12:00 on 20 June 2025, after the sale start), and people
 * joining it as visitors do: the form, then the link in their mail.
 */
export function waitListBed(packageId: string, options: TestAppOptions) {
  const t = testAppForBlock({ now: "2025-06-20T12:00:00+02:00", ...options });
  const pkg = () =>
    t.services.content.munich.packages.packages.find((candidate) => candidate.id === packageId)!;
  let person = 0;

  beforeEach(async () => {
    t.clock.set(new Date("2025-06-20T10:00:00Z"));
    pkg().soldOut = true;
    await emptyWaitLists(t.services.db);
    await t.services.db.deleteFrom("hit_counts").execute();
  });
  afterEach(() => {
    pkg().soldOut = false;
  });

  const join = (email: string, list = packageId, locale: "de" | "en" = "de") =>
    t.services.waitList.join({ hubId: "munich", packageId: list, email, locale });
  /** The entry's id in the link of a wait-list mail. */
  const entryIdIn = (mail: CapturedMail, link: "confirm" | "leave" | "rejoin") =>
    new URL(linkIn(mail, `http://localhost:3000/ticket/wait-list/${link}?id=`)).searchParams.get(
      "id",
    )!;
  /** A new address (or `email`) joins; answers its entry's id from the confirmation mail. */
  async function joined(email = `fan${(person += 1)}@example.org`, list = packageId) {
    expect((await join(email, list)).ok).toBe(true);
    return { email, id: entryIdIn(await t.lastMailTo(email), "confirm") };
  }
  /** A new address (or `email`) joins and confirms: its entry's id and place in line. */
  async function inLine(email?: string, list = packageId) {
    const entry = await joined(email, list);
    const confirmed = await t.services.waitList.confirm(entry.id);
    if (!confirmed.ok) throw new Error(`not confirmed: ${confirmed.reason}`);
    t.clock.advance(1000);
    return { ...entry, place: confirmed.place };
  }
  /** The voucher mails `email` has received, after a round of the mail worker. */
  const voucherMailsTo = async (email: string) => {
    await t.deliver();
    return t.smtp.messages.filter(
      (mail) => mail.to.includes(email) && mail.parsed.subject?.includes("Ein Ticket für dich"),
    );
  };

  return { t, pkg, join, entryIdIn, joined, inLine, voucherMailsTo };
}
