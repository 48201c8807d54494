import type { Page } from "@playwright/test";

/** Fills every field of Munich's hotel form validly, with `email` as the sender's address. */
export async function fillHotelForm(page: Page, email: string) {
  await page.locator('[name="first_name"]').fill("Alex");
  await page.locator('[name="last_name"]').fill("Beispiel");
  await page.locator('[name="telephone"]').fill("+49 89 1234567");
  await page.locator('[name="email"]').fill(email);
  await page.locator('[name="room_type"][value="double"]').check();
  await page.locator('[name="arrival_date"]').fill("2025-10-10");
  await page.locator('[name="departure_date"]').fill("2025-10-12");
  await page.locator('[name="credit_card_holder"]').fill("Alex Beispiel");
  await page.locator('[name="credit_card_number"]').fill("4111 1111 1111 1111");
  await page.locator('[name="credit_card_expiry_month"]').fill("9");
  await page.locator('[name="credit_card_expiry_year"]').fill("2027");
}
