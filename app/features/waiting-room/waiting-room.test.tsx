import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { WaitingRoomView } from "../../../core/api/waiting-room.ts";
import { zoneOffsets } from "../../../core/time.ts";
import { LocaleContext } from "../../i18n/messages.ts";
import { WaitingRoom } from "./waiting-room.tsx";

const draw = {
  seedHash: "a".repeat(64),
  seed: "b".repeat(64),
  saleStart: "2025-06-15T16:00:00Z",
  voucherMinutes: 15,
};
/** The page rendered at 17:55:00 in Munich (15:55 UTC). */
const fiveToSix = "2025-06-15T15:55:00Z";

const zone = zoneOffsets("Europe/Berlin", 2025, 2025);

function render(
  view: WaitingRoomView,
  locale: "de" | "en" = "en",
  confirm: string | null = null,
  now = fiveToSix,
) {
  return renderToStaticMarkup(
    <MemoryRouter>
      <LocaleContext value={locale}>
        <WaitingRoom
          initial={view}
          ticketShopId="0"
          packageId="single-pamperplay"
          packageTitle={{ de: "PamperPlay Wochenende", en: "PamperPlay weekend" }}
          now={now}
          zone={zone}
          refused={null}
          confirm={confirm}
        />
      </LocaleContext>
    </MemoryRouter>,
  );
}

describe("the waiting room page", () => {
  const queued = {
    kind: "queued",
    supportId: "ABCDE-12345",
    place: 1,
    passed: 2,
    waitMinutes: 1,
    ...draw,
  } as const;

  it("while admission is paused says so instead of a wait that will not come true", () => {
    const paused = render({ ...queued, paused: true });
    expect(paused).toContain("Admission is paused right now. You keep your place.");
    expect(paused).not.toContain("less than a minute");
    expect(render({ ...queued, paused: true }, "de")).not.toContain("unter einer Minute");
    expect(render({ ...queued, paused: false })).toContain("Estimated wait: less than a minute");
  });

  it("says that the place is kept when the server answered from its last state (its database slow)", () => {
    expect(render({ ...queued, paused: false, stale: true })).toContain(
      "The connection to our server is slow right now. Your place is kept",
    );
    expect(render({ ...queued, paused: false, stale: true }, "de")).toContain(
      "Die Verbindung zu unserem Server ist gerade langsam. Dein Platz bleibt dir",
    );
    expect(render({ ...queued, paused: false })).not.toContain("slow");
  });

  it("asks for an email address when the team switched the gate on, in a plain form", () => {
    const gate = render({ kind: "open", emailGate: true, ...draw, seed: null });
    expect(gate).toContain('action="/api/waiting-room/gate/0?package=single-pamperplay"');
    expect(gate).toMatch(/<input[^>]*type="email"[^>]*name="email"/);
    expect(gate).toContain("one place per address");
    // The page checks the address on submit and names it (no browser bubble in its own
    // language); the button posts before the scripts run, so it is never greyed out.
    expect(gate).toMatch(/<form[^>]*novalidate/i);
    expect(gate).toMatch(/<button type="submit"(?![^>]*disabled)[^>]*>Send confirmation link/);
    expect(render({ kind: "open", emailGate: false, ...draw, seed: null })).not.toContain(
      'name="email"',
    );
    // Came by the mailed link: one button confirms.
    const link = render(
      { kind: "confirm-mail", supportId: "ABCDE-12345", ...draw, seed: null },
      "de",
      "0".repeat(32),
    );
    expect(link).toContain('action="/api/waiting-room/confirm/0?package=single-pamperplay"');
    expect(link).toContain("Adresse bestätigen");
  });

  it("shows its times in the city's zone without Intl, whose first date format is a long task on a phone", () => {
    // A new format, or the zone's format kept from the server's work, would both be seen.
    const formats = [
      vi.spyOn(Intl, "DateTimeFormat"),
      vi.spyOn(Intl.DateTimeFormat.prototype, "formatToParts"),
    ];
    const views: WaitingRoomView[] = [
      { kind: "not-open", opensAt: "2025-06-15T15:30:00Z", ...draw },
      { kind: "open", emailGate: false, ...draw, seed: null },
      { kind: "pre-queue", supportId: "ABCDE-12345", ...draw, seed: null },
      {
        kind: "admitted",
        supportId: "ABCDE-12345",
        shopUrl: null,
        validUntil: "2025-06-15T16:20:00Z",
      },
    ];
    const pages = views.flatMap((view) => [render(view, "de"), render(view, "en")]);
    expect(pages.join("\n")).toContain("am 15.06.2025 um 17:30 Uhr");
    expect(pages.join("\n")).toContain("valid until 18:20.");
    for (const format of formats) {
      expect(format).not.toHaveBeenCalled();
      format.mockRestore();
    }
  });

  it("says when the sale starts as people say it, and counts down to the draw live", () => {
    const open = { kind: "open", emailGate: false, ...draw, seed: null } as const;
    const preQueue = { kind: "pre-queue", supportId: "ABCDE-12345", ...draw, seed: null } as const;
    expect(text(render(open, "de"))).toContain("Vor dem Verkaufsstart am 15.06.2025 um 18:00 Uhr");
    expect(text(render(open))).toContain("Before the sale starts on 15 June 2025 at 18:00,");
    expect(text(render(preQueue, "de"))).toContain(
      "Du bist drin. Am 15.06.2025 um 18:00 Uhr wird die Reihenfolge ausgelost.",
    );
    expect(text(render(preQueue))).toContain("The order is drawn on 15 June 2025 at 18:00.");
    // The same countdown as the sale bar's, from the page's time on the server's clock.
    expect(text(render(preQueue))).toContain("Draw in 00:05:00");
    expect(text(render(preQueue, "de"))).toContain("Auslosung in 00:05:00");
  });

  it("says up front how long the turn lasts, as long as the room's voucher is valid", () => {
    const preQueue = { kind: "pre-queue", supportId: "ABCDE-12345", ...draw, seed: null } as const;
    const twelve = { ...draw, voucherMinutes: 12 };
    expect(text(render({ ...preQueue, ...twelve, seed: null }))).toContain(
      "When it is your turn, you have 12 minutes to buy",
    );
    expect(text(render(preQueue, "de"))).toContain(
      "Wenn du dran bist, hast du 15 Minuten Zeit zum Kaufen",
    );
    expect(text(render({ ...queued, paused: false }))).toContain("you have 15 minutes to buy");
  });

  it("shows one place number with the way already come, the last update and the package", () => {
    const page = render({ ...queued, place: 3, passed: 4, paused: false });
    expect(text(page)).toContain("You are no. 3");
    expect(text(page)).toContain("4 people before you had their turn, 2 still wait.");
    // No second number that could contradict the first.
    expect(page).not.toContain("Ahead of you");
    expect(page).toMatch(/<progress aria-label="Your way to the front" value="4" max="6">/);
    expect(text(page)).toContain("Updated 17:55:00");
    expect(text(page)).toContain("You are queuing for: PamperPlay weekend");
    const german = text(render({ ...queued, place: 1, passed: 1, paused: false }, "de"));
    expect(german).toContain("Du bist Nr. 1 Du bist als Nächste*r dran.");
    expect(german).toContain("1 Person vor dir war schon dran, 0 warten noch.");
    expect(german).toContain("Stand: 17:55:00 Uhr");
    // The first of the draw, nobody before: no count of nobody.
    expect(text(render({ ...queued, place: 1, passed: 0, paused: false }))).not.toContain(
      "0 people",
    );
    expect(german).toContain("Du wartest auf: PamperPlay Wochenende");
  });

  it("puts the draw's check value and seed behind a disclosure that says how to verify them", () => {
    const page = render({ ...queued, paused: false });
    expect(page).toMatch(
      /<details class="waiting-room-draw"><summary>How the draw works<\/summary>[\s\S]*sha256sum[\s\S]*a{64}[\s\S]*b{64}[\s\S]*<\/details>/,
    );
    expect(render({ ...queued, paused: false }, "de")).toContain(
      "<summary>So funktioniert die Auslosung</summary>",
    );
  });

  it("makes the turn a moment of its own: the voucher's time left live, one big button to the shop", () => {
    const admitted = {
      kind: "admitted",
      supportId: "ABCDE-12345",
      shopUrl: "https://shop.example/redeem?voucher=X",
      validUntil: "2025-06-15T16:14:00Z",
    } as const;
    const at = "2025-06-15T16:01:30Z";
    const english = text(render(admitted, "en", null, at));
    expect(english).toContain("It's your turn! Your voucher is valid for 00:12:30");
    expect(english).toContain("Your voucher is valid until 18:14.");
    // Loaded with the voucher ready, as on the way back from the shop: it is still there.
    expect(english).toContain("Back from the shop? Your voucher stays valid");
    expect(render(admitted, "en", null, at)).toMatch(
      /<a class="button button-primary waiting-room-shop" href="https:\/\/shop.example\/redeem\?voucher=X"[^>]*>Buy tickets now<\/a>/,
    );
    expect(text(render(admitted, "de", null, at))).toContain(
      "Du bist dran! Dein Gutschein gilt noch 00:12:30",
    );
  });
});

/** The page's text as read, without its tags. */
function text(html: string) {
  return html
    .replace(/<[^>]*>/g, " ")
    .replaceAll("&#x27;", "'")
    .replace(/\s+/g, " ")
    .replace(/ ([.,!])/g, "$1")
    .trim();
}
