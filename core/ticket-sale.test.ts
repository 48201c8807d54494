import { describe, expect, it, vi } from "vitest";
import {
  countdownParts,
  followsSaleStart,
  hubSaleAt,
  packageOffer,
  saleFacts,
  saleStartInstant,
  saleState,
  weekendOverAt,
} from "./ticket-sale.ts";
import type { Agenda } from "./content/events.ts";

const hub = {
  ticketSaleStart: { year: 2025, month: 6, day: 15, hour: 18 },
  timeZone: "Europe/Berlin",
};
const start = saleStartInstant(hub)!;

describe("ticket sale", () => {
  it("starts 15 June 2025 at 18:00 Munich summer time", () => {
    expect(start.toISOString()).toBe("2025-06-15T16:00:00.000Z");
  });
  it("is pending one second before and active at the start instant", () => {
    expect(saleState(false, start, new Date(start.getTime() - 1000))).toBe("pending");
    expect(saleState(false, start, start)).toBe("active");
    expect(saleState(true, start, start)).toBe("closed");
    expect(saleState(false, null, start)).toBe("unknown");
  });
  it("offers packages as the spec says", () => {
    const plain = { soldOut: false, disabled: false, ignoreTicketSaleStart: false };
    const offer = (pkg: typeof plain, state: "pending" | "active") =>
      packageOffer(pkg, state, start, hub.timeZone);
    expect(offer(plain, "pending")).toBe("available-soon");
    expect(offer({ ...plain, ignoreTicketSaleStart: true }, "pending")).toBe("buy");
    expect(followsSaleStart({ ...plain, ignoreTicketSaleStart: true })).toBe(false);
    expect(offer(plain, "active")).toBe("buy");
    expect(offer({ ...plain, soldOut: true }, "active")).toBe("sold-out");
    expect(offer({ ...plain, disabled: true }, "active")).toBe("disabled");
  });
  it("offers a registration only in its window, whatever the sale does", () => {
    const dinner = {
      soldOut: false,
      disabled: false,
      ignoreTicketSaleStart: false,
      registrationWindow: {
        opens: { year: 2025, month: 9, day: 28, hour: 18 },
        closes: { year: 2025, month: 10, day: 4, hour: 9 },
      },
    };
    const at = (iso: string) => packageOffer(dinner, "active", new Date(iso), hub.timeZone);
    expect(at("2025-09-28T17:59:59+02:00")).toBe("available-soon");
    expect(at("2025-09-28T18:00:00+02:00")).toBe("buy");
    expect(at("2025-10-04T08:59:59+02:00")).toBe("buy");
    expect(at("2025-10-04T09:00:00+02:00")).toBe("closed");
    expect(followsSaleStart(dinner)).toBe(false);
  });
  it("counts down in days and hours, then as a clock", () => {
    expect(countdownParts((2 * 86_400 + 5 * 3600 + 59) * 1000)).toEqual({
      kind: "days",
      days: 2,
      hours: 5,
    });
    expect(countdownParts((23 * 3600 + 4 * 60 + 5) * 1000)).toEqual({
      kind: "clock",
      text: "23:04:05",
    });
    expect(countdownParts(-5)).toEqual({ kind: "clock", text: "00:00:00" });
  });
});

const spring = { de: "PamperPlay Frühjahr 2026", en: "PamperPlay spring 2026" };

describe("a city's party weekend and what comes next", () => {
  // Munich's October 2025 weekend as its content has it: dinner, party night, brunch.
  const agenda = (id: string, day: number, times: [number, number][]): Agenda => ({
    id,
    title: { de: id, en: id },
    accentClass: "accent-pink",
    date: { year: 2025, month: 10, day },
    location: "Munich",
    remarks: [],
    events: times.map(([hours, minutes]) => ({
      time: { hours, minutes },
      title: { de: "x", en: "x" },
    })),
  });
  const entry = (en: string, day: number | null) => ({
    title: { de: en, en },
    date: day === null ? null : { year: 2025, month: 10, day },
    location: "Munich",
  });
  const munich = {
    hub: {
      timeZone: "Europe/Berlin",
      ticketsEnabled: true,
      soldOutNotice: false,
      ticketSaleStart: { year: 2025, month: 6, day: 15, hour: 18 },
      nextParty: {
        title: { de: "PamperPlay Oktober 2025", en: "PamperPlay October 2025" },
        start: { year: 2025, month: 10, day: 11, hour: 18 },
        entry: { from: { hours: 20, minutes: 0 }, until: { hours: 23, minutes: 0 } },
      },
      upcoming: [
        entry("DiaperDinner", 10),
        { ...entry("PamperPlay party", 11), location: "Club Traumfabrik" },
        entry("BabyBrunch", 12),
        { ...entry("PamperPlay spring 2026", null), title: spring },
      ],
    },
    events: {
      parties: [10, 11, 12].map((day, index) => ({
        id: index + 1,
        accentClass: "accent-pink" as const,
        title: { de: "p", en: "p" },
        date: { year: 2025, month: 10, day },
        location: "Munich",
      })),
      agendas: [
        agenda("dinner", 10, [
          [18, 30],
          [19, 0],
        ]),
        agenda("party", 11, [
          [18, 0],
          [20, 0],
          [23, 30],
          [5, 0],
        ]),
        agenda("brunch", 12, [
          [11, 0],
          [14, 0],
        ]),
      ],
    },
  };
  const at = (iso: string) => hubSaleAt(munich, new Date(iso));

  it("is over when its last day's last agenda entry is: Munich's BabyBrunch, Sunday 14:00", () => {
    expect(weekendOverAt(munich.hub, munich.events)?.toISOString()).toBe(
      "2025-10-12T12:00:00.000Z",
    );
    // A party night alone ends the next morning, here in winter time.
    const november = {
      hub: {
        ...munich.hub,
        nextParty: { ...munich.hub.nextParty, start: { year: 2025, month: 11, day: 22, hour: 20 } },
      },
      events: {
        parties: [],
        agendas: [
          {
            ...agenda("night", 1, [
              [20, 0],
              [4, 0],
            ]),
            date: { year: 2025, month: 11, day: 22 },
          },
        ],
      },
    };
    expect(weekendOverAt(november.hub, november.events)?.toISOString()).toBe(
      "2025-11-23T03:00:00.000Z",
    );
  });

  it("sells the weekend until it is over, then the sale is over and the next party is TBD", () => {
    const during = at("2025-10-12T13:59:59+02:00");
    expect(during).toMatchObject({ state: "active", partyAhead: true, ticketsAvailable: true });
    // The weekend takes place where the schedule has its party night.
    expect(during.next).toMatchObject({
      current: true,
      date: { year: 2025, month: 10, day: 11 },
      venue: "Club Traumfabrik",
    });

    const after = at("2025-10-13T12:00:00+02:00");
    expect(after).toMatchObject({
      state: "over",
      partyAhead: false,
      ticketsAvailable: false,
      resaleOpen: false,
    });
    // Munich's only later date has none yet: 'Termin folgt'.
    expect(after.next).toEqual({
      title: spring,
      date: null,
      entry: null,
      current: false,
      venue: "Munich",
    });
    expect(after.upcoming.map((entry) => entry.title.en)).toEqual(["PamperPlay spring 2026"]);
    // Even a sold-out notice left on does not outlive the party.
    const notice = hubSaleAt(
      { ...munich, hub: { ...munich.hub, soldOutNotice: true } },
      new Date("2025-10-13T12:00:00+02:00"),
    );
    expect(notice.state).toBe("over");
  });

  it("moves on to the next dated party once the weekend is over", () => {
    const upcoming = [
      ...munich.hub.upcoming.slice(0, 3),
      { title: spring, date: { year: 2026, month: 3, day: 21 }, location: "Munich" },
    ];
    const sale = hubSaleAt(
      { ...munich, hub: { ...munich.hub, upcoming } },
      new Date("2025-10-13T12:00:00+02:00"),
    );
    expect(sale.next).toMatchObject({ current: false, date: { year: 2026, month: 3, day: 21 } });
    expect(sale.state).toBe("over");
  });

  it("lists a day of the weekend until its own end: the party night until 5:00 the next morning", () => {
    const titles = (iso: string) => at(iso).upcoming.map((entry) => entry.title.en);
    expect(titles("2025-10-12T04:59:00+02:00")).toContain("PamperPlay party");
    expect(titles("2025-10-12T05:00:00+02:00")).toEqual(["BabyBrunch", "PamperPlay spring 2026"]);
  });

  it("opens resale only with a sale, and only before the party is over", () => {
    expect(at("2025-06-15T17:59:00+02:00").resaleOpen).toBe(false);
    expect(at("2025-06-15T18:00:00+02:00").resaleOpen).toBe(true);
    expect(at("2025-10-12T13:59:00+02:00").resaleOpen).toBe(true);
    expect(at("2025-10-12T14:00:00+02:00").resaleOpen).toBe(false);
  });

  it("works out the content's instants once: a repeated call (each ticket click) formats no time zone", () => {
    const first = at("2025-06-15T18:05:00+02:00");
    const formats = vi.spyOn(Intl.DateTimeFormat.prototype, "formatToParts");
    try {
      expect(at("2025-06-15T18:05:01+02:00")).toEqual(first);
      expect(formats).not.toHaveBeenCalled();
    } finally {
      formats.mockRestore();
    }
  });

  it("keeps a hub's facts until its content is replaced: a changed hub is seen at once", () => {
    const facts = saleFacts(munich);
    expect(saleFacts({ ...munich })).toBe(facts);
    const soldOut = { ...munich, hub: { ...munich.hub, soldOutNotice: true } };
    expect(saleFacts(soldOut)).toMatchObject({ soldOutNotice: true });
    expect(hubSaleAt(soldOut, new Date("2025-06-15T18:05:00+02:00")).state).toBe("closed");
    const moved = { ...munich, events: { ...munich.events, agendas: [] } };
    expect(saleFacts(moved)).not.toBe(facts);
    expect(saleFacts(moved).weekend?.overAt).toBe("2025-10-12T22:00:00.000Z");
  });
});

describe("what a package offers, the same on the tile and in the availability call", () => {
  const plain = { soldOut: false, disabled: false, ignoreTicketSaleStart: false };
  const offer = (pkg: typeof plain, state: Parameters<typeof packageOffer>[1]) =>
    packageOffer(pkg, state, start, hub.timeZone);

  it("offers nothing once the party is over, whatever the package says", () => {
    expect(offer(plain, "over")).toBe("over");
    expect(offer({ ...plain, ignoreTicketSaleStart: true }, "over")).toBe("over");
  });

  it("never promises a package that skips the sale start while the shop is not live", () => {
    const early = { ...plain, ignoreTicketSaleStart: true };
    // No sale date: the city's shop is not live, so its button stays disabled (never 'soon').
    expect(offer(early, "unknown")).toBe("disabled");
    expect(offer(plain, "unknown")).toBe("available-soon");
    expect(offer(early, "pending")).toBe("buy");
  });
});
