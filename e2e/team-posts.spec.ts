import type { Locator } from "@playwright/test";
import type { Editor } from "@tiptap/core";
import sharp from "sharp";
import { holdRequests } from "./support/hold.ts";
import { startBotApiStandIn } from "../server/outbox/test/telegram-stand-in.ts";
import { expectAccessible } from "./support/axe.ts";
import { speak, type Locale } from "./support/locale.ts";
import { siteStartMs, siteTimeline } from "./support/site.ts";
import { screenSizes } from "./support/sizes.ts";
import { waitForMail } from "./support/outbox.ts";
import { confirmedSubscriber } from "./support/newsletter.ts";
import { loginAsTeamMember } from "./support/resale.ts";
import { expect, test } from "./support/test.ts";
import { screenshot } from "./support/screenshot.ts";

test.use({ locale: "de-DE" });

const token = "123456:fictional-token-for-the-stand-in";
const chatId = "@pamperplay_fictional";
const key = "muc2026.1";
const title = { de: "Frühlingsfest im Garten", en: "Spring party in the garden" };
/**
 * The other tests share a server per worker (fileSite), its clock an hour before 9:00, which new
 * posts propose: an hour of the machine's time leaves the proposal as it is. Each test finds its
 * own post by its address and its mails by its title, whatever the others wrote.
 */
const writingHour = { APP_NOW: "2026-03-02T08:00:00+01:00" };
/** A saved post's page (its key: the city, the year and a number). */
const savedPost = /\/admin\/posts\/muc2026\.\d+$/;

/** A photo as a phone makes it, with the camera's metadata. */
const photo = () =>
  sharp({ create: { width: 2000, height: 1200, channels: 3, background: "#3a7bd5" } })
    .jpeg()
    .withExif({ IFD0: { Make: "Fictional Camera" } })
    .toBuffer();

/** Every call the posts screens make; none of them answers a visitor who is not logged in. */
const adminCalls = [
  ["GET", "/api/admin/posts"],
  ["POST", "/api/admin/posts"],
  ["GET", `/api/admin/posts/${key}`],
  ["POST", `/api/admin/posts/${key}`],
  ["POST", `/api/admin/posts/${key}/withdraw`],
  ["POST", `/api/admin/posts/${key}/restore`],
  ["POST", `/api/admin/posts/${key}/test-mail`],
  ["POST", "/api/admin/images"],
  ["POST", `/api/admin/images/${"0".repeat(32)}/delete`],
] as const;

test("a team member writes a post with an image in German and English, previews and schedules it; at its time it is on the site, in the feed, in the mail and in the channel", async ({
  page,
  openPage,
}) => {
  test.setTimeout(120_000 + 2 * siteStartMs);
  const channel = await startBotApiStandIn({ token, chatId });
  const timeline = siteTimeline({
    TELEGRAM_BOT_TOKEN: token,
    TELEGRAM_CHANNEL_ID: chatId,
    TELEGRAM_API_URL: channel.url,
  });
  try {
    // Written two minutes before the post's time (9:00 in Munich).
    const site = await timeline.at("2026-03-02T08:58:00+01:00");
    const visitor = await openPage({ locale: "en-GB" });
    for (const [method, path] of adminCalls) {
      const data = method === "POST" ? {} : undefined;
      const answer = await visitor.request.fetch(site.url + path, { method, data });
      expect(answer.status(), `${method} ${path}`).toBe(401);
    }
    await confirmedSubscriber(site, page.request, "fan@example.org");

    await loginAsTeamMember(page, site);
    await page
      .getByRole("navigation", { name: "Team-Navigation" })
      .getByRole("link", { name: "Beiträge" })
      .click();
    await page.getByRole("link", { name: "Neuer Beitrag" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Neuer Beitrag" })).toBeVisible();

    await page.getByLabel("Datum").fill("2026-03-02");
    await page.getByLabel("Uhrzeit").fill("09:00");
    await page.getByLabel("Telegram-Kanal").check();
    const group = (name: string) => page.getByRole("group", { name, exact: true });
    await group("Titel").getByLabel("Deutsch").fill(title.de);
    await group("Titel").getByLabel("Englisch").fill(title.en);
    await group("Kurz gesagt").getByLabel("Deutsch").fill("Am Samstag feiern wir draußen.");
    await group("Kurz gesagt").getByLabel("Englisch").fill("On Saturday we celebrate outside.");
    for (const [locale, text] of [
      ["de", "Bring gute Laune mit."],
      ["en", "Bring good spirits."],
    ] as const) {
      await page.getByTestId(`body-${locale}`).click();
      await page.keyboard.press("Control+b");
      await page.keyboard.type(text);
    }

    const image = { name: "garden.jpg", mimeType: "image/jpeg", buffer: await photo() };
    // Saved while the title image is still on its way, the post would lack it: it waits.
    const releaseUploads = await holdRequests(page, "**/api/admin/images");
    await page.getByLabel("Titelbild").setInputFiles(image);
    await expect(
      page.getByText("Ein Bild wird noch hochgeladen – sobald es da ist, kannst du speichern."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Planen" })).toBeDisabled();
    releaseUploads();
    await expect(page.locator(".post-image-thumb")).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Planen" })).toBeEnabled();
    await page.getByRole("button", { name: "Bild hinzufügen" }).click();
    const imageBlock = group("Teil 2: Bild");
    await imageBlock.getByLabel("Bild hochladen").setInputFiles(image);
    // Without alt text in both languages the post cannot be saved.
    await expect(page.getByTestId("post-problems")).toContainText(
      "Teil 2: Bild (Deutsch): Bitte beschreib in wenigen Worten, was das Bild zeigt.",
    );
    const alt = imageBlock.getByRole("group", { name: "Bildbeschreibung (Alternativtext)" });
    await alt.getByLabel("Deutsch").fill("Ein blauer Himmel über dem Garten");
    await alt.getByLabel("Englisch").fill("A blue sky above the garden");
    await expect(page.getByTestId("post-problems")).toHaveCount(0);

    // The preview is the post page's own rendering, in either language.
    const preview = page.getByTestId("post-preview");
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText(title.de);
    await expect(preview.locator("strong", { hasText: "Bring gute Laune mit." })).toBeVisible();
    await preview.getByRole("button", { name: "Englisch" }).click();
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText(title.en);
    await expect(preview.getByRole("img", { name: "A blue sky above the garden" })).toBeVisible();

    await page.getByRole("button", { name: "Planen" }).click();
    await page.waitForURL(`${site.url}/admin/posts/${key}`);
    await expect(page.getByRole("heading", { name: "Änderungen" })).toBeVisible();
    await expect(page.getByText(/Stand 1: erstellt am .* von Team Member/)).toBeVisible();
    await expectAccessible(page);

    // Before 9:00 visitors see nothing of it.
    await speak(visitor, site.url, "en");
    expect((await visitor.goto(`${site.url}/newsletter/${key}`))?.status()).toBe(404);
    // Nothing in flight when the server stops.
    await page.goto("about:blank");
    await visitor.goto("about:blank");

    // At its time it is on the site: listed and readable, with its images in several widths.
    await timeline.at("2026-03-02T09:00:05+01:00");
    await visitor.goto(site.url + "/start");
    await expect(visitor.locator(`[data-post="${key}"]`)).toBeVisible();
    await visitor.getByRole("link", { name: title.en, exact: true }).click();
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title.en);
    const figure = visitor.getByRole("img", { name: "A blue sky above the garden" });
    await expect(figure).toHaveAttribute(
      "srcset",
      /-480\.jpg 480w, .*-960\.jpg 960w, .*-1600\.jpg 1600w/,
    );
    // Their room is reserved before they load: nothing below them moves.
    for (const image of [figure, visitor.getByTestId("hero-link").locator("img")]) {
      await expect(image).toHaveAttribute("width", "1600");
      await expect(image).toHaveAttribute("height", "960");
    }
    const src = await figure.getAttribute("src");
    const served = await visitor.request.get(site.url + src);
    expect(served.headers()["content-type"]).toBe("image/jpeg");
    expect(served.headers()["x-content-type-options"]).toBe("nosniff");
    expect(served.headers()["cache-control"]).toBe("public, max-age=86400, immutable");
    expect((await sharp(await served.body()).metadata()).exif).toBeUndefined();
    const again = await visitor.request.get(site.url + src, {
      headers: { "if-none-match": served.headers()["etag"]! },
    });
    expect(again.status()).toBe(304);

    const feed = await visitor.request.get(`${site.url}/feed.atom?lang=en`);
    expect(await feed.text()).toContain(title.en);

    const mail = await waitForMail(
      site,
      "fan@example.org",
      (m) => (m.subject ?? "").includes(title.de),
      90_000,
    );
    expect(mail.text).toContain("Am Samstag feiern wir draußen.");

    await expect.poll(() => channel.posts.length, { timeout: 60_000 }).toBe(1);
    expect(channel.posts[0]).toMatchObject({
      method: "sendPhoto",
      chatId,
      photo: expect.stringMatching(/\/media\/[0-9a-f]{32}-1600\.jpg$/),
    });
    expect(channel.posts[0]?.text).toContain(title.en);
    expect(channel.posts[0]?.text).toContain(`/newsletter/${key}`);
  } finally {
    await timeline.end();
    await channel.close();
  }
});

test("a team member adds a download and shows a text only in German; the preview and the saved draft keep both", async ({
  page,
  fileSite,
}) => {
  test.setTimeout(90_000);
  const site = await fileSite(writingHour);
  await loginAsTeamMember(page, site, "/admin/posts/new");
  const group = (name: string) => page.getByRole("group", { name, exact: true });
  await group("Titel").getByLabel("Deutsch").fill(title.de);
  await group("Titel").getByLabel("Englisch").fill(title.en);
  // A text in German only is shown in German only; the English field says so.
  await page.getByTestId("body-de").click();
  await page.keyboard.type("Nur für Gäste aus der Stadt.");
  await expect(group("Teil 1: Text")).toContainText(
    "Der englische Text fehlt: Auf Englisch erscheint von diesem Teil nichts.",
  );

  await page.getByRole("button", { name: "Download hinzufügen" }).click();
  const download = group("Teil 2: Download");
  await download.getByLabel("Datei").fill("floor-plan.svg");
  // The same check as every field: a path on the site, a title in both languages.
  await expect(page.getByTestId("post-problems")).toContainText(
    "Teil 2: Download: Bitte gib den Pfad einer Datei auf der Website an",
  );
  await download.getByLabel("Datei").fill("/floor-plan.svg");
  const downloadTitle = download.getByRole("group", { name: "Titel des Downloads" });
  await downloadTitle.getByLabel("Deutsch").fill("Lageplan");
  await downloadTitle.getByLabel("Englisch").fill("Floor plan");
  await download.getByLabel("Symbol").selectOption("image");
  await expect(page.getByTestId("post-problems")).toHaveCount(0);

  const preview = page.getByTestId("post-preview");
  await expect(preview.getByRole("link", { name: /Lageplan/ })).toHaveAttribute(
    "href",
    "/floor-plan.svg",
  );
  await expect(preview).toContainText("Nur für Gäste aus der Stadt.");
  await preview.getByRole("button", { name: "Englisch" }).click();
  await expect(preview.getByRole("link", { name: /Floor plan/ })).toBeVisible();
  await expect(preview).not.toContainText("Only for guests from the city.");

  await page.getByRole("button", { name: "Als Entwurf speichern" }).click();
  await page.waitForURL(savedPost);
  await page.reload();
  await expect(page.getByTestId("body-de")).toHaveText("Nur für Gäste aus der Stadt.");
  await expect(page.getByTestId("body-en")).toHaveText("");
  await expect(group("Teil 2: Download").getByLabel("Datei")).toHaveValue("/floor-plan.svg");
  await expect(group("Teil 2: Download").getByLabel("Symbol")).toHaveValue("image");
  await expectAccessible(page);

  // Before it goes out the team member mails it to themselves, as subscribers will get it.
  await page.setViewportSize(screenSizes.phone);
  const untested = page.getByTestId("untested-note");
  await expect(untested).toHaveText("Für diese Fassung wurde noch keine Testmail verschickt");
  await expect(page.getByRole("button", { name: "Planen" })).toHaveAccessibleDescription(
    "Für diese Fassung wurde noch keine Testmail verschickt",
  );
  const testMail = page.getByRole("button", { name: "Testmail an mich senden" });
  await testMail.scrollIntoViewIfNeeded();
  await screenshot(page, "untested-phone");
  await testMail.click();
  await expect(page.getByTestId("post-status")).toHaveText(
    "Die Testmail (Deutsch und Englisch) ist unterwegs an team-member@pamperplay.example, genau so, wie Abonnentinnen und Abonnenten sie bekommen.",
  );
  await expect(untested).toHaveCount(0);
  await testMail.scrollIntoViewIfNeeded();
  await screenshot(page, "test-mail-phone");
  // The phone's journey below test-mails a post of its own title, maybe on this server.
  const tested = await waitForMail(site, "team-member@pamperplay.example", (mail) => {
    const subject = mail.subject ?? "";
    return subject.startsWith("[Test] ") && subject.endsWith(title.de);
  });
  expect(tested.subject).toBe(`[Test] PamperPlay München: ${title.de}`);
  expect(tested.text).toContain("Nur für Gäste aus der Stadt.");

  // A change is a new version: untested, and its test waits for the save.
  await page.getByTestId("body-de").click();
  await page.keyboard.press("End");
  await page.keyboard.type(" Bitte pünktlich.");
  await expect(untested).toBeVisible();
  await expect(testMail).toBeDisabled();
});

test("a team member deletes an uploaded title image after confirming; the site no longer serves it", async ({
  page,
  fileSite,
}) => {
  test.setTimeout(120_000);
  const site = await fileSite(writingHour);
  await loginAsTeamMember(page, site, "/admin/posts/new");
  const image = { name: "garden.jpg", mimeType: "image/jpeg", buffer: await photo() };
  await page.getByLabel("Titelbild").setInputFiles(image);
  const thumb = page.locator(".post-image-thumb").first();
  await expect(thumb).toHaveAttribute("src", /^\/media\/[0-9a-f]{32}-1600\.jpg$/);
  const src = (await thumb.getAttribute("src"))!;
  expect((await page.request.get(site.url + src)).status()).toBe(200);

  // The question comes first; cancelling keeps the image.
  await page.getByRole("button", { name: "Von der Website löschen …" }).click();
  const question = page.getByRole("group", { name: /Wirklich löschen/ });
  await expect(question).toBeVisible();
  await expectAccessible(page);
  await question.getByRole("button", { name: "Abbrechen" }).click();
  expect((await page.request.get(site.url + src)).status()).toBe(200);

  await page.getByRole("button", { name: "Von der Website löschen …" }).click();
  await page.getByRole("button", { name: "Ja, Bild löschen" }).click();
  await expect(page.locator(".post-image-thumb")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Von der Website löschen …" })).toHaveCount(0);
  for (const width of [480, 960, 1600]) {
    const answer = await page.request.get(site.url + src.replace("-1600.", `-${width}.`));
    expect(answer.status(), `${width} px`).toBe(404);
  }
});

/** A word processor's copy: fonts, colours, underlines, a table, a picture, an unsafe link. */
const wordHtml = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><body>
<p class=MsoNormal style="color:red;font-family:'Comic Sans MS'"><b><i>Fett und kursiv</i></b>
<u>unterstrichen</u> <a href="javascript:alert(1)">unsicher</a> <a href="https://example.org/plan">Plan</a><o:p></o:p></p>
<h1 style="font-size:30pt">Große Überschrift</h1>
<ol><li>eins</li><li>zwei</li></ol>
<table><tr><td>Zelle</td></tr></table>
<img src="https://tracker.example/pixel.png" alt="Pixel">
</body></html>`;

/** The text of the editor's own selection (Tiptap hangs the editor on its element). */
function selectedText(editor: Locator): Promise<string> {
  return editor.evaluate((element) => {
    const { state } = (element as HTMLElement & { editor: Editor }).editor;
    return state.doc.textBetween(state.selection.from, state.selection.to);
  });
}

const editorWords = {
  de: {
    title: "Titel",
    german: "Deutsch",
    english: "Englisch",
    missingTitle: "Titel (Deutsch): Bitte gib einen Titel ein.",
    scheduleNote:
      /veröffentlicht den Beitrag am Montag, 02\.03\.2026 und mailt ihn um 09:00 an eine Abonnentin oder einen Abonnenten/,
    atTitle: "Bitte gib einen Titel ein.",
    linkAddress: "Linkadresse",
    shortcuts: "Tastenkürzel",
    bold: "Fett",
    save: "Als Entwurf speichern",
    fromFiles: "aus den Inhaltsdateien",
  },
  en: {
    title: "Title",
    german: "German",
    english: "English",
    missingTitle: "Title (German): Please enter a title.",
    scheduleNote:
      /publishes the post on Monday,? 2 March 2026 and mails it to 1 newsletter subscriber at 09:00/,
    atTitle: "Please enter a title.",
    linkAddress: "Link address",
    shortcuts: "Keyboard shortcuts",
    bold: "Bold",
    fromFiles: "from the content files",
    save: "Save as draft",
  },
} as const;

/**
 * The editor's journey in German; in English its words up to the tools (a paste, the preview and
 * saving read no words of the editor's own and do the same in either language).
 */
const editorJourneys = {
  de: "shortcuts, a checked link, a cleaned paste, problems in words",
  en: "shortcuts, a checked link, problems in words",
} as const;

for (const locale of ["de", "en"] satisfies Locale[]) {
  test(`on a phone the team writes the body in a text editor: ${editorJourneys[locale]} (${locale})`, async ({
    page,
    fileSite,
  }) => {
    test.setTimeout(90_000);
    const words = editorWords[locale];
    const site = await fileSite(writingHour);
    await confirmedSubscriber(site, page.request, "fan@example.org");
    await page.setViewportSize(screenSizes.phone);
    await speak(page, site.url, locale);
    // The content files' posts are listed too, read-only and marked.
    await loginAsTeamMember(page, site, "/admin/posts");
    const filePost = page.getByTestId("file-posts").locator('[data-post="muc2025.1"]');
    await expect(filePost).toContainText(words.fromFiles);
    await screenshot(page, `posts-list-${locale}`);
    await page.goto(`${site.url}/admin/posts/new`);
    // Before scheduling: when it appears, and how many the mail goes to.
    await expect(page.getByTestId("schedule-note")).toHaveText(words.scheduleNote);
    const problems = page.getByTestId("post-problems");
    // Nothing is wrong before anything was typed; saving an empty post says what is missing
    // in words, never the schema's path.
    await expect(problems).toHaveCount(0);
    await page.getByRole("button", { name: words.save }).click();
    await expect(problems).toContainText(words.missingTitle);
    await expect(problems).not.toContainText("blocks.");
    await expect(problems).not.toContainText("Too small");
    const titleGroup = page.getByRole("group", { name: words.title, exact: true });
    const germanTitle = titleGroup.getByLabel(words.german);
    await germanTitle.focus();
    await germanTitle.blur();
    await expect(germanTitle).toHaveAccessibleDescription(words.atTitle);
    await germanTitle.fill("Sommerfest");
    await titleGroup.getByLabel(words.english).fill("Summer party");

    // Bold by its shortcut, a link by Ctrl+K: an address the post format lacks is refused.
    const german = page.getByTestId("body-de");
    await german.click();
    await page.keyboard.press("Control+b");
    await page.keyboard.type("Wichtig");
    await page.keyboard.press("Control+b");
    await page.keyboard.type(" für alle. Siehe FAQ");
    // The editor has taken in every key before the selection moves back over the word.
    await expect(german).toHaveText("Wichtig für alle. Siehe FAQ");
    for (let i = 0; i < 3; i++) await page.keyboard.press("Shift+ArrowLeft");
    // The editor learns of a selection the browser moved from a later event: Ctrl+K before it
    // arrives would link the old selection, so wait until the editor holds the word.
    await expect.poll(() => selectedText(german)).toBe("FAQ");
    await page.keyboard.press("Control+k");
    const address = page.getByRole("textbox", { name: words.linkAddress });
    await address.fill("javascript:alert(1)");
    await address.press("Enter");
    await expect(address).toHaveAttribute("aria-invalid", "true");
    await address.fill("/faq");
    await address.press("Enter");
    await expect(german.getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/faq");
    await expect(page.getByRole("button", { name: words.bold }).first()).toHaveAttribute(
      "title",
      /Ctrl\+B/,
    );
    await page.getByText(words.shortcuts).first().click();
    await expect(page.locator(".post-shortcuts").first()).toContainText("Ctrl+K");
    if (locale === "en") return;

    // Pasted from a word processor: only what the post format has survives.
    const english = page.getByTestId("body-en");
    await english.click();
    await english.evaluate((element, html) => {
      const data = new DataTransfer();
      data.setData("text/html", html);
      data.setData("text/plain", "Fett und kursiv");
      element.dispatchEvent(
        new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, wordHtml);
    await expect(english.getByRole("heading", { level: 2 })).toHaveText("Große Überschrift");
    // One format a run: bold and italic at once is one of them.
    await expect(english.locator("strong, em")).toHaveText(["Fett und kursiv"]);
    await expect(english.locator("u, table, img, ol, [style], [class^=Mso]")).toHaveCount(0);
    await expect(english.getByRole("link")).toHaveCount(1);
    await expect(english.getByRole("link")).toHaveAttribute("href", "https://example.org/plan");
    await expect(english.getByRole("listitem")).toHaveText(["eins", "zwei"]);
    await expect(english).toContainText("Zelle");
    await expect(problems).toHaveCount(0);

    // The preview is the site's rendering of what the editor holds.
    const preview = page.getByTestId("post-preview");
    await expect(preview.locator("strong", { hasText: "Wichtig" })).toBeVisible();
    await preview.getByRole("button", { name: words.english }).click();
    await expect(preview.getByRole("heading", { name: "Große Überschrift" })).toBeVisible();
    await expect(preview.getByRole("link", { name: /Plan/ })).toHaveAttribute(
      "href",
      "https://example.org/plan",
    );
    await preview.getByRole("button", { name: words.german }).click();
    await expect(preview.getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/faq");
    const noScroll = await page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    );
    expect(noScroll, "nothing wider than the phone").toBe(true);
    await screenshot(page, `editor-${locale}`, { fullPage: true });

    await page.getByRole("button", { name: words.save }).click();
    await page.waitForURL(savedPost);
    await page.reload();
    await expect(page.getByTestId("body-de").locator("strong")).toHaveText("Wichtig");
    await expect(page.getByTestId("body-en").getByRole("listitem")).toHaveText(["eins", "zwei"]);
  });
}

test("on a phone a team member writes, illustrates, test-mails and schedules a post; a new time keeps the test", async ({
  page,
  fileSite,
}) => {
  test.setTimeout(120_000);
  const site = await fileSite(writingHour);
  await page.setViewportSize(screenSizes.phone);
  const shot = (name: string) => screenshot(page, name, { fullPage: true });
  await loginAsTeamMember(page, site, "/admin/posts/new");
  const group = (name: string) => page.getByRole("group", { name, exact: true });
  // Nothing typed yet: nothing is wrong yet.
  await expect(group("Titel").getByLabel("Deutsch")).toBeVisible();
  await expect(page.getByTestId("post-problems")).toHaveCount(0);
  await expect(page.locator(".post-form .visitor-field-error")).toHaveCount(0);
  await shot("new-post-phone");
  // Pressing "Planen" on an empty post says what is missing, and saves nothing.
  await page.getByRole("button", { name: "Planen" }).click();
  await expect(page.getByTestId("post-problems")).toContainText("Bitte gib einen Titel ein.");
  expect(page.url()).toBe(`${site.url}/admin/posts/new`);

  await page.getByLabel("Newsletter-E-Mail").check();
  await group("Titel").getByLabel("Deutsch").fill("Herbstfest am See");
  await group("Titel").getByLabel("Englisch").fill("Autumn party by the lake");
  for (const [locale, text] of [
    ["de", "Mehr im Programm."],
    ["en", "More in the schedule."],
  ] as const) {
    await page.getByTestId(`body-${locale}`).click();
    await page.keyboard.type(text);
  }

  // The link is set in a dialog that checks the address.
  await page.getByTestId("body-de").dblclick();
  await page
    .getByRole("toolbar", { name: /Deutsch/ })
    .getByRole("button", { name: "Link" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Link" });
  await expect(dialog).toBeVisible();
  const address = dialog.getByLabel("Linkadresse");
  await expect(address).toBeFocused();
  await address.fill("programm");
  await dialog.getByRole("button", { name: "Link setzen" }).click();
  await expect(address).toHaveAttribute("aria-invalid", "true");
  await shot("link-dialog-phone");
  await address.fill("https://example.org/programm");
  await dialog.getByRole("button", { name: "Link setzen" }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByTestId("body-de").locator('a[href="https://example.org/programm"]'),
  ).toHaveCount(1);

  // The title image: taking it out of this post and deleting it from the site are apart.
  const image = { name: "garden.jpg", mimeType: "image/jpeg", buffer: await photo() };
  await page.getByLabel("Titelbild").setInputFiles(image);
  await expect(page.locator(".post-image-thumb")).toHaveCount(1);
  const takeOut = page.getByRole("button", { name: "Nur aus diesem Beitrag nehmen" });
  const deleteEverywhere = page.getByRole("button", { name: "Von der Website löschen …" });
  await expect(deleteEverywhere).toHaveAccessibleDescription(
    /auch aus allen anderen Beiträgen, die es zeigen/,
  );
  const takeOutBox = (await takeOut.boundingBox())!;
  const deleteBox = (await deleteEverywhere.boundingBox())!;
  expect(deleteBox.y, "the delete button stands apart").toBeGreaterThan(
    takeOutBox.y + takeOutBox.height + 24,
  );
  await takeOut.scrollIntoViewIfNeeded();
  await shot("image-buttons-phone");
  await expect(page.getByTestId("post-problems")).toHaveCount(0);

  await page.getByRole("button", { name: "Als Entwurf speichern" }).click();
  await page.waitForURL(savedPost);
  await page.getByRole("button", { name: "Testmail an mich senden" }).click();
  await expect(page.getByTestId("post-status")).toContainText("Die Testmail");
  const untested = page.getByTestId("untested-note");
  await expect(untested).toHaveCount(0);

  // Another time only: the test mail still covers this version, before and after saving.
  await page.getByLabel("Uhrzeit").fill("18:00");
  await expect(untested).toHaveCount(0);
  await page.getByRole("button", { name: "Planen" }).click();
  await expect(page.getByText(/Stand 2: geplant/)).toBeVisible();
  await expect(untested).toHaveCount(0);
  await shot("scheduled-phone");
});
