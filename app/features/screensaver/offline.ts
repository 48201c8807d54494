import { siteAnswers } from "../../api/site-answers.ts";
import { screensaverPath, screensaverWorkerPath } from "../../../core/screensaver.ts";

/**
 * Keeps the screensaver running through the venue's network outages (docs/decisions/0038-…):
 * its service worker keeps the page and what it loads. Not in development, where modules change
 * under the page and a worker would hold on to old ones.
 */
export function keepOffline(): void {
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  navigator.serviceWorker
    .register(screensaverWorkerPath, { scope: screensaverPath })
    // Without the worker the slideshow still runs; only an outage at a reload would show.
    .catch((error: unknown) => console.warn("The screensaver works online only:", error));
}

/**
 * Reloads the page if the site answers, so a reload never lands on the browser's offline page;
 * otherwise the slideshow keeps running and the next cycle tries again.
 */
export async function reloadIfOnline(): Promise<void> {
  if (await siteAnswers()) window.location.reload();
}
