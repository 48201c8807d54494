import { describe, expect, it } from "vitest";
import { templates } from "./test/every-mail.ts";

/**
 * The list mails (newsletter and wait list) read exactly as recorded: subject, text and HTML in
 * both languages. Written once as one structure with its strings per language, they must say
 * what they said when each language had its own copy of the blocks.
 */
const listMails = Object.entries(templates).filter(
  ([name]) => name.startsWith("newsletter") || name.startsWith("waitList"),
);

describe.each(listMails)("%s", (_name, { render }) => {
  it.each(["de", "en"] as const)("in %s reads as recorded", (locale) => {
    expect(render(locale, "Alex")).toMatchSnapshot();
  });
});
