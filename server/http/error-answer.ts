import { randomUUID } from "node:crypto";
import { errorLogEntry } from "../../core/error-log.ts";
import type { Locale } from "../../core/locale.ts";
import { StorageError } from "../db/storage-error.ts";
import { failure, type JsonAnswer } from "./answer.ts";
import { edgeText } from "./edge-messages.ts";
import { visitorText } from "./visitor-messages.ts";

/**
 * The answer to an error a handler threw, logged once: the database failing (full disk, server
 * gone) is one line for the operator and a 503 for the visitor; anything else nobody expected is
 * logged with its request and answers 500. The app's error handler and the fast lane both use it.
 */
export function errorAnswer(
  error: unknown,
  request: { locale: Locale; method: string; url: string },
): JsonAnswer {
  if (error instanceof StorageError) {
    console.error(error.message);
    return failure(
      503,
      visitorText(request.locale, "storageUnavailable"),
      {},
      {
        "Retry-After": "60",
      },
    );
  }
  console.error(errorLogEntry(randomUUID(), request.method, request.url, error));
  return failure(500, edgeText(request.locale, "internal"));
}
