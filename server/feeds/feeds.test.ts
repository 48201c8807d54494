import { XMLParser, XMLValidator } from "fast-xml-parser";
import ical, { type VEvent } from "node-ical";
import { describe, expect, it } from "vitest";
import type { PostV2 } from "../../core/content/posts.ts";
import { createApp } from "../app.ts";
import { samplePost } from "../posts/test/sample-post.ts";
import { testServicesForBlock } from "../test/services.ts";

const env = {
  PUBLIC_URL: "https://www.pamperplay.example",
  HUB_HOSTS:
    "munich.pamperplay.example=munich,essen.pamperplay.example=essen,hamburg.pamperplay.example=hamburg",
};
const hosts = {
  munich: "munich.pamperplay.example",
  essen: "essen.pamperplay.example",
  hamburg: "hamburg.pamperplay.example",
};
const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "" });
const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

interface AtomEntry {
  id: string;
  title: { "#text": string; type: string };
  link: { href: string };
  updated: string;
  published: string;
  summary: { "#text": string; type: string };
}

describe("the news feed", () => {
  // Half a minute before the last Munich post is out (6 October 2025, 18:30 in Munich).
  const setup = testServicesForBlock({ now: "2025-10-06T18:29:30+02:00", env });

  async function feed(path: string, headers: Record<string, string> = {}) {
    const response = await createApp(setup.services).request(path, {
      headers: { host: hosts.munich, ...headers },
    });
    const parsed = xml.parse(await response.text()) as {
      feed: {
        id: string;
        title: string;
        link: { rel: string; href: string }[];
        entry?: AtomEntry | AtomEntry[];
      };
    };
    return { response, feed: parsed.feed, entries: asList(parsed.feed.entry) };
  }

  it("lists the hub's published posts in the asked language, with absolute links and tl;dr", async () => {
    const { response, feed: atom, entries } = await feed("/feed.atom?lang=en");
    expect(response.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(atom.title).toBe("PamperPlay Munich – News");
    expect(atom.link).toContainEqual({
      rel: "self",
      href: "https://munich.pamperplay.example/feed.atom?lang=en",
    });
    const keys = entries.map((entry) => /\/newsletter\/([\w.]+)\?/.exec(entry.link.href)?.[1]);
    // Newest first (by posted time, not by number); muc2025.7 is not out yet.
    expect(keys).toEqual([
      "muc2025.10",
      "muc2025.6",
      "muc2025.5",
      "muc2025.9",
      "muc2025.4",
      "muc2025.8",
      "muc2025.3",
      "muc2025.2",
      "muc2025.1",
      "muc2024.3",
      "muc2024.2",
      "muc2024.1",
    ]);
    const september = entries.find((entry) => entry.id.includes("muc2025.6/"))!;
    expect(september.link.href).toBe(
      "https://munich.pamperplay.example/newsletter/muc2025.6?lang=en",
    );
    expect(september.id).toBe("tag:pamperplay.example,2024:munich/muc2025.6/en");
    // Posted on 21 September 2025 without an hour: 12:00 in Munich (summer time).
    expect(september.updated).toBe("2025-09-21T10:00:00.000Z");
    expect(september.published).toBe(september.updated);
    const post = setup.services.content.munich.posts.find(({ key }) => key === "muc2025.6")!.post;
    expect(september.title["#text"]).toBe(post.title.en);
    expect(september.summary["#text"]).toBe(post.tldr.map((text) => text.en).join(" "));
    for (const entry of entries)
      expect(entry.link.href).toMatch(/^https:\/\/munich\.pamperplay\.example\//);
    // Winter time: 1 December 2024, 10:30 in Munich.
    expect(entries.find((entry) => entry.id.includes("muc2024.3/"))?.updated).toBe(
      "2024-12-01T09:30:00.000Z",
    );
  });

  it("shows a post once its posted time has passed", async () => {
    setup.clock.set(new Date("2025-10-06T18:30:00+02:00"));
    const { entries } = await feed("/feed.atom?lang=de");
    expect(entries[0]!.id).toBe("tag:pamperplay.example,2024:munich/muc2025.7/de");
    setup.clock.set(new Date("2025-10-06T18:29:30+02:00"));
  });

  it("carries a post's text as text: markup and characters XML refuses never reach a reader", async () => {
    const markup = '<img src=x onerror="alert(1)"> & <b>bold</b> ]]> end';
    const hostile: PostV2 = samplePost(
      { year: 2025, month: 10, day: 6, hour: 18, minute: 0 },
      {
        title: { de: "Titel", en: `Title ${markup}\u0000\u0085\ud800\uffff` },
        tldr: [{ de: "Kurz", en: `${markup}\u0007\ufffe` }],
      },
    );
    // As a content file could hold it: files are written by hand, and the rule is newer.
    setup.services.content.munich.posts.unshift({ key: "muc2025.99", post: hostile });
    try {
      const response = await createApp(setup.services).request("/feed.atom?lang=en", {
        headers: { host: hosts.munich },
      });
      const text = await response.text();
      expect(XMLValidator.validate(text)).toBe(true);
      // eslint-disable-next-line no-control-regex -- the point of the check
      expect(text).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u0085\ufffe\uffff]/);
      expect(text).not.toMatch(/\p{Cs}/u);
      const entry = asList((xml.parse(text) as { feed: { entry: AtomEntry[] } }).feed.entry)[0]!;
      // What a reader shows of `type="html"`: the markup decoded once, as text, not as elements.
      const shown = (html: string) =>
        html
          .replaceAll("&lt;", "<")
          .replaceAll("&gt;", ">")
          .replaceAll("&quot;", '"')
          .replaceAll("&#39;", "'")
          .replaceAll("&amp;", "&");
      for (const [element, expected] of [
        [entry.title, `Title ${markup}`],
        [entry.summary, markup],
      ] as const) {
        expect(element.type).toBe("html");
        expect(element["#text"]).not.toMatch(/[<>]/);
        expect(shown(element["#text"])).toBe(expected);
      }
    } finally {
      setup.services.content.munich.posts.shift();
    }
  });

  it("takes the visitor's language without ?lang= and says caches must keep one per language", async () => {
    const { response, feed: atom } = await feed("/feed.atom", { cookie: "LOCALE=en" });
    expect(atom.title).toBe("PamperPlay Munich – News");
    expect(response.headers.get("vary")).toBe("Cookie, Accept-Language, Accept-Encoding");
    const german = await feed("/feed.atom", { "accept-language": "de-DE" });
    expect(german.feed.title).toBe("PamperPlay München – Neuigkeiten");
  });

  it("is each city's own feed", async () => {
    const { entries } = await feed("/feed.atom?lang=de", { host: hosts.hamburg });
    expect(entries.map((entry) => entry.id)).toEqual([
      "tag:pamperplay.example,2024:hamburg/ham2025.3/de",
      "tag:pamperplay.example,2024:hamburg/ham2025.1/de",
      "tag:pamperplay.example,2024:hamburg/ham2024.1/de",
    ]);
    for (const entry of entries)
      expect(entry.link.href).toMatch(/^https:\/\/hamburg\.pamperplay\.example\//);
  });
});

interface SitemapUrl {
  loc: string;
  lastmod?: string;
  "xhtml:link": { rel: string; hreflang: string; href: string }[];
}

describe("the sitemap and robots rules", () => {
  const setup = testServicesForBlock({ now: "2025-10-06T18:29:30+02:00", env });
  const request = (path: string, host: string) =>
    createApp(setup.services).request(path, { headers: { host } });

  async function sitemap(host: string): Promise<SitemapUrl[]> {
    const response = await request("/sitemap.xml", host);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const parsed = xml.parse(await response.text()) as { urlset: { url: SitemapUrl[] } };
    return parsed.urlset.url;
  }

  it("lists every public page of the city in German and English with their alternates", async () => {
    const urls = await sitemap(hosts.essen);
    const locs = urls.map((url) => url.loc);
    for (const path of ["/start", "/save-the-date", "/contact", "/newsletter/ess2025.2"]) {
      expect(locs).toContain(`https://essen.pamperplay.example${path}?lang=de`);
      expect(locs).toContain(`https://essen.pamperplay.example${path}?lang=en`);
    }
    // Not out yet on 6 October 2025: posted 9 November.
    expect(locs.some((loc) => loc.includes("ess2025.3"))).toBe(false);
    for (const url of urls) {
      expect(url.loc).toMatch(/^https:\/\/essen\.pamperplay\.example\/[^?]*\?lang=(de|en)$/);
      const page = url.loc.replace(/\?.*/, "");
      expect(url["xhtml:link"]).toEqual([
        { rel: "alternate", hreflang: "de", href: `${page}?lang=de` },
        { rel: "alternate", hreflang: "en", href: `${page}?lang=en` },
        { rel: "alternate", hreflang: "x-default", href: page },
      ]);
    }
    expect(urls.find((url) => url.loc.endsWith("/newsletter/ess2025.2?lang=en"))?.lastmod).toBe(
      "2025-08-31T10:00:00.000Z",
    );
  });

  it("is per city", async () => {
    const munich = (await sitemap(hosts.munich)).map((url) => url.loc);
    expect(munich).toContain("https://munich.pamperplay.example/faq?lang=de");
    expect(munich.every((loc) => loc.startsWith("https://munich.pamperplay.example/"))).toBe(true);
    expect(munich.some((loc) => loc.includes("/newsletter/muc2025.6?"))).toBe(true);
  });

  it("keeps crawlers out of the team area, the API and one-time links, and names the sitemap", async () => {
    const response = await request("/robots.txt", hosts.hamburg);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=UTF-8");
    const lines = (await response.text()).split("\n");
    for (const path of [
      "/admin",
      "/api/",
      "/_form/",
      "/ticket/confirm-offer",
      "/newsletter-confirm",
    ])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain("Sitemap: https://hamburg.pamperplay.example/sitemap.xml");
  });
});

describe("the calendar", () => {
  const setup = testServicesForBlock({ now: "2025-10-06T18:29:30+02:00", env });

  async function calendar(host: string, path = "/calendar.ics?lang=de") {
    const response = await createApp(setup.services).request(path, { headers: { host } });
    const text = await response.text();
    const events = Object.values(ical.sync.parseICS(text)).filter(
      (component): component is VEvent => component?.type === "VEVENT",
    );
    return { response, text, events };
  }
  const byUid = (events: VEvent[], uid: string) => events.find((event) => event.uid === uid)!;

  it("has one event per party and side event, at the Munich wall-clock times of the schedule", async () => {
    const { response, text, events } = await calendar(hosts.munich);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="pamperplay-munich.ics"',
    );
    expect(text).toContain("BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin");
    expect(text).toContain("DTSTART;TZID=Europe/Berlin:20251011T180000");
    expect(text).toContain("DTSTAMP:20251006T162930Z");
    expect(events.map((event) => event.uid).sort()).toEqual([
      "munich-baby-brunch-2025@pamperplay.example",
      "munich-diaper-dinner-2025@pamperplay.example",
      "munich-pamperplay-2025@pamperplay.example",
    ]);
    const dinner = byUid(events, "munich-diaper-dinner-2025@pamperplay.example");
    // Summer time (UTC+2): 18:30–22:30 in Munich.
    expect(dinner.start.toISOString()).toBe("2025-10-10T16:30:00.000Z");
    expect(dinner.end?.toISOString()).toBe("2025-10-10T20:30:00.000Z");
    expect(dinner.location).toContain("Gasthaus Zur Wickelkommode");
    // The party runs past midnight: until 5:00 on Sunday.
    const party = byUid(events, "munich-pamperplay-2025@pamperplay.example");
    expect(party.end?.toISOString()).toBe("2025-10-12T03:00:00.000Z");
    expect(text).toContain("URL;VALUE=URI:https://munich.pamperplay.example/save-the-date?lang=de");
  });

  it("uses winter time for Essen in November and Hamburg in March, and includes Hamburg", async () => {
    const essen = await calendar(hosts.essen);
    const night = byUid(essen.events, "essen-pamperplay-essen@pamperplay.example");
    expect(night.start.toISOString()).toBe("2025-11-22T19:00:00.000Z");
    expect(night.end?.toISOString()).toBe("2025-11-23T03:00:00.000Z");
    const hamburg = await calendar(hosts.hamburg, "/calendar.ics?lang=en");
    expect(hamburg.events).toHaveLength(1);
    const party = hamburg.events[0]!;
    expect(party.uid).toBe("hamburg-pamperplay-hamburg@pamperplay.example");
    expect(party.summary).toBe("PamperPlay party");
    expect(party.start.toISOString()).toBe("2026-03-14T19:00:00.000Z");
    expect(party.end?.toISOString()).toBe("2026-03-15T03:00:00.000Z");
  });

  it("keeps its UIDs from one download to the next, and can hold one event only", async () => {
    const first = await calendar(hosts.munich);
    setup.clock.advance(86_400_000);
    const second = await calendar(hosts.munich);
    expect(second.events.map((event) => event.uid)).toEqual(first.events.map((event) => event.uid));
    const one = await calendar(hosts.munich, "/calendar.ics?event=baby-brunch-2025");
    expect(one.events.map((event) => event.uid)).toEqual([
      "munich-baby-brunch-2025@pamperplay.example",
    ]);
    expect(one.response.headers.get("content-disposition")).toContain(
      "pamperplay-baby-brunch-2025.ics",
    );
  });

  it("holds the ticket sale's start as an event of its own, with a reminder, where one is set", async () => {
    const munich = await calendar(hosts.munich, "/calendar.ics?event=ticket-sale&lang=en");
    expect(munich.response.headers.get("content-disposition")).toContain(
      "pamperplay-ticket-sale.ics",
    );
    expect(munich.events).toHaveLength(1);
    const sale = munich.events[0]!;
    expect(sale.uid).toBe("munich-ticket-sale@pamperplay.example");
    expect(sale.summary).toBe("Ticket sale: PamperPlay Munich");
    // 15 June 2025, 18:00 in Munich (summer time).
    expect(sale.start.toISOString()).toBe("2025-06-15T16:00:00.000Z");
    expect(sale.description).toContain("https://munich.pamperplay.example/ticket?lang=en");
    expect(munich.text).toContain("BEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:-PT15M");
    // Hamburg has no sale date yet: nothing to remind of.
    const hamburg = await createApp(setup.services).request("/calendar.ics?event=ticket-sale", {
      headers: { host: hosts.hamburg },
    });
    expect(hamburg.status).toBe(404);
  });

  it("answers an unknown event like any unknown address", async () => {
    const app = createApp(setup.services);
    for (const event of ["nope", "Baby%20Brunch", "x%22y"]) {
      const response = await app.request(`/calendar.ics?event=${event}`, {
        headers: { host: hosts.munich },
      });
      expect(response.status).toBe(404);
      expect(response.headers.get("content-disposition")).toBeNull();
    }
  });
});
