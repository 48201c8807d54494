let pageLoadReported = false;

/**
 * Spec: GET reload once at app start, not awaited; the server stores a timestamp only. Kept apart
 * from the API client so that every page's bundle stays small; the body is read to the end, so
 * the request completes and its connection is free again.
 */
export function reportPageLoad(): void {
  if (pageLoadReported) return;
  pageLoadReported = true;
  fetch("/api/reload", { cache: "no-store" })
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
}
