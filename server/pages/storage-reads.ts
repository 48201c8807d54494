import { data } from "react-router";
import { logStorageError, StorageError } from "../db/storage-error.ts";
import { storageRetryAfter } from "../http/error-answer.ts";

/**
 * A page's reads of the database, for one rendering. While the database fails (a full disk, a
 * server stopped or frozen: db/outage.ts) the page answers 503 with Retry-After, as the API does,
 * logged once as the storage outage and never as an unexpected error: with what the page could
 * show from memory (the waiting room's last snapshot), else with the error page's "not available
 * right now" (the route error boundary, status 503).
 */
export function storageReads() {
  let outage = false;
  return {
    /** A read for the page; a storage failure ends the page's loader with a 503. */
    async read<T>(reading: () => Promise<T>): Promise<T> {
      try {
        return await reading();
      } catch (error) {
        if (!(error instanceof StorageError)) throw error;
        logStorageError(error);
        outage = true;
        // React Router renders the error boundary for it and logs nothing (a route's answer).
        throw data(null, { status: 503 });
      }
    },
    /** The page is shown from memory: the database did not answer in time. */
    outage() {
      outage = true;
    },
    /** The rendered page, answered as 503 if the database failed it. */
    answer(response: Response): Response {
      if (!outage) return response;
      const headers = new Headers(response.headers);
      headers.set("Retry-After", storageRetryAfter);
      headers.set("Cache-Control", "no-store");
      return new Response(response.body, { status: 503, headers });
    },
  };
}
