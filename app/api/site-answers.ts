import { screensaverWorkerPath } from "../../core/screensaver.ts";

/**
 * Whether the site answers right now (the screensaver asks before it reloads). It asks for the
 * screensaver's worker script, which its service worker never answers for: only the network can.
 */
export function siteAnswers(): Promise<boolean> {
  return fetch(screensaverWorkerPath, { method: "HEAD", cache: "no-store" }).then(
    (response) => response.ok,
    () => false,
  );
}
