import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { WaitingRoomView } from "../../../core/api/waiting-room.ts";
import { zoneOffsets } from "../../../core/time.ts";
import { LocaleContext } from "../../i18n/messages.ts";
import { WaitingRoom } from "./waiting-room.tsx";

const draw = { seedHash: "a".repeat(64), seed: "b".repeat(64), saleStart: "2025-06-15T16:00:00Z" };

const zone = zoneOffsets("Europe/Berlin", 2025, 2025);

function render(view: WaitingRoomView, locale: "de" | "en" = "en", confirm: string | null = null) {
  return renderToStaticMarkup(
    <MemoryRouter>
      <LocaleContext value={locale}>
        <WaitingRoom
          initial={view}
          ticketShopId="0"
          packageId="single-pamperplay"
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
    place: 3,
    ahead: 0,
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
    expect(pages.join("\n")).toContain("15.06.2025, 17:30 Uhr");
    expect(pages.join("\n")).toContain("15 June 2025, 18:20");
    for (const format of formats) {
      expect(format).not.toHaveBeenCalled();
      format.mockRestore();
    }
  });
});
