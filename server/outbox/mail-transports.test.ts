import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fileTransport, linksIn } from "./mail-transports.ts";

describe("the file transport", () => {
  const dir = mkdtempSync(join(tmpdir(), "outbox-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("logs a mail's links but never a PIN or a one-time card link", () => {
    const text =
      "Bestätigen: http://localhost:3000/newsletter-confirm?id=abc\n" +
      "PIN: http://localhost:3000/_form/form-transmit?formId=f1&pin=1234\n" +
      "Karte: http://localhost:3000/_form/card/secret-token";
    expect(linksIn(text)).toEqual([
      "http://localhost:3000/newsletter-confirm?id=abc",
      "http://localhost:3000/_form/form-transmit?formId=f1&pin=****",
      "http://localhost:3000/_form/card/****",
    ]);
  });

  it("writes each mail as a complete .eml file", async () => {
    const lines: string[] = [];
    const transport = fileTransport(dir, (line) => lines.push(line));
    await transport.send({
      id: 1,
      messageId: "<m1@pamperplay.example>",
      replyTo: null,
      listUnsubscribe: "http://localhost:3000/newsletter-cancel?id=abc",
      date: new Date("2025-06-15T16:00:00Z"),
      from: "PamperPlay <noreply@pamperplay.example>",
      to: "guest@example.org",
      subject: "Hallo",
      text: "Link: http://localhost:3000/_form/form-transmit?formId=f1&pin=4321",
      html: "<p>Link</p>",
    });
    const [file] = readdirSync(dir);
    expect(file).toMatch(/\.eml$/);
    const eml = readFileSync(join(dir, file!), "utf8");
    expect(eml).toContain("Subject: Hallo");
    expect(eml).toContain("List-Unsubscribe: <http://localhost:3000/newsletter-cancel?id=abc>");
    expect(lines.join("\n")).not.toContain("4321");
  });
});
