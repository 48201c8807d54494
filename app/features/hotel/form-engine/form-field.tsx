import type { FieldDefinition } from "../../../../core/forms/definition.ts";
import { formText } from "../../../../core/forms/fields.ts";
import { useLocale, useMessages } from "../../../i18n/messages.ts";
import { useEarlyInput } from "../../../components/form/early-input.ts";
import { useFieldError } from "../../../components/form/error-summary.tsx";
import { Field } from "../../../components/form/field.tsx";
import { SelectField } from "../../../components/form/select-field.tsx";
import { formEngineMessages } from "./form-engine.messages.ts";

export interface FieldProps {
  formKey: string;
  field: FieldDefinition;
  value: string;
  /** The field's problem as a sentence, shown once the visitor has left the field. */
  error: string | undefined;
  disabled: boolean;
  onChange(value: string): void;
  onBlur(): void;
}

/** Up to this many choices render as radio buttons, more as a select (unless the definition says). */
const maxRadioChoices = 4;

/**
 * One field of a definition: label, the fitting control, and its problem in words. Choices are
 * radio buttons or a select; typed fields are the forms' one `Field`.
 */
export function FormField({
  formKey,
  field,
  value,
  error,
  disabled,
  onChange,
  onBlur,
}: FieldProps) {
  const t = useMessages(formEngineMessages);
  const locale = useLocale();
  // A choice made before the scripts ran (typed fields keep theirs in Field).
  const early = useEarlyInput(value, onChange);
  const id = `${formKey}-${field.identifier}`;
  const errorId = `${id}-error`;
  const options = field.options ?? {};
  const label = formText(field.label, locale);
  const labelText = (
    <>
      {label ?? <span className="form-label-loading">{t("loadingLabel")}</span>}
      {field.optional && <span className="form-optional"> {t("optional")}</span>}
    </>
  );
  const errorLine = error ? (
    <p className="form-field-error" id={errorId}>
      {error}
    </p>
  ) : null;
  // The summary's link leads to the first radio button (selects and inputs report their own).
  const firstRadioId = `${id}-first`;
  const choices = options.choices ?? [];
  const display = options.display ?? (choices.length <= maxRadioChoices ? "radio" : "select");
  const radios = field.type === "choice" && display === "radio";
  useFieldError(firstRadioId, radios ? error : undefined);
  const common = {
    name: field.identifier,
    required: !field.optional,
    disabled,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
  } as const;

  if (field.type === "choice") {
    if (radios) {
      return (
        <fieldset
          ref={early}
          className="form-field form-choice"
          role="radiogroup"
          aria-required={common.required}
          aria-invalid={common["aria-invalid"]}
          aria-describedby={common["aria-describedby"]}
        >
          <legend>{labelText}</legend>
          {choices.map((choice, index) => (
            <label key={choice.value} className="form-radio">
              <input
                id={index === 0 ? firstRadioId : undefined}
                type="radio"
                name={field.identifier}
                value={choice.value}
                checked={value === choice.value}
                required={common.required}
                disabled={disabled}
                onChange={() => onChange(choice.value)}
                onBlur={onBlur}
              />
              <span>{formText(choice.label, locale)}</span>
            </label>
          ))}
          {errorLine}
        </fieldset>
      );
    }
    const labels = new Map(choices.map((choice) => [choice.value, choice.label]));
    return (
      <SelectField
        className="form-field"
        name={field.identifier}
        label={labelText}
        value={value}
        options={choices.map((choice) => choice.value)}
        optionText={(option) => formText(labels.get(option) ?? option, locale) ?? option}
        placeholder={t("pleaseChoose")}
        error={error}
        required={common.required}
        disabled={disabled}
        onChange={onChange}
        onBlur={onBlur}
      />
    );
  }

  // Typed fields: the one labelled input of the forms; the definition gives its attributes.
  const type = field.type === "text" ? "text" : (options.type ?? "text");
  const bounded = type === "number" || type === "date" || type === "month";
  return (
    <Field
      className={field.type === "text" ? "form-field" : `form-field form-input-${type}`}
      name={field.identifier}
      label={labelText}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      invalid={error !== undefined}
      invalidText={error}
      multiline={field.type === "text"}
      rows={5}
      required={!field.optional}
      disabled={disabled}
      type={type}
      autoComplete={options.autocomplete}
      // Numeric text (card numbers) may be typed with spaces; the length is checked on the digits.
      inputMode={options.numeric || type === "number" ? "numeric" : undefined}
      minLength={options.numeric ? undefined : options.minLength}
      maxLength={options.numeric ? undefined : options.maxLength}
      min={bounded ? options.min : undefined}
      max={bounded ? options.max : undefined}
      step={type === "number" ? 1 : undefined}
    />
  );
}
