import { expect, type Locator, type Page } from "@playwright/test";

/** The screen sizes every form state is checked at: a phone and a desktop. */
export const screenSizes = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * An unavailable submit button stays in the Tab order (aria-disabled) and is described by its
 * hint; pressing it sends nothing and announces the hint as an alert.
 */
export async function expectExplainedSubmit(page: Page, button: Locator, hint: string) {
  await expect(button).toHaveAttribute("aria-disabled", "true");
  await expect(button).not.toHaveAttribute("disabled");
  await expect(button).toHaveAccessibleDescription(hint);
  await button.focus();
  await expect(button).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: hint })).toBeVisible();
}
