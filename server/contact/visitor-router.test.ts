import { describe, expect, it } from "vitest";
import { postcardLimits } from "../../core/api/contact.ts";
import { expectApiError, testAppForBlock } from "../test/api.ts";

describe("contact API: POST /api/contact/postcard", () => {
  const t = testAppForBlock();

  const card = {
    email: "guest@example.org",
    name: "Kim",
    message: "Hallo <b>du</b>!\nZweite Zeile",
  };

  it("sends the card to the organiser with Reply-To set to the sender", async () => {
    const response = await t.post("/api/contact/postcard", card);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      code: 200,
      msg: "Deine Karte ist angekommen. Ich werde mich bald bei dir melden!",
    });
    await t.deliver();
    const mail = await t.smtp.waitFor((m) => m.to.includes("organiser@pamperplay.example"));
    expect(mail.parsed.replyTo?.[0]?.address).toBe("guest@example.org");
    expect(mail.parsed.subject).toBe("Postkarte von „Kim“ (PamperPlay München)");
    expect(mail.parsed.text).toContain("> Hallo <b>du</b>!\n> Zweite Zeile");
    // The visitor's text is escaped in the HTML part.
    expect(mail.parsed.html).toContain("Hallo &lt;b&gt;du&lt;/b&gt;!");
    expect(mail.parsed.html).not.toContain("<b>du</b>");
  });

  it("answers in English when the visitor reads English", async () => {
    const response = await t.post("/api/contact/postcard", card, { Cookie: "LOCALE=en" });
    expect(await response.json()).toEqual({
      code: 200,
      msg: "Your card has arrived. I will get back to you soon!",
    });
  });

  it("requires a valid email address, a name and a message (spec section 5)", async () => {
    await expectApiError(
      await t.post("/api/contact/postcard", { ...card, email: "guest@" }),
      400,
      /E-Mail-Adresse ist keine gültige E-Mail-Adresse/,
    );
    await expectApiError(
      await t.post("/api/contact/postcard", { ...card, name: "   " }),
      400,
      /Name darf nicht leer sein/,
    );
    await expectApiError(
      await t.post("/api/contact/postcard", { ...card, message: "" }),
      400,
      /Nachricht darf nicht leer sein/,
    );
    await expectApiError(
      await t.post("/api/contact/postcard", { email: card.email }),
      400,
      /Name fehlt; Nachricht fehlt/,
    );
    await expectApiError(
      await t.post("/api/contact/postcard", { ...card, message: "x".repeat(5001) }),
      400,
      /Nachricht ist zu lang \(höchstens 5000 Zeichen\)/,
    );
    await expectApiError(
      await t.post("/api/contact/postcard", { ...card, name: ["Kim"] }),
      400,
      /Name hat den falschen Typ/,
    );
  });

  it("takes the longest postcard allowed, even in a script of 3 bytes per character", async () => {
    const response = await t.post("/api/contact/postcard", {
      email: `${"g".repeat(60)}@${"e".repeat(60)}.example.org`,
      name: "名".repeat(postcardLimits.name),
      message: "€".repeat(postcardLimits.message),
    });
    expect(response.status).toBe(200);
  });

  it("rejects malformed JSON and oversize bodies with 400 and 413", async () => {
    await expectApiError(await t.post("/api/contact/postcard", '{"email": "a@b.de",'), 400, /JSON/);
    await expectApiError(
      await t.post("/api/contact/postcard", { ...card, message: "x".repeat(33 * 1024) }),
      413,
      /16 kB/,
    );
  });
});
