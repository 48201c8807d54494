import { useState } from "react";
import { CheckboxField } from "../../components/form/checkbox-field.tsx";
import { Field, type FieldProps } from "../../components/form/field.tsx";
import { useMessages } from "../../i18n/messages.ts";
import { adminMessages } from "./admin.messages.ts";

/** A settings form's values as its fields hold them: a switch ticked or not, else the text typed. */
export type SettingsValues = Record<string, string | boolean>;

/** A text field's own attributes: a number's bounds, a text area's rows, a narrower box, … */
type TextOptions = Omit<FieldProps, "name" | "label" | "value" | "onChange">;

/**
 * One field of a settings form, named by its value's key: a box to tick for a switch, else a
 * labelled text field (a number, a text, a text area).
 */
export type SettingField<V extends SettingsValues> = {
  [K in keyof V & string]: { name: K; label: string } & (V[K] extends boolean
    ? object
    : TextOptions);
}[keyof V & string];

interface SettingsFormProps<V extends SettingsValues> {
  /** The values as saved: the form starts anew from them whenever they change (after a save). */
  values: V;
  fields: readonly SettingField<V>[];
  /** The submit button's words. */
  submit: string;
  /** A call of the screen is under way (or the form cannot be sent now): the button waits. */
  busy: boolean;
  /** This form's own save is under way: the button says so. */
  saving?: boolean;
  /** A row's small form in a team table (fields beside their button), else a settings section. */
  inline?: boolean;
  onSave(values: V): void;
}

/**
 * The team's settings forms (waiting room, resale payment, wait lists): each field holds its
 * text or tick until the form is sent, and the screen turns the values into its call's body.
 */
export function SettingsForm<V extends SettingsValues>(props: SettingsFormProps<V>) {
  return <EditedSettings key={JSON.stringify(props.values)} {...props} />;
}

function EditedSettings<V extends SettingsValues>({
  values: saved,
  fields,
  submit,
  busy,
  saving = false,
  inline = false,
  onSave,
}: SettingsFormProps<V>) {
  const t = useMessages(adminMessages);
  const [values, setValues] = useState(saved);
  const set = (name: keyof V, value: string | boolean) =>
    setValues((current) => ({ ...current, [name]: value }));
  return (
    <form
      className={inline ? "admin-inline-form" : "admin-settings"}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(values);
      }}
    >
      {fields.map(({ name, label, ...options }) => {
        const value: string | boolean = values[name] ?? "";
        return typeof value === "boolean" ? (
          <CheckboxField
            key={name}
            name={name}
            label={label}
            checked={value}
            onChange={(checked) => set(name, checked)}
          />
        ) : (
          <Field
            key={name}
            {...options}
            name={name}
            label={label}
            value={value}
            onChange={(text) => set(name, text)}
          />
        );
      })}
      <button
        type="submit"
        className={`button ${inline ? "button-secondary" : "button-primary"}`}
        disabled={busy}
      >
        {saving ? t("working") : submit}
      </button>
    </form>
  );
}

/** A field's attributes for a whole number from 1 to `max` (required: clear it with `required: false`). */
export const wholeNumber = (max: number) =>
  ({ type: "number", min: 1, max, step: 1, required: true }) as const;

/** A number typed in an optional field, or null when it was left empty (',' is the German decimal mark). */
export function optionalNumber(text: string): number | null {
  const number = Number(text.replace(",", "."));
  return text.trim() === "" || !Number.isFinite(number) ? null : number;
}
