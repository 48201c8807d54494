import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Page, Request } from "@playwright/test";
import PostalMime from "postal-mime";
import { validHotelFields } from "../core/forms/test/hotel-fixture.ts";
import { soldOutContent } from "./support/content.ts";
import { linkFrom, waitForMail } from "./support/outbox.ts";
import { switchEmailGateOn } from "./support/waiting-room.ts";
import { expect, instants, siteForBlock, test, type Site } from "./support/test.ts";
import { screenshot } from "./support/screenshot.ts";

/**
 * Every link in every mail: opening it (as a mail program's link scanner does, scripts and all)
 * changes nothing, and where the link is there to change something (confirm, leave, go back,
 * send, unsubscribe) its page has a button that does it.
 */

/**
 * What a page view writes by design, whoever opens it: the visit statistics and the request
 * counters of the rate limits; and the sale-start waiting room, set up on the first look at an
 * order page (the room, not anyone's place in it). Also what the site's jobs write on their own
 * time: the room's admission job asks the shop afresh for its stock once its answer is a minute
 * old, whether or not a link is opened.
 */
const writtenByAnyVisit = new Set([
  "page_loads",
  "ticket_clicks",
  "statistics_dedup",
  "statistics_hours",
  "statistics_hub_hours",
  "statistics_salts",
  "hit_counts",
  "waiting_rooms",
  "waiting_room_stock",
]);

/** Every table's rows, but those a visit writes anyway. */
function snapshot(site: Site): Record<string, string> {
  const db = new DatabaseSync(join(site.dataDir, "site.db"), { readOnly: true });
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all() as { name: string }[];
    return Object.fromEntries(
      tables
        .filter(({ name }) => !writtenByAnyVisit.has(name) && !name.startsWith("kysely_"))
        .map(({ name }) => [name, JSON.stringify(db.prepare(`SELECT * FROM "${name}"`).all())]),
    );
  } finally {
    db.close();
  }
}

/** How many mails the site has queued and not yet sent (their rows change once sent). */
function unsentMails(site: Site): number {
  const db = new DatabaseSync(join(site.dataDir, "site.db"), { readOnly: true });
  try {
    const { count } = db
      .prepare(
        "SELECT count(*) AS count FROM mail_outbox WHERE sent_at IS NULL AND failed_at IS NULL",
      )
      .get() as { count: number };
    return count;
  } finally {
    db.close();
  }
}

/** The tables whose rows differ between two snapshots. */
const changed = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys(after).filter((table) => before[table] !== after[table]);

/** Every link to the site in the mails it wrote so far, oldest mail first, each once. */
async function siteLinks(site: Site): Promise<{ subject: string; url: string }[]> {
  const dir = join(site.dataDir, "outbox");
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .sort();
  const links = new Map<string, string>();
  for (const file of files) {
    const mail = await PostalMime.parse(readFileSync(join(dir, file)));
    for (const url of (mail.text ?? "").match(/https?:\/\/[^\s<>"')]+/g) ?? [])
      if (new URL(url).port === String(site.port) && !links.has(url))
        links.set(url, mail.subject ?? "");
  }
  return [...links].map(([url, subject]) => ({ url, subject }));
}

/** The pages whose link is there to change something: each opens with a button for it. */
const buttonPages = [
  "/newsletter-confirm",
  "/newsletter-cancel",
  "/ticket/confirm-offer",
  "/ticket/confirm-request",
  "/ticket/wait-list/confirm",
  "/ticket/wait-list/leave",
  "/ticket/wait-list/rejoin",
  "/_form/form-transmit",
  "/_form/card/",
  "/ticket/order/",
];
const isButtonPage = (path: string) => buttonPages.some((page) => path.startsWith(page));

/**
 * The button of a mailed link's page: a form that posts the link's id (hidden), or the hotel's
 * button that shows the card once.
 */
const linkButton = (page: Page) =>
  page
    .locator('form[method="post"][action^="/api/"]:has(input[type="hidden"]) button[type="submit"]')
    .or(page.getByRole("button", { name: "Kartendaten jetzt einmalig anzeigen" }));

/**
 * Opens each link of the site's mails as a mail program would, in a browser that keeps nothing of
 * the links before (one page, its storage and cookies cleared after each link: a browser context
 * of its own per link cost a second or more each), then presses the page's button where it has
 * one; again for the mails the buttons sent, until no new link comes. Answers the paths it opened.
 */
async function walkMailLinks(
  site: Site,
  page: Page,
  shot: (name: string, page: Page) => Promise<unknown>,
): Promise<Set<string>> {
  const opened = new Set<string>();
  const walked = new Set<string>();
  for (let round = 0; round < 4; round += 1) {
    const links = (await siteLinks(site)).filter(({ url }) => !walked.has(url));
    if (links.length === 0) break;
    for (const link of links) {
      walked.add(link.url);
      opened.add(new URL(link.url).pathname);
      await openMailLink(site, page, link, shot);
      await forget(page);
    }
  }
  return opened;
}

/**
 * Opens one mailed link: it sends nothing and changes nothing; where it is there to act, its
 * button does it.
 */
async function openMailLink(
  site: Site,
  page: Page,
  { url, subject }: { url: string; subject: string },
  shot: (name: string, page: Page) => Promise<unknown>,
): Promise<void> {
  const { pathname } = new URL(url);
  const sent: string[] = [];
  const record = (request: Request) => {
    if (!["GET", "HEAD"].includes(request.method()))
      sent.push(`${request.method()} ${request.url()}`);
  };
  // The mails the last button sent are out (their rows change as they go, and the next round
  // reads their links).
  await expect.poll(() => unsentMails(site), "mails still to send").toBe(0);
  const before = snapshot(site);
  page.on("request", record);
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  page.off("request", record);
  expect(sent, `opening ${url} from "${subject}" sent`).toEqual([]);
  expect(changed(before, snapshot(site)), `opening ${url} changed`).toEqual([]);
  if (!isButtonPage(pathname)) return;
  const button = linkButton(page);
  await expect(button, `${url} from "${subject}" has its button`).toBeVisible();
  await shot(pathname, page);
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await button.click();
  expect((await answered).status(), `pressing the button of ${url}`).toBeLessThan(400);
  await page.waitForLoadState("networkidle");
}

/**
 * Leaves nothing of a link to the next one, as a browser of its own would: the storage of the
 * page's site and every cookie are cleared.
 */
async function forget(page: Page): Promise<void> {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.context().clearCookies();
}

test.describe("the links of every mail, with the packages sold out", () => {
  const content = soldOutContent();
  const site = siteForBlock(() => ({
    APP_NOW: instants.afterSale,
    CONTENT_DIR: content.dir(),
    HOTEL_EMAIL: "rooms@hotel.example",
  }));

  test("open pages that change nothing; the links that act do it on their button", async ({
    page,
    openPage,
  }) => {
    test.setTimeout(180_000);
    const api = page.request;
    const post = async (path: string, data: object) =>
      expect((await api.post(`${site.url}${path}`, { data })).status(), path).toBe(200);
    await post("/api/newsletter/register", { email: "news@example.org" });
    await post("/api/tickets/offer/new", {
      packageId: "cuddle-package",
      orderCode: "SIMA2",
      name: "Kim",
      email: "offer@example.org",
      iban: "DE89 3704 0044 0532 0130 00",
    });
    await post("/api/tickets/request/new", {
      packageId: "cuddle-package",
      amount: 1,
      email: "request@example.org",
    });
    await post("/api/wait-list/join/single-pamperplay", { email: "waiting@example.org" });
    await post("/api/form/submit/hotel", {
      formFields: { ...validHotelFields, email: "guest@example.org" },
    });
    // Someone in line who left: the mail with the way back to the place.
    await post("/api/wait-list/join/single-pamperplay", { email: "left@example.org" });
    const id = new URL(
      linkFrom(await waitForMail(site, "left@example.org"), "/ticket/wait-list/confirm?id="),
    ).searchParams.get("id");
    await post("/api/wait-list/confirm", { id });
    await post("/api/wait-list/leave", { id });
    await waitForMail(site, "left@example.org", (mail) => /verlassen/.test(mail.subject ?? ""));
    for (const email of ["news@example.org", "offer@example.org", "request@example.org"])
      await waitForMail(site, email);
    await waitForMail(site, "guest@example.org");

    const opened = await walkMailLinks(
      site,
      await openPage({ locale: "de-DE", viewport: { width: 390, height: 844 } }),
      (name, on) => screenshot(on, name.replaceAll("/", "_")),
    );
    // Every kind of link that acts was opened (the waiting room's: the test below).
    const openedPages = [...opened].map((path) => buttonPages.find((p) => path.startsWith(p)));
    expect(buttonPages.filter((path) => !openedPages.includes(path))).toEqual(["/ticket/order/"]);
  });
});

test.describe("the link of the waiting room's e-mail gate", () => {
  const site = siteForBlock({ APP_NOW: instants.afterSale });
  const path = "/ticket/order/0?package=single-pamperplay";
  test.beforeAll(() => switchEmailGateOn(site, path));

  test("opens the order page, which confirms the address on its button only", async ({
    page,
    openPage,
  }) => {
    const gate = await page.request.post(
      `${site.url}/api/waiting-room/gate/0?package=single-pamperplay`,
      {
        form: { email: "gate@example.org" },
        maxRedirects: 0,
      },
    );
    expect(gate.status()).toBe(303);
    await waitForMail(site, "gate@example.org");
    const opened = await walkMailLinks(
      site,
      await openPage({ locale: "de-DE", viewport: { width: 390, height: 844 } }),
      () => Promise.resolve(),
    );
    expect([...opened]).toEqual(["/ticket/order/0"]);
  });
});
