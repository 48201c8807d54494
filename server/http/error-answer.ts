import { randomUUID } from "node:crypto";
import { errorLogEntry } from "../../core/error-log.ts";
import type { Locale } from "../../core/locale.ts";
import { logStorageError, StorageError } from "../db/storage-error.ts";
import { failure, type JsonAnswer } from "./answer.ts";
import { edgeText } from "./edge.messages.ts";
import { visitorText } from "./visitor.messages.ts";

/** Seconds a client should wait after a 503 for the database's sake. */
export const storageRetryAfter = "60";

/**
 * The answer to an error a handler threw, logged once: the database failing (full disk, server
 * gone) is one line for the operator (one for a whole outage, db/outage.ts) and a 503 for the
 * visitor; anything else nobody expected is logged with its request and answers 500. The app's
 * error handler and the fast lane both use it.
 */
export function errorAnswer(
  error: unknown,
  request: { locale: Locale; method: string; url: string },
): JsonAnswer {
  if (error instanceof StorageError) {
    logStorageError(error);
    return failure(
      503,
      visitorText(request.locale, "storageUnavailable"),
      {},
      { "Retry-After": storageRetryAfter },
    );
  }
  console.error(errorLogEntry(randomUUID(), request.method, request.url, error));
  return failure(500, edgeText(request.locale, "internal"));
}
