import { expect, type Locator, type Page } from "@playwright/test";

/** The screen sizes every form state is checked at: a phone and a desktop. */
export const screenSizes = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * A submit button is never greyed out: pressed (from the keyboard) while the form is not valid,
 * it sends nothing, and the form's error summary takes the focus and names the field's problem.
 */
export async function expectRefusingSubmit(page: Page, button: Locator, firstError: string) {
  await expect(button).toBeEnabled();
  await button.focus();
  await page.keyboard.press("Enter");
  const summary = page.locator(".visitor-error-summary").filter({ hasText: firstError });
  await expect(summary).toBeFocused();
}
