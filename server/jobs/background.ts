import { errorMessage } from "./retry.ts";

/**
 * Starts work that nobody waits for. Its failure is logged by name (the message only) instead of
 * becoming an unhandled rejection; background work must never end the process. Work that repeats
 * belongs on the scheduler (./scheduler.ts), which also backs off.
 */
export function inBackground(
  name: string,
  work: () => Promise<unknown>,
  log: Pick<Console, "error"> = console,
): void {
  Promise.resolve()
    .then(work)
    .catch((error: unknown) => log.error(`${name} failed:`, errorMessage(error)));
}
