import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { formDefinitionSchema } from "../../../../core/forms/definition.ts";
import { hotelForm } from "../../../../core/forms/test/hotel-fixture.ts";
import { LocaleContext } from "../../../i18n/messages.ts";
import { FormEngine } from "./form-engine.tsx";

function render(definition: Parameters<typeof FormEngine>[0]["definition"], locale: "de" | "en") {
  return renderToStaticMarkup(
    <LocaleContext value={locale}>
      <FormEngine
        formKey="test"
        definition={definition}
        openedWith={null}
        currentMonth={{ year: 2025, month: 8 }}
      />
    </LocaleContext>,
  );
}

/** A definition using every kind of field the engine knows. */
const sampler = formDefinitionSchema.parse({
  title: { de: "Probe", en: "Sample" },
  groups: [
    {
      title: "Allgemein",
      fields: [
        { identifier: "email", type: "input", label: "E-Mail", options: { type: "email" } },
        { identifier: "note", type: "text", label: { de: "Notiz", en: "Note" }, optional: true },
        { identifier: "mystery", type: "input" },
        {
          identifier: "size",
          type: "choice",
          label: "Größe",
          options: {
            choices: ["xs", "s", "m", "l", "xl"].map((value) => ({ value, label: value })),
          },
        },
        {
          identifier: "count",
          type: "input",
          label: "Anzahl",
          options: { type: "number", min: 1, max: 8 },
        },
      ],
    },
  ],
  submitButtonText: { de: "Senden", en: "Send" },
  showPreview: true,
  recipient: "hotel",
  mailSubject: "Probe",
  mailTemplate: "Von {{email}}: {{count}} × {{size}}",
  senderName: "{{email}}",
});

describe("form engine (server render)", () => {
  it("renders the hotel form: names for autofill, types, bounds, radio choices, a submit button with no greyed-out hint", () => {
    const html = render(hotelForm, "en");
    expect(html).toContain('name="first_name"');
    expect(html).toMatch(/name="telephone"[^>]*type="tel"|type="tel"[^>]*name="telephone"/);
    expect(html).toMatch(/type="email"/);
    expect(html).toMatch(/type="date"[^>]*min="2025-10-10"[^>]*max="2025-10-11"/);
    expect(html).toMatch(/type="number"[^>]*min="1"[^>]*max="12"/);
    expect(html).toMatch(/autocomplete="cc-number"/i);
    expect(html.match(/type="radio"/g)).toHaveLength(2);
    const submit = html.match(/<button type="submit"[^>]*>Submit request with obligation to pay/);
    expect(submit?.[0]).not.toContain("aria-disabled");
    expect(html).not.toContain("fill in all");
    expect(html).not.toContain("Preview of the email");
  });

  it("shows German labels to German visitors", () => {
    const html = render(hotelForm, "de");
    expect(html).toContain("Kartennummer");
    expect(html).toContain("Zahlungspflichtig anfragen");
  });

  it("renders many choices as a select, optional fields, a loading text for a missing label, the preview", () => {
    const html = render(sampler, "en");
    expect(html).toMatch(/<select[^>]*name="size"/);
    expect(html).toMatch(/<option value=""[^>]*>Please choose<\/option>/);
    expect(html).toMatch(/<textarea[^>]*name="note"/);
    expect(html).toContain('Note<span class="form-optional"> (optional)</span>');
    expect(html).toContain("Loading …");
    expect(html).toContain("Preview of the email");
    expect(html).toContain("Von [...]: [...] × [...]");
  });
});
