/**
 * What the refusals of a mailed link's call mean: a malformed id (400), an unknown one (404),
 * one that expired or was used up (410), too many tries for now (429).
 */
export const linkReasons = { 400: "broken", 404: "unknown", 410: "gone", 429: "busy" } as const;

export type LinkReason = (typeof linkReasons)[keyof typeof linkReasons];

export function isLinkReason(reason: string): reason is LinkReason {
  return (Object.values(linkReasons) as string[]).includes(reason);
}

/** The reason of a refusal's status, as a call's `reasons` give it ("refused" for any other). */
export function linkReasonOf(status: number): LinkReason | "refused" {
  const reasons: Readonly<Partial<Record<number, LinkReason>>> = linkReasons;
  return reasons[status] ?? "refused";
}
