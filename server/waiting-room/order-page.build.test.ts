import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testAppForBlock, type TestApp } from "../test/api.ts";
import { shopWithVoucher } from "./test/shop-voucher.ts";

/*
 * The order page of a sale with a waiting room, as a browser without scripts gets it: every state
 * is a plain page, every step a plain form post. Munich's sale starts 15 June 2025 at 18:00; its
 * waiting room opens at 17:30. The clock is pinned and moved by the test, and the room admits on
 * its job's tick. (The page with scripts, which follows the place by itself: e2e/waiting-room.spec.ts.)
 */
const instant = (time: string) => new Date(`2025-06-15T${time}+02:00`);
const orderPath = "/ticket/order/0?package=single-pamperplay";

/** The room on the order page: its state and its text as a reader gets it. */
interface Room {
  state: string | undefined;
  text: string;
  html: string;
}

/** A browser without scripts: its language, and the place cookie a join gave it. */
function visitor(site: TestApp, locale: "de" | "en") {
  let place: string | undefined;
  const headers = () => ({ cookie: [`LOCALE=${locale}`, place].filter(Boolean).join("; ") });
  const open = async (): Promise<Room> => {
    const answer = await site.get(orderPath, headers());
    expect(answer.status).toBe(200);
    const html = await answer.text();
    const [, state, inner = ""] =
      /<article class="ticket-order waiting-room" data-state="([\w-]+)">([\s\S]*?)<\/article>/.exec(
        html,
      ) ?? [];
    const text = inner
      .replace(/<[^>]*>/g, " ")
      .replaceAll("&amp;", "&")
      .replace(/\s+/g, " ")
      .trim();
    return { state, text, html: inner };
  };
  return {
    open,
    /** Clicks the room's button named `label`: its form's plain post, then the page it leads to. */
    async click(label: string): Promise<Room> {
      const { html } = await open();
      const form = [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].find(
        ([, attributes = "", inner = ""]) =>
          attributes.includes('method="post"') && inner.includes(`>${label}</button>`),
      );
      const action = /\baction="([^"]+)"/.exec(form?.[1] ?? "")?.[1];
      expect(action, `${label} in ${html}`).toBeDefined();
      const answer = await site.app.request(action!.replaceAll("&amp;", "&"), {
        method: "POST",
        headers: { ...headers(), "content-type": "application/x-www-form-urlencoded" },
        body: "",
      });
      expect(answer.status).toBe(303);
      const cookie = answer.headers.get("set-cookie")?.split(";")[0];
      if (cookie) place = cookie;
      return open();
    },
  };
}

describe("the waiting room on the order page, without scripts", () => {
  const site = testAppForBlock({ pages: true, now: "2025-06-15T17:45:00+02:00" });
  const team = { ownerId: "team-member", name: "Team Member" };
  /** Pauses or resumes admission as the team's screen does. */
  const pause = (paused: boolean) =>
    site.services.waitingRoomDesk.change("munich", team, { paused });
  /** The clock at `time`, and the room's admission job run there. */
  const at = async (time: string) => {
    site.clock.set(instant(time));
    await site.services.waitingRoom.tick();
  };

  it("joined before the start, drawn, admitted with a voucher; a lapsed voucher; sold out while waiting", async () => {
    const german = visitor(site, "de");
    const english = visitor(site, "en");

    const before = await german.open();
    expect(before.text).toContain(
      "Vor dem Verkaufsstart am 15.06.2025 um 18:00 Uhr kommen alle in den Warteraum.",
    );
    expect(before.text).toContain("Wenn du dran bist, hast du 15 Minuten Zeit zum Kaufen");
    const joined = await german.click("In den Warteraum");
    expect(joined.state).toBe("pre-queue");
    expect(joined.text).toContain(
      "Du bist drin. Am 15.06.2025 um 18:00 Uhr wird die Reihenfolge ausgelost.",
    );
    expect(joined.text).toMatch(/Prüfwert der Auslosung \(SHA-256 des Startwerts\): [0-9a-f]{64}/);
    const hash = /: ([0-9a-f]{64})/.exec(joined.text)![1]!;
    expect((await german.open()).state).toBe("pre-queue");

    const inEnglish = await english.click("Enter the waiting room");
    expect(inEnglish.text).toContain("You are in. The order is drawn on 15 June 2025 at 18:00.");

    // Past the draw, with admission paused: the places stand still.
    await pause(true);
    await at("18:00:30");
    const drawn = await german.open();
    expect(drawn.state).toBe("queued");
    const place = /Du bist Nr\. ([12])\b/.exec(drawn.text)?.[1];
    expect(place).toBeDefined();
    const number = Number(place);
    expect(drawn.text).toContain(
      number === 1
        ? "Du bist als Nächste*r dran."
        : "0 Personen vor dir waren schon dran, 1 wartet noch.",
    );
    expect(drawn.text).toContain("Der Einlass ist gerade angehalten.");
    // The seed is out now: it is the one the hash named before the start.
    const seed = /Startwert der Auslosung: ([0-9a-f]{64})/.exec(drawn.text)![1]!;
    expect(createHash("sha256").update(seed).digest("hex")).toBe(hash);
    expect((await german.open()).text).toContain(`Du bist Nr. ${number}`);
    expect((await english.open()).text).toContain(`You are no. ${3 - number}`);

    // Admission resumes: the page links to the shop with the visitor's voucher.
    await pause(false);
    await at("18:01:00");
    const admitted = await english.open();
    expect(admitted.state).toBe("admitted");
    const shop = /<a [^>]*href="([^"]+)"[^>]*>Buy tickets now<\/a>/.exec(admitted.html)?.[1];
    expect(shop?.replaceAll("&amp;", "&")).toMatch(shopWithVoucher);
    // The turn with the voucher's time: what the visitor also finds on the way back from the shop.
    expect(admitted.text).toContain("your turn! Your voucher is valid for 00:15:00");
    expect(admitted.text).toContain("Your voucher is valid until 18:16.");

    // The visitor lets the 15 minutes pass: the page says so and offers to queue again.
    await pause(true);
    await at("18:17:00");
    const lapsed = await english.open();
    expect(lapsed.text).toContain(
      "Your voucher expired without being used. Your place went to the next person. You can queue again at the end.",
    );
    expect((await english.click("Queue again")).text).toMatch(/You are no\. \d+/);

    // A third visitor queues after the start; the shop sells out meanwhile.
    const late = visitor(site, "de");
    expect((await late.click("In den Warteraum")).text).toMatch(/Du bist Nr\. \d+/);
    const packages = site.services.content.munich.packages.packages;
    const pkg = packages.find((candidate) => candidate.id === "single-pamperplay")!;
    pkg.soldOut = true;
    try {
      await at("18:18:00");
      const soldOut = await late.open();
      expect(soldOut.state).toBe("sold-out");
      expect(soldOut.text).toContain("Ausverkauft");
      expect(soldOut.html).toMatch(
        /<a [^>]*href="\/ticket\/wait-list\?package=single-pamperplay"[^>]*>Auf die Warteliste<\/a>/,
      );
      expect((await english.open()).text).toContain("Sold out");
    } finally {
      pkg.soldOut = false;
    }
  });
});
