import { RouterContextProvider, type ActionFunctionArgs } from "react-router";
import type { ContentStore } from "../../core/content/store.ts";
import type { Locale } from "../../core/locale.ts";
import type { ImageSizeOf } from "../../core/media.ts";
import { siteContext } from "../site-context.ts";

export const testOrigin = "http://localhost:3000";

/**
 * The context the server hands to page loaders and actions, for calling a route module's
 * functions directly. No content: a test of a function that reads it passes its own store.
 */
export function testPageContext(
  locale: Locale,
  content: ContentStore = {} as ContentStore,
  imageSize: ImageSizeOf = () => null,
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(siteContext, {
    now: () => new Date("2025-06-20T10:00:00Z"),
    content,
    hubId: "munich",
    hubUrls: { munich: testOrigin, essen: testOrigin, hamburg: testOrigin },
    siteUrl: testOrigin,
    locale,
    imageSize,
    dev: false,
    forms: {},
    requestId: "test-request",
    waitingRoom: () => Promise.resolve({ kind: "off" }),
    waitList: () => Promise.resolve({ closed: false, voucherHours: 24 }),
    waitListEntry: () => Promise.resolve({ kind: "unknown" }),
  });
  return context;
}

/** What React Router passes to a route module's action for this request. */
export function testActionArgs(request: Request, locale: Locale): ActionFunctionArgs {
  const url = new URL(request.url);
  return { request, url, pattern: url.pathname, params: {}, context: testPageContext(locale) };
}
