import type { Locator, Page } from "@playwright/test";
import { soldOutContent } from "./support/content.ts";
import { speak } from "./support/locale.ts";
import { screenSizes } from "./support/sizes.ts";
import {
  emulateSlow4G,
  holdScripts,
  hydrated,
  openWithScriptsHeld,
  waitForHydration,
} from "./support/slow-phone.ts";
import { expect, instants, siteForBlock, test, type Site } from "./support/test.ts";
import { switchEmailGateOn } from "./support/waiting-room.ts";
import { screenshot } from "./support/screenshot.ts";

/**
 * A visitor on a slow phone types into a form while the page's scripts are still on their way.
 * What they typed, chose or ticked must still stand once the scripts ran, and the form must send
 * at once (docs/decisions/0028-early-input.md).
 */
test.use({ viewport: screenSizes.phone });

/** One control and what the visitor puts into it: typed text, or a radio button ticked. */
type Entry =
  | { name: string; value: string }
  | { name: string; check: string }
  | { name: string; value: string; select: true };

interface EarlyForm {
  title: string;
  path: string;
  /** The form's surroundings on the page. */
  scope(page: Page): Locator;
  entries(email: string): Entry[];
  submit: string;
  /** What shows once the form was sent: the success note or the next step. */
  sent(scope: Locator): Locator;
  /** What the page does by itself once it hydrated, which must not wipe the input either. */
  runsOn?(page: Page): Promise<void>;
}

const forms: EarlyForm[] = [
  {
    title: "newsletter",
    path: "/contact",
    scope: (page) => page.locator("#newsletter"),
    entries: (email) => [{ name: "email", value: email }],
    submit: "Bestätigungsmail senden",
    sent: (scope) => scope.getByRole("status").filter({ hasText: "Spam-Ordner" }),
  },
  {
    title: "postcard",
    path: "/contact",
    scope: (page) => page.locator(".postcard-section"),
    entries: (email) => [
      { name: "message", value: "Gibt es dieses Jahr wieder ein Bällebad?" },
      { name: "name", value: "Robin" },
      { name: "email", value: email },
    ],
    submit: "Abschicken",
    sent: (scope) => scope.getByText("Deine Karte ist angekommen."),
  },
  {
    title: "resale offer",
    path: "/ticket",
    scope: (page) => page.locator(".resale-card").filter({ hasText: "Ticket abgeben" }),
    entries: (email) => [
      { name: "packageId", value: "cuddle-package", select: true },
      { name: "orderCode", value: "SIMA2" },
      { name: "name", value: "Alex" },
      { name: "email", value: email },
      { name: "iban", value: "DE89 3704 0044 0532 0130 00" },
    ],
    submit: "Ticket anbieten",
    sent: (scope) => scope.getByRole("status").filter({ hasText: "bestätige dein Angebot" }),
  },
  {
    title: "resale request",
    path: "/ticket",
    scope: (page) => page.locator(".resale-card").filter({ hasText: "Ticket suchen" }),
    entries: (email) => [
      { name: "packageId", value: "single-pamperplay", select: true },
      { name: "amount", value: "3" },
      { name: "email", value: email },
    ],
    submit: "Ticket anfragen",
    sent: (scope) => scope.getByRole("status").filter({ hasText: "bestätige deine Anfrage" }),
  },
  {
    title: "hotel",
    path: "/hotel",
    scope: (page) => page.locator(".form-engine"),
    entries: (email) => [
      { name: "first_name", value: "Alex" },
      { name: "last_name", value: "Beispiel" },
      { name: "telephone", value: "+49 89 1234567" },
      { name: "email", value: email },
      { name: "room_type", check: "double" },
      { name: "arrival_date", value: "2025-10-10" },
      { name: "departure_date", value: "2025-10-12" },
      { name: "credit_card_holder", value: "Alex Beispiel" },
      { name: "credit_card_number", value: "4111 1111 1111 1111" },
      { name: "credit_card_expiry_month", value: "9" },
      { name: "credit_card_expiry_year", value: "2027" },
    ],
    submit: "Zahlungspflichtig anfragen",
    // The next step: the PIN from the mail that confirms the address.
    sent: (scope) => scope.locator('[name="transmissionPIN"]'),
  },
];

const control = (scope: Locator, entry: Entry) =>
  scope.locator(
    "check" in entry ? `[name="${entry.name}"][value="${entry.check}"]` : `[name="${entry.name}"]`,
  );

/** The form's test, on the worker's site or on `own`, a site of the enclosing block. */
function earlyInputTest(form: EarlyForm, own?: Site) {
  test(`${form.title}: what was typed before the scripts ran stays and sends at once`, async ({
    page,
    site: shared,
  }) => {
    const site = own ?? shared;
    // A throttled network: slower than the default time on a busy machine.
    test.slow();
    const email = `early-${form.title.replace(/\W/g, "-")}@example.org`;
    await speak(page, site.url, "de");
    await page.clock.install({ time: instants.afterSale });
    await emulateSlow4G(page);
    const held = await openWithScriptsHeld(page, site.url + form.path);

    const scope = form.scope(page);
    for (const entry of form.entries(email)) {
      if ("check" in entry) await control(scope, entry).check();
      else if ("select" in entry) await control(scope, entry).selectOption(entry.value);
      else await control(scope, entry).fill(entry.value);
    }
    expect(await hydrated(page), "typed before the page's scripts ran").toBe(false);

    // The page's script runs while the form's own code is still on its way, and its clock ticks
    // meanwhile (a React page re-renders on each tick, a reading page swaps its sale's parts).
    // A reading page asks for its script only once it has painted, which a busy machine may
    // report after the typing: the hold for the later scripts must not catch it.
    await held.ownScriptsHeld();
    const releaseLater = await holdScripts(page);
    held.release();
    await waitForHydration(page, { sections: false });
    await page.clock.runFor(1_000);
    releaseLater();
    await waitForHydration(page, { sections: true });
    // At once: available as soon as the form has hydrated (read now, not retried).
    const submit = scope.getByRole("button", { name: form.submit });
    expect(await submit.getAttribute("aria-disabled"), "submit available at once").toBeNull();
    await form.runsOn?.(page);

    for (const entry of form.entries(email)) {
      if ("check" in entry) await expect(control(scope, entry)).toBeChecked();
      else await expect(control(scope, entry)).toHaveValue(entry.value);
    }
    await screenshot(page, "filled", { fullPage: true });
    await submit.click();
    await expect(form.sent(scope)).toBeVisible();
  });
}

for (const form of forms) earlyInputTest(form);

test.describe("with the waiting room's e-mail gate switched on", () => {
  const site = siteForBlock({ APP_NOW: instants.afterSale });
  const path = "/ticket/order/0?package=single-pamperplay";
  test.beforeAll(() => switchEmailGateOn(site, path));
  earlyInputTest(
    {
      title: "waiting-room e-mail gate",
      path,
      scope: (page) => page.locator(".waiting-room"),
      entries: (email) => [{ name: "email", value: email }],
      submit: "Bestätigungslink schicken",
      sent: (scope) => scope.getByText("Fast geschafft: Bitte bestätige deine E-Mail-Adresse."),
      // The page asks for the visitor's place every 4–7 s and renders the answer: the second
      // poll is sent only after the first one's answer was rendered.
      runsOn: async (page) => {
        for (let poll = 0; poll < 2; poll += 1) {
          const polled = page.waitForRequest((request) =>
            request.url().includes("/api/waiting-room/place/"),
          );
          await page.clock.runFor(7_000);
          await polled;
        }
      },
    },
    site,
  );
});

test.describe("with the packages sold out", () => {
  const content = soldOutContent();
  const site = siteForBlock(() => ({ APP_NOW: instants.afterSale, CONTENT_DIR: content.dir() }));
  earlyInputTest(
    {
      title: "wait list",
      path: "/ticket/wait-list?package=single-pamperplay",
      scope: (page) => page.locator(".wait-list-page"),
      entries: (email) => [{ name: "email", value: email }],
      submit: "Auf die Warteliste",
      sent: (scope) => scope.getByText(/Fast geschafft!/),
    },
    site,
  );
});
