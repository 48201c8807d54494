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
  "/this-page-does-not-exist",
  "/screensaver",
] as const;
