import { describe, expect, it } from "vitest";
import { templates } from "./test/every-mail.ts";

/**
 * Every mail reads exactly as recorded: subject, text and HTML in both languages. Written once as
 * one structure with its strings per language, each must say what it said when each language had
 * its own copy of the blocks.
 */
describe.each(Object.entries(templates))("%s", (_name, { render }) => {
  it.each(["de", "en"] as const)("in %s reads as recorded", (locale) => {
    expect(render(locale, "Alex")).toMatchSnapshot();
  });
});
