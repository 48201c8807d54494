import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test as base } from "./support/test.ts";

/**
 * Refused logins and dead sessions are answered 401/403 by design, and Chromium logs every such
 * answer as a console error. This page allows exactly those (on the auth and admin calls) and,
 * like the shared fixture, fails the test on any other console problem, page error or request
 * to another host.
 */
const test = base.extend({
  page: async ({ context }, provide) => {
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() !== "error" && message.type() !== "warning") return;
      const { pathname } = new URL(message.location().url || "about:blank");
      const expected =
        /status of 40[13] /.test(message.text()) &&
        /^\/api\/(auth\/(token|verify|profile)|admin\/)/.test(pathname);
      if (!expected) problems.push(`${message.type()}: ${message.text()} (${pathname})`);
    });
    page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
    page.on("request", (request) => {
      const { protocol, hostname } = new URL(request.url());
      const local =
        hostname === "localhost" || hostname.endsWith(".localhost") || hostname === "127.0.0.1";
      if (!["data:", "blob:"].includes(protocol) && !local)
        problems.push(`third-party request: ${request.url()}`);
    });
    await provide(page);
    expect(problems, "console problems or third-party requests").toEqual([]);
  },
});

// The spec's strings are German; the LOCALE cookie is unset, so the browser language decides.
test.use({ locale: "de-DE" });

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`),
  ).toEqual([]);
}

/** From any page: the footer's team login, then an account on the development provider. */
async function loginThroughFooter(page: Page, account: "Team Member" | "Visitor") {
  await page.getByTestId("team-login").click();
  await expect(page.getByRole("heading", { name: "Development login" })).toBeVisible();
  await page.getByRole("button", { name: account }).click();
}

test("a team member logs in through the identity provider, reaches the Team Area and logs out", async ({
  page,
  site,
}) => {
  await page.goto(site.url + "/start");
  await loginThroughFooter(page, "Team Member");

  // Authorizing → authorized, then /admin after one second.
  await expect(page.getByRole("heading", { level: 1, name: "Angemeldet!" })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/auth");
  await expectAccessible(page);
  await page.waitForURL(site.url + "/admin", { timeout: 5000 });
  await expect(page.getByRole("heading", { level: 1, name: "Team Area" })).toBeVisible();
  await expect(page).toHaveTitle("Team Area");
  const nav = page.getByRole("navigation", { name: "Team-Navigation" });
  for (const link of ["Ticket Klicks", "Page Reloads", "Quotas"]) {
    await expect(nav.getByRole("link", { name: link })).toBeVisible();
  }

  // The browser keeps our session token only; never the provider's tokens.
  const stored = await page.evaluate(() => localStorage.getItem("credentials"));
  const credentials = JSON.parse(stored ?? "null") as {
    auth: { access_token: string };
    info: { resource_owner_id: string };
  };
  expect(credentials.auth.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(credentials.info.resource_owner_id).toMatch(/^[0-9a-f]{32}$/);

  // The footer shows avatar, name and a logout button, on visitor pages too.
  await page.getByRole("link", { name: "Zur Website" }).click();
  const user = page.getByTestId("team-user");
  await expect(user).toContainText("Team Member");
  await expect(user.locator("img")).toHaveAttribute("src", /^data:image\/svg\+xml,/);
  await expect(page.getByTestId("team-login")).toHaveCount(0);
  await expectAccessible(page);

  // After a reload the stored login is verified again and still shown.
  await page.reload();
  await expect(page.getByTestId("team-user")).toContainText("Team Member");

  await user.getByRole("button", { name: "Abmelden" }).click();
  await expect(page.getByTestId("team-login")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("credentials"))).toBeNull();

  // The old token is dead on the server as well.
  await expect
    .poll(async () => {
      const response = await page.request.get(site.url + "/api/auth/verify", {
        headers: { authorization: `Bearer ${credentials.auth.access_token}` },
      });
      return response.status();
    })
    .toBe(401);
});

test("a visitor account is refused: 'Login fehlgeschlagen', and /admin stays closed", async ({
  page,
  site,
}) => {
  await page.goto(site.url + "/start");
  await loginThroughFooter(page, "Visitor");
  await expect(page.getByRole("heading", { level: 1, name: "Login fehlgeschlagen" })).toBeVisible();
  await expect(page.getByTestId("auth-status")).toContainText("nicht zum Team");
  await expectAccessible(page);
  expect(await page.evaluate(() => localStorage.getItem("credentials"))).toBeNull();

  await page.goto(site.url + "/admin");
  await page.waitForURL(site.url + "/start");
  await expect(page.getByTestId("team-login")).toBeVisible();
});

test("stored credentials the server does not know are removed at app start", async ({
  page,
  site,
}) => {
  await page.goto(site.url + "/start");
  await page.evaluate(() =>
    localStorage.setItem(
      "credentials",
      JSON.stringify({
        auth: { access_token: "x".repeat(43), token_type: "Bearer", expires_at: "2030-01-01" },
        info: { resource_owner_id: "0".repeat(32) },
      }),
    ),
  );
  await page.reload();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("credentials"))).toBeNull();
  await expect(page.getByTestId("team-login")).toBeVisible();
});

test("the callback page without a code says 'Login fehlgeschlagen'", async ({ page, site }) => {
  await page.goto(site.url + "/auth");
  await expect(page.getByRole("heading", { level: 1, name: "Login fehlgeschlagen" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Noch einmal anmelden" })).toHaveAttribute(
    "href",
    "/api/auth/login",
  );
});
