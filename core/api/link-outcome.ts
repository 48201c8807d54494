/**
 * How a mailed link's page learns what its button's plain form post did (the page before or
 * without its script): the call answers with a redirect back to the page, this parameter added.
 */
export const linkOutcomeParam = "outcome";

/** "done", or the refusal's HTTP status (its meaning: app/api/link-reasons.ts). */
export type LinkOutcome = "done" | number;

/** The outcome a page's address carries, if any (anything else is none). */
export function linkOutcomeOf(query: URLSearchParams): LinkOutcome | null {
  const value = query.get(linkOutcomeParam);
  if (value === "done") return value;
  const status = Number(value);
  return Number.isInteger(status) && status >= 400 && status < 600 ? status : null;
}
