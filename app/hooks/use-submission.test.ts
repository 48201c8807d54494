import { afterEach, describe, expect, it, vi } from "vitest";
import { sendForm } from "./use-submission.ts";

const offline = "Der Server ist gerade nicht erreichbar.";

function answerWith(response: Response) {
  const fetch = vi.fn(async () => response);
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("sendForm", () => {
  it("posts the body as JSON and counts code 200 as sent", async () => {
    const fetch = answerWith(Response.json({ code: 200, msg: "OK" }));
    await expect(
      sendForm("/api/newsletter/register", { email: "a@b.de" }, offline),
    ).resolves.toEqual({ kind: "sent" });
    expect(fetch).toHaveBeenCalledWith(
      "/api/newsletter/register",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ email: "a@b.de" }) }),
    );
  });

  it("shows the server's message of a refusal, also one sent with HTTP 200", async () => {
    answerWith(Response.json({ code: 429, msg: "Zu viele Anfragen" }));
    await expect(sendForm("/api/contact/postcard", {}, offline)).resolves.toEqual({
      kind: "failed",
      msg: "Zu viele Anfragen",
    });
    answerWith(Response.json({ code: 400, msg: "E-Mail fehlt" }, { status: 400 }));
    await expect(sendForm("/api/contact/postcard", {}, offline)).resolves.toEqual({
      kind: "failed",
      msg: "E-Mail fehlt",
    });
  });

  it("names the HTTP status when the answer is not JSON", async () => {
    answerWith(new Response("<h1>Bad Gateway</h1>", { status: 502 }));
    await expect(sendForm("/api/tickets/offer/new", {}, offline)).resolves.toEqual({
      kind: "failed",
      msg: "HTTP 502",
    });
  });

  it("says the server cannot be reached when the request fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await expect(sendForm("/api/tickets/request/new", {}, offline)).resolves.toEqual({
      kind: "failed",
      msg: offline,
    });
  });
});
