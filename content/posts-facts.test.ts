import { describe, expect, it } from "vitest";
import { hubIds, type HubId } from "../core/content/common.ts";
import type { Post } from "../core/content/posts.ts";
import type { HubContent } from "../core/content/store.ts";
import { locales, type Locale } from "../core/locale.ts";
import { renderBlocks } from "../core/posts.ts";
import type { WallClock } from "../core/time.ts";
import { loadContent } from "../server/content/load.ts";
import { mentionsIn } from "./post-mentions.ts";

const content = loadContent();

/**
 * Facts a post may state that are not in the city's event, package or hotel data, each with the
 * posts allowed to state it and why.
 */
const otherFacts: { posts: string[]; kind: keyof Facts; value: string; reason: string }[] = [
  ...["2024-09-28 12:00", "2024-07-21 18:00"].map((value) => ({
    posts: ["muc2024.2"],
    kind: "instant" as const,
    value,
    reason: "the 2024 Oktoberfest table and its voucher sale: an outing, not a party of ours",
  })),
  ...["55.00", "42.20", "27.20", "15.00", "7.00", "5.80"].map((value) => ({
    posts: ["muc2024.2"],
    kind: "price" as const,
    value,
    reason: "the spec's Oktoberfest seat price, its voucher and how the price splits up",
  })),
  ...["2024-12-01", "2024-12-24"].map((value) => ({
    posts: ["muc2024.3"],
    kind: "date" as const,
    value,
    reason: "the Advent offer on the merch bag runs through Advent",
  })),
  {
    posts: ["muc2024.3"],
    kind: "price",
    value: "25.00",
    reason: "the spec's voucher in 3 of the 80 merch bags",
  },
  {
    posts: ["ess2025.1"],
    kind: "instant",
    value: "2025-09-07 18:00",
    reason: "the sale date first announced for Essen; ess2025.2 postponed it by a week",
  },
  {
    posts: ["ess2025.7"],
    kind: "date",
    value: "2026-03-14",
    reason: "Essen's thanks name Hamburg's party as the next one",
  },
];

type Facts = Record<"date" | "instant" | "time" | "price", Set<string>>;

/** Adds a fact; an instant ("2025-06-15 18:00") also makes its day and its time facts. */
function addFact(facts: Facts, kind: keyof Facts, value: string) {
  facts[kind].add(value);
  if (kind !== "instant") return;
  facts.date.add(value.slice(0, 10));
  facts.time.add(value.slice(11));
}

const pad = (n: number) => String(n).padStart(2, "0");
const dayOf = (d: WallClock) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;
const instantOf = (d: WallClock) => `${dayOf(d)} ${pad(d.hour ?? 0)}:${pad(d.minute ?? 0)}`;

/**
 * What a city's content says: its parties' and agendas' dates and times, the next party's start
 * and entry, the ticket sale start, registration windows, the hotel booking deadline, package
 * prices, and the amounts the packages' and the hotel's own texts state (memberships, rooms).
 */
function factsOf({ hub, events, packages, pages }: HubContent): Facts {
  const facts: Facts = { date: new Set(), instant: new Set(), time: new Set(), price: new Set() };
  const addInstant = (wall: WallClock) => addFact(facts, "instant", instantOf(wall));
  for (const party of events.parties) facts.date.add(dayOf(party.date));
  for (const { date } of hub.upcoming) if (date) facts.date.add(dayOf(date));
  for (const agenda of events.agendas) {
    facts.date.add(dayOf(agenda.date));
    // Agenda entries are in order; one earlier than the one before is past midnight.
    let day = agenda.date.day;
    let previous = -1;
    for (const { time } of [...agenda.events, ...(agenda.ends ? [{ time: agenda.ends }] : [])]) {
      const minutes = time.hours * 60 + time.minutes;
      if (minutes < previous) day += 1;
      previous = minutes;
      addInstant({ ...agenda.date, day, hour: time.hours, minute: time.minutes });
    }
  }
  if (hub.nextParty) {
    addInstant(hub.nextParty.start);
    for (const { hours, minutes } of [hub.nextParty.entry.from, hub.nextParty.entry.until])
      facts.time.add(`${pad(hours)}:${pad(minutes)}`);
  }
  if (hub.ticketSaleStart) addInstant(hub.ticketSaleStart);
  for (const pkg of packages.packages) {
    facts.price.add(pkg.price.toFixed(2));
    if (pkg.registrationWindow) {
      addInstant(pkg.registrationWindow.opens);
      addInstant(pkg.registrationWindow.closes);
    }
    for (const locale of locales)
      for (const line of pkg.description[locale])
        for (const mention of mentionsIn(
          line,
          locale,
          pkg.registrationWindow?.opens ?? hub.nextParty!.start,
        ))
          if (mention.kind === "price") facts.price.add(mention.value);
  }
  if (pages.hotel) {
    facts.date.add(dayOf(pages.hotel.bookingUntil));
    for (const condition of pages.hotel.conditions)
      for (const locale of locales)
        for (const mention of mentionsIn(condition[locale], locale, pages.hotel.bookingUntil))
          if (mention.kind === "price" || mention.kind === "date")
            facts[mention.kind].add(mention.value);
  }
  return facts;
}

/** A post's texts in one language as a reader sees them; struck-out text is left out. */
function textsOf(post: Post, locale: Locale): string[] {
  const texts = [post.title[locale], ...post.tldr.map((text) => text[locale])];
  for (const block of renderBlocks(post, locale)) {
    if (block.kind === "image") texts.push(block.alt);
    else if (block.kind === "download") texts.push(block.title);
    else
      for (const line of block.kind === "list" ? block.items : block.lines)
        // The struck-out old value is replaced by a gap, so no time pairs across it.
        texts.push(line.map((s) => (s.format === "deleted" ? " … " : s.text)).join(""));
  }
  return texts;
}

/** Mentions in a post that match neither its city's facts nor an allowed other fact. */
function unsupported(hubId: HubId, key: string, post: Post, cityFacts: Facts): string[] {
  const facts: Facts = {
    date: new Set(cityFacts.date),
    instant: new Set(cityFacts.instant),
    time: new Set(cityFacts.time),
    price: new Set(cityFacts.price),
  };
  for (const fact of otherFacts)
    if (fact.posts.includes(key)) addFact(facts, fact.kind, fact.value);
  const problems: string[] = [];
  for (const locale of locales)
    for (const text of textsOf(post, locale))
      for (const mention of mentionsIn(text, locale, post.posted))
        if (mention.kind === "weekday" || !facts[mention.kind].has(mention.value))
          problems.push(
            `${hubId}/${key} (${locale}): ${mention.kind} ${mention.value} in "${mention.text}"`,
          );
  return problems;
}

describe("posts agree with the event, package and hotel data of their city", () => {
  const entries = hubIds.flatMap((hubId) =>
    content[hubId].posts.map(({ key, post }) => ({ hubId, key, post })),
  );

  it.each(entries.map((entry) => [entry.key, entry] as const))(
    "%s states only dates, times and prices its city's content has",
    (_key, { hubId, key, post }) => {
      expect(unsupported(hubId, key, post, factsOf(content[hubId]))).toEqual([]);
    },
  );

  it("reads the season's key facts from the posts, so a changed fact cannot go unnoticed", () => {
    const stated = new Set(
      entries.flatMap(({ post }) =>
        locales.flatMap((locale) =>
          textsOf(post, locale).flatMap((text) =>
            mentionsIn(text, locale, post.posted).map((m) => `${m.kind} ${m.value}`),
          ),
        ),
      ),
    );
    for (const fact of [
      "instant 2025-06-15 18:00", // Munich's sale start
      "instant 2025-09-28 18:00", // the DiaperDinner registration opens
      "instant 2025-10-04 09:00", // … and closes
      "instant 2025-09-14 18:00", // Essen's sale start
      "date 2025-09-11", // the hotel's booking deadline
      "date 2026-03-14", // Hamburg's party
      "price 49.00",
      "price 144.00",
      "price 188.00",
    ])
      expect(stated, fact).toContain(fact);
  });

  it("reads the ways posts write dates, times and prices", () => {
    const posted = { year: 2025, month: 6, day: 1 };
    const read = (text: string, locale: Locale) =>
      mentionsIn(text, locale, posted).map((m) => `${m.kind} ${m.value}`);
    expect(read("Party am Samstag, 11.10.2025, von 20 bis 5 Uhr, ab 49 €", "de")).toEqual([
      "date 2025-10-11",
      "time 20:00",
      "time 05:00",
      "price 49.00",
    ]);
    expect(read("vom 10. bis 12. Oktober; 25-€-Gutschein; 18:30", "de")).toEqual([
      "date 2025-10-10",
      "date 2025-10-12",
      "time 18:30",
      "price 25.00",
    ]);
    expect(read("Sat, Oct 11, 2025, 6 pm; 8 to 11 pm; 8 pm–4 am; EUR 12.20 and €19", "en")).toEqual(
      [
        "instant 2025-10-11 18:00",
        "time 20:00",
        "time 23:00",
        "time 20:00",
        "time 04:00",
        "price 12.20",
        "price 19.00",
      ],
    );
    // A date without a year is the coming one; "EUR 27.00." ends a sentence, it is no date.
    expect(read("from 15 June; 14 March; it costs EUR 27.00.", "en")).toEqual([
      "date 2025-06-15",
      "date 2026-03-14",
      "price 27.00",
    ]);
  });

  it("finds a wrong date, time, price or weekday in a post", () => {
    const { post } = content.munich.posts.find(({ key }) => key === "muc2025.6")!;
    const facts = factsOf(content.munich);
    const wrong = structuredClone(post);
    wrong.tldr = [
      {
        de: "Anmeldung ab Sonntag, 29.09.2025, 18 Uhr; Paket 48,00 €; Einlass 21 Uhr; Freitag, 11.10.2025",
        en: "Registration from Sunday, 28 September 2025, 7 pm; package EUR 49.00",
      },
    ];
    expect(unsupported("munich", "muc2025.6", wrong, facts)).toEqual([
      'munich/muc2025.6 (de): weekday Sonntag 2025-09-29 in "Sonntag, 29.09.2025"',
      'munich/muc2025.6 (de): instant 2025-09-29 18:00 in "29.09.2025, 18 Uhr"',
      'munich/muc2025.6 (de): weekday Freitag 2025-10-11 in "Freitag, 11.10.2025"',
      'munich/muc2025.6 (de): time 21:00 in "21 Uhr"',
      'munich/muc2025.6 (de): price 48.00 in "48,00 €"',
      'munich/muc2025.6 (en): instant 2025-09-28 19:00 in "28 September 2025, 7 pm"',
    ]);
  });
});
