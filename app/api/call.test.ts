import { afterEach, describe, expect, it, vi } from "vitest";
import { okAnswerSchema } from "../../core/api/ok-answer.ts";
import { brokenBody } from "../test/broken-body.ts";
import { callApi } from "./call.ts";

const schema = okAnswerSchema;

function answerWith(response: Response) {
  const fetch = vi.fn(async () => response);
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

/** The visitor's language comes from the page's <html lang>. */
function pageLanguage(lang: string) {
  vi.stubGlobal("document", { documentElement: { lang } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("callApi", () => {
  it("posts the body as JSON under /api/ and answers the data of a code 200", async () => {
    const fetch = answerWith(Response.json({ code: 200, msg: "OK", formId: "f1" }));
    await expect(
      callApi("newsletter/register", { body: { email: "a@b.de" }, schema }),
    ).resolves.toEqual({
      ok: true,
      data: { code: 200, msg: "OK" },
    });
    expect(fetch).toHaveBeenCalledWith(
      "/api/newsletter/register",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ email: "a@b.de" }) }),
    );
  });

  it("sends a team member's token as a bearer token, and GET without a body", async () => {
    const fetch = answerWith(Response.json({ code: 200, msg: "OK" }));
    await callApi("auth/verify", { token: "secret-token", schema });
    expect(fetch).toHaveBeenCalledWith(
      "/api/auth/verify",
      expect.objectContaining({
        method: "GET",
        body: undefined,
        headers: expect.objectContaining({ authorization: "Bearer secret-token" }),
      }),
    );
  });

  it("keeps the server's message and status of a refusal", async () => {
    answerWith(Response.json({ code: 400, msg: "E-Mail fehlt" }, { status: 400 }));
    await expect(callApi("contact/postcard", { body: {}, schema })).resolves.toMatchObject({
      ok: false,
      status: 400,
      msg: "E-Mail fehlt",
    });
  });

  it("counts a refusal sent with HTTP 200 by its own code", async () => {
    answerWith(Response.json({ code: 429, msg: "Zu viele Anfragen" }));
    await expect(callApi("contact/postcard", { body: {}, schema })).resolves.toMatchObject({
      ok: false,
      status: 429,
      msg: "Zu viele Anfragen",
    });
  });

  it("hands on the whole JSON of a refusal as details", async () => {
    answerWith(
      Response.json(
        { code: 425, msg: "Too early", ticketSaleStart: "2026-12-01T10:00:00Z" },
        { status: 425 },
      ),
    );
    const result = await callApi("tickets/availability/0", { schema });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.details).toMatchObject({ ticketSaleStart: "2026-12-01T10:00:00Z" });
  });

  it("says in the visitor's language that a non-JSON 500 could not be handled", async () => {
    pageLanguage("en");
    answerWith(new Response("<h1>Internal Server Error</h1>", { status: 500 }));
    await expect(callApi("form/verify", { body: {}, schema })).resolves.toEqual({
      ok: false,
      reason: "badAnswer",
      status: 500,
      msg: "The server could not handle the request right now (error 500). Please try again later.",
    });
    pageLanguage("de");
    answerWith(new Response("<h1>Bad Gateway</h1>", { status: 502 }));
    await expect(callApi("form/verify", { body: {}, schema })).resolves.toMatchObject({
      status: 502,
      msg: expect.stringContaining("Fehler 502"),
    });
  });

  it("says the server cannot be reached when the request fails", async () => {
    pageLanguage("en");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await expect(callApi("tickets/request/new", { body: {}, schema })).resolves.toEqual({
      ok: false,
      reason: "unreachable",
      status: 0,
      msg: "The server cannot be reached right now. Please try again in a moment.",
    });
  });

  it("says the server cannot be reached when the answer breaks off (the page being left)", async () => {
    pageLanguage("de");
    answerWith(new Response(brokenBody('{"code":200,'), { status: 200 }));
    await expect(callApi("auth/verify", { schema })).resolves.toEqual({
      ok: false,
      reason: "unreachable",
      status: 0,
      msg: "Der Server ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.",
    });
  });

  it("treats a successful answer that does not fit the schema as a bad answer", async () => {
    pageLanguage("en");
    answerWith(Response.json({ code: 200, msg: "OK" }));
    const schema = {
      safeParse: (data: unknown) =>
        (data as { ticketUrl?: string }).ticketUrl
          ? { success: true as const, data: data as { code: number; msg: string } }
          : { success: false as const },
    };
    await expect(callApi("tickets/availability/0", { schema })).resolves.toMatchObject({
      ok: false,
      reason: "badAnswer",
      status: 200,
      msg: expect.stringContaining("error 200"),
    });
  });

  it("names a refusal by its endpoint's reason, and any other refusal 'refused'", async () => {
    const reasons = { 403: "wrongPin", 410: "gone" } as const;
    answerWith(Response.json({ code: 403, msg: "Falsche PIN" }, { status: 403 }));
    await expect(callApi("form/verify", { body: {}, schema, reasons })).resolves.toMatchObject({
      ok: false,
      reason: "wrongPin",
      status: 403,
      msg: "Falsche PIN",
    });
    answerWith(Response.json({ code: 409, msg: "Schon erledigt" }, { status: 409 }));
    await expect(callApi("form/verify", { body: {}, schema, reasons })).resolves.toMatchObject({
      ok: false,
      reason: "refused",
      status: 409,
    });
  });

  it("loads a schema given as a loader and checks the answer with it", async () => {
    pageLanguage("en");
    answerWith(Response.json({ code: 200, msg: "OK", triesLeft: "three" }));
    const { formStepAnswerSchema } = await import("../../core/api/form.ts");
    await expect(
      callApi("form/f1/step", { schema: async () => formStepAnswerSchema }),
    ).resolves.toMatchObject({
      ok: false,
      reason: "badAnswer",
      msg: expect.stringContaining("error 200"),
    });
    answerWith(Response.json({ code: 200, msg: "OK" }));
    await expect(
      callApi("contact/postcard", { body: {}, schema: async () => schema }),
    ).resolves.toEqual({
      ok: true,
      data: { code: 200, msg: "OK" },
    });
  });

  it("says the server cannot be reached when the schema cannot be loaded", async () => {
    pageLanguage("en");
    answerWith(Response.json({ code: 200, msg: "OK" }));
    const schemaLost = () =>
      Promise.reject(new TypeError("Failed to fetch dynamically imported module"));
    await expect(
      callApi("contact/postcard", { body: {}, schema: schemaLost }),
    ).resolves.toMatchObject({
      ok: false,
      reason: "unreachable",
      status: 0,
    });
  });
});
