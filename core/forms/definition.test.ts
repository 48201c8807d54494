import { describe, expect, it } from "vitest";
import hotelJson from "../../content/forms/hotel.json" with { type: "json" };
import { formDefinitionSchema } from "./definition.ts";
import { fieldsOf, formText } from "./fields.ts";
import { placeholdersOf } from "./placeholders.ts";

const minimal = {
  title: "Test",
  groups: [
    {
      title: "Kontakt",
      fields: [
        { identifier: "name", type: "input", label: "Name" },
        { identifier: "email", type: "input", label: "E-Mail", options: { type: "email" } },
      ],
    },
  ],
  submitButtonText: "Senden",
  recipient: "hotel",
  mailSubject: "Anfrage von {{name}}",
  mailTemplate: "Name: {{name}}\nE-Mail: {{email}}",
  senderName: "{{name}} ({{email}})",
};

function problems(input: unknown): string[] {
  const result = formDefinitionSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
}

describe("form definition schema", () => {
  it("accepts the hotel form and fills in the defaults", () => {
    const hotel = formDefinitionSchema.parse(hotelJson);
    expect(fieldsOf(hotel).map((f) => f.identifier)).toEqual([
      "first_name",
      "last_name",
      "telephone",
      "email",
      "room_type",
      "arrival_date",
      "departure_date",
      "credit_card_holder",
      "credit_card_number",
      "credit_card_expiry_month",
      "credit_card_expiry_year",
    ]);
    expect(hotel.showPreview).toBe(false);
    expect(hotel.mailLocale).toBe("de");
    expect(formText(hotel.submitButtonText, "en")).toBe("Submit request with obligation to pay");
    expect(hotel.mailSubject).toContain("10.–12. Oktober 2025");
    expect(hotel.mailTemplate).toContain("Stichwort: PamperPlay 2025");
  });

  it("defaults: no preview, German mail, the email field verifies", () => {
    const parsed = formDefinitionSchema.parse(minimal);
    expect(parsed).toMatchObject({
      showPreview: false,
      mailLocale: "de",
      verificationField: "email",
      availability: "always",
    });
  });

  it("refuses unknown placeholders, and sensitive fields outside the mail body", () => {
    expect(problems({ ...minimal, mailTemplate: "{{nmae}}" })).toEqual([
      "mailTemplate: unknown placeholder {{nmae}}",
    ]);
    expect(problems({ ...minimal, mailSubject: "{{secure_link}}" })).toEqual([
      "mailSubject: unknown placeholder {{secure_link}}",
    ]);
    const withCard = structuredClone(minimal);
    withCard.groups[0]!.fields.push({
      identifier: "card",
      type: "input",
      label: "Karte",
      options: { type: "text" },
      sensitive: true,
    } as never);
    withCard.mailSubject = "{{card}}";
    expect(problems(withCard)).toEqual([
      "mailSubject: sensitive field {{card}} may appear in the mail body only",
      "mailTemplate: a form with sensitive fields must give the recipient {{secure_link}}",
    ]);
  });

  it("checks field options against the field's type", () => {
    const field = (f: object) => ({
      ...minimal,
      groups: [{ title: "G", fields: [...minimal.groups[0]!.fields, f] }],
    });
    expect(problems(field({ identifier: "room", type: "choice" }))).toEqual([
      "groups.0.fields.2.options: a choice field needs options.choices",
    ]);
    expect(
      problems(field({ identifier: "day", type: "input", options: { type: "date", min: 3 } })),
    ).toHaveLength(1);
    expect(
      problems(field({ identifier: "n", type: "input", options: { type: "text", luhn: true } })),
    ).toEqual(["groups.0.fields.2.options: luhn needs numeric"]);
    expect(problems(field({ identifier: "Bad-Name", type: "input" }))).toHaveLength(1);
    expect(problems(field({ identifier: "name", type: "input" }))).toEqual([
      ": duplicate field name",
    ]);
  });

  it("rules between fields name fields of the fitting type", () => {
    const dated = structuredClone(minimal);
    dated.groups[0]!.fields.push(
      { identifier: "from", type: "input", label: "Von", options: { type: "date" } },
      { identifier: "until", type: "input", label: "Bis", options: { type: "date" } },
    );
    const after = { rule: "after", field: "until", than: "from" };
    expect(problems({ ...dated, rules: [after] })).toEqual([]);
    expect(problems({ ...dated, rules: [{ ...after, than: "name" }] })).toEqual([
      "rules.0: after: name must be a date input",
    ]);
    expect(
      problems({ ...dated, rules: [{ rule: "notExpired", month: "from", year: "nope" }] }),
    ).toEqual([
      "rules.0: notExpired: from must be a number input",
      "rules.0: notExpired: nope must be a number input",
    ]);
  });

  it("needs a required email input to send the PIN to", () => {
    expect(problems({ ...minimal, verificationField: "name" })).toEqual([
      "verificationField: must name a required email input",
    ]);
  });

  it("finds placeholders, and falls back to German where English is missing", () => {
    expect(placeholdersOf("{{a}} and {{ b_c }} but not {single}")).toEqual(["a", "b_c"]);
    expect(formText({ de: "Nur Deutsch" }, "en")).toBe("Nur Deutsch");
    expect(formText(undefined, "de")).toBeUndefined();
  });
});
