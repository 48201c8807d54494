import type { Page } from "@playwright/test";
import { expectAccessible } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

// The spec's strings are German; the LOCALE cookie is unset, so the browser language decides.
test.use({ locale: "de-DE" });

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
  // No accessibility check here: the team area loads as a document after one second, which would
  // end a check in progress (the page's failed state is checked below).
  await page.waitForURL(site.url + "/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Teambereich" })).toBeVisible();
  await expect(page).toHaveTitle("Teambereich");
  const nav = page.getByRole("navigation", { name: "Team-Navigation" });
  for (const link of ["Ticket-Klicks", "Seitenaufrufe", "Kontingente"]) {
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

test("a team member who starts on another city's site comes back to it, past the provider's own origin", async ({
  page,
  site,
}) => {
  // The provider lives at PUBLIC_URL (localhost); its login form's redirects lead to Essen, which
  // the form-action of the provider's page must allow.
  await page.goto(site.hubUrl("essen") + "/start");
  await loginThroughFooter(page, "Team Member");
  await page.waitForURL(site.hubUrl("essen") + "/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Teambereich" })).toBeVisible();
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
  // Checked by the footer's island on the reading page itself, which stays without React.
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
});

test("the callback page without a code says 'Login fehlgeschlagen'", async ({ page, site }) => {
  await page.goto(site.url + "/auth");
  await expect(page.getByRole("heading", { level: 1, name: "Login fehlgeschlagen" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Noch einmal anmelden" })).toHaveAttribute(
    "href",
    "/api/auth/login",
  );
  await expectAccessible(page);
});
