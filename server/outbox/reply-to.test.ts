import { describe, expect, it } from "vitest";
import { templates } from "./test/every-mail.ts";

/** Text that asks the reader to answer this very mail, in either language. */
const asksForReply =
  /antwort\w*(?:\s+\S+){0,3}\s+auf diese E-Mail|schreib\w*(?:\s+uns)?\s+zurück|\breply(?:\s+\S+){0,2}\s+to this email|\bwrite back\b/i;

/**
 * Mails go out from a no-reply sender: one that asks for a reply must say so (invitesReply), so
 * that the outbox gives it a Reply-To (docs/decisions/0063-reply-to.md); one that does not ask
 * gets none.
 */
describe.each(Object.entries(templates))("%s", (_name, { render }) => {
  it.each(["de", "en"] as const)(
    "in %s: asks for a reply exactly when it has a Reply-To",
    (locale) => {
      const mail = render(locale, "Alex");
      expect(mail.invitesReply === true).toBe(asksForReply.test(mail.text));
    },
  );
});

describe("the pattern of a text that asks for a reply", () => {
  it("knows the ways our mails ask, and not an invitation to the contact form", () => {
    for (const asking of [
      "Dann antworte bitte kurz auf diese E-Mail, damit jemand anderes zum Zug kommt.",
      "Antworte einfach auf diese E-Mail – sie geht an unser Team.",
      "Then please reply briefly to this email so that someone else gets the chance.",
      "Just reply to this email – it goes to our team.",
    ])
      expect(asking).toMatch(asksForReply);
    for (const other of [
      "Schreib uns einfach über unser Kontaktformular.",
      "Write to us through the contact form.",
      "Fragen zur Buchung beantwortet das Hotel, wenn du auf seine E-Mail antwortest.",
    ])
      expect(other).not.toMatch(asksForReply);
  });
});
