import { useId, type ReactNode } from "react";

/** A box to tick with its label beside it (the team's post settings). */
export function CheckboxField({
  name,
  label,
  checked,
  onChange,
  disabled,
}: {
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange?(checked: boolean): void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <p className="visitor-check">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        // A box without onChange is shown, never changed (it is always on).
        readOnly={!onChange}
        onChange={(event) => onChange?.(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </p>
  );
}
