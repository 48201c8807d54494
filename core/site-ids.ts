/**
 * Identifiers that must never change once published (feed entries, calendar events), so they do
 * not depend on the configured host names: a reader or calendar app would see every item anew.
 */
const authority = "pamperplay.example";

/** Atom id (a tag URI, RFC 4151) of a hub's feed or one of its entries, per language. */
export function feedId(hubId: string, locale: string, postKey?: string): string {
  return `tag:${authority},2024:${hubId}/${postKey ? `${postKey}/` : ""}${locale}`;
}

/** UID of a calendar event (RFC 5545): the hub and the event's id in the content. */
export function calendarUid(hubId: string, eventId: string): string {
  return `${hubId}-${eventId}@${authority}`;
}
