/** Runs `callback` in a task of its own: a message to itself, as React's scheduler yields. */
export function inNextTask(callback: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    callback();
  };
  channel.port2.postMessage(null);
}

/**
 * Runs `callback` once the page's load event has ended (at once if it has), and returns what
 * cancels it. A navigation a script starts before then replaces the page in the history: the
 * back button would skip it.
 */
export function afterLoadEvent(callback: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (!cancelled) callback();
  };
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  if (!navigation || navigation.loadEventEnd > 0) run();
  else window.addEventListener("load", () => inNextTask(run), { once: true });
  return () => {
    cancelled = true;
  };
}
