/** An address no page has: the site's helpful 404 page, answered with status 404. */
export const notFoundPage = "/this-page-does-not-exist";

/**
 * Every public page a visitor can open, besides the news posts (a test takes one linked from
 * /start); the 404 page is reached by an unknown address.
 */
export const publicPages = [
  "/start",
  "/save-the-date",
  "/party",
  "/faq",
  "/directions",
  "/recommendations",
  "/privacy",
  "/impressum",
  "/ticket",
  "/hotel",
  notFoundPage,
  "/screensaver",
] as const;
