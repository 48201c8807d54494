import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LocaleContext } from "../../i18n/messages.ts";
import { optionalNumber, SettingsForm, wholeNumber } from "./settings-form.tsx";

const values = { enabled: true, minutes: "15", note: "" };

function render(props: { busy?: boolean; saving?: boolean; inline?: boolean } = {}) {
  return renderToStaticMarkup(
    <LocaleContext value="en">
      <SettingsForm
        values={values}
        fields={[
          { name: "enabled", label: "Room on" },
          { name: "minutes", label: "Voucher minutes", hideLabel: true, ...wholeNumber(240) },
          { name: "note", label: "Note", multiline: true, rows: 3 },
        ]}
        submit="Save"
        busy={props.busy ?? false}
        saving={props.saving}
        inline={props.inline}
        onSave={() => {}}
      />
    </LocaleContext>,
  );
}

/** The tag of the form's control named `name`. */
const control = (html: string, name: string) =>
  new RegExp(`<(input|textarea)[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? "";

describe("the team's settings form", () => {
  it("shows each saved value in its field: a switch as a box to tick, text in a labelled field", () => {
    const html = render();
    for (const attribute of ['type="checkbox"', 'checked=""'])
      expect(control(html, "enabled")).toContain(attribute);
    expect(html).toContain("Room on");
    for (const attribute of ['type="number"', 'min="1"', 'max="240"', 'step="1"', 'value="15"'])
      expect(control(html, "minutes")).toContain(attribute);
    expect(control(html, "minutes")).toContain('required=""');
    // A table's column names the field on screen; the label is still there for screen readers.
    expect(html).toContain('class="visually-hidden">Voucher minutes</label>');
    expect(control(html, "note")).toContain('rows="3"');
    expect(html).toMatch(/class="admin-settings"/);
    expect(html).toContain('<button type="submit" class="button button-primary">Save</button>');
  });

  it("waits while a call is under way and says when its own save is", () => {
    expect(render({ busy: true })).toContain(
      '<button type="submit" class="button button-primary" disabled="">Save</button>',
    );
    expect(render({ busy: true, saving: true })).toContain(">Saving …</button>");
  });

  it("in a table row sits beside a secondary button", () => {
    const html = render({ inline: true });
    expect(html).toMatch(/class="admin-inline-form"/);
    expect(html).toContain('class="button button-secondary">Save</button>');
  });
});

describe("an optional number", () => {
  it("is null when left empty and reads a German decimal comma", () => {
    expect(optionalNumber("")).toBeNull();
    expect(optionalNumber("  ")).toBeNull();
    expect(optionalNumber("27,50")).toBe(27.5);
    expect(optionalNumber("12")).toBe(12);
  });
});
