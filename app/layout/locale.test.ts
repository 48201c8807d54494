import { describe, expect, it } from "vitest";
import type { Locale } from "../../core/locale.ts";
import { testActionArgs, testOrigin } from "../test/page-context.ts";
import { action } from "./locale.ts";

function switchLanguage(body: BodyInit, contentType: string, visitorLocale: Locale = "de") {
  const request = new Request(`${testOrigin}/locale`, {
    method: "POST",
    headers: { "content-type": contentType },
    body,
  });
  return action(testActionArgs(request, visitorLocale));
}

const form = "application/x-www-form-urlencoded";

describe("the language switch", () => {
  it("stores the language and returns to the page, with its query", async () => {
    const response = await switchLanguage("locale=en&redirectTo=%2Ffaq%3Fq%3Dhotel", form);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/faq?q=hotel");
    expect(response.headers.get("set-cookie")).toMatch(/^LOCALE=en; Path=\/;/);
  });

  it("returns without a lang parameter, which would overrule the new choice", async () => {
    const response = await switchLanguage("locale=de&redirectTo=%2Ffaq%3Flang%3Den%23where", form);
    expect(response.headers.get("location")).toBe("/faq#where");
  });

  it("returns to /start rather than to another host hidden behind a tab or a dot segment", async () => {
    for (const target of ["/\t/evil.example", "/\n/evil.example", "/.//evil.example"]) {
      const response = await switchLanguage(
        new URLSearchParams({ locale: "en", redirectTo: target }).toString(),
        form,
      );
      expect(response.status, JSON.stringify(target)).toBe(302);
      expect(response.headers.get("location"), JSON.stringify(target)).toBe("/start");
    }
  });

  it("answers a body that is not a form with 400 in the visitor's language", async () => {
    const german = await switchLanguage('{"locale":"en"}', "application/json");
    expect(german.status).toBe(400);
    expect(await german.json()).toEqual({
      code: 400,
      msg: "Die Anfrage ist kein gültiges Formular.",
    });
    const english = await switchLanguage("garbage", "multipart/form-data; boundary=x", "en");
    expect(english.status).toBe(400);
    expect(await english.json()).toEqual({ code: 400, msg: "The request is not a valid form." });
    expect(german.headers.get("set-cookie")).toBeNull();
  });
});
