import { useCallback, useEffectEvent, useLayoutEffect, useRef } from "react";

/** A control a visitor fills in, or a group of radio buttons (its fieldset). */
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | HTMLFieldSetElement;

/** What the control holds now: for a radio group the ticked button's value ("" for none). */
function currentValue(control: Control): string {
  if (control instanceof HTMLFieldSetElement) {
    return control.querySelector<HTMLInputElement>("input[type=radio]:checked")?.value ?? "";
  }
  return control.value;
}

/**
 * Keeps what a visitor typed, chose or ticked in the server's HTML before the scripts ran
 * (docs/decisions/0028-early-input.md). The form's state starts empty, as the server rendered
 * it, and hydration leaves the control's value alone; but the next render would write the empty
 * state over it. So the control's value is read once as it mounts and handed to `onChange`,
 * before the browser paints. A control the browser created holds the state's value already.
 * Returns the ref for the control.
 */
export function useEarlyInput(value: string, onChange: (value: string) => void) {
  const control = useRef<Control | null>(null);
  const adopt = useEffectEvent(() => {
    const early = control.current ? currentValue(control.current) : value;
    if (early !== value) onChange(early);
  });
  // Once, as it mounts: from then on every change comes through onChange.
  useLayoutEffect(() => adopt(), []);
  return useCallback((element: Control | null) => {
    control.current = element;
  }, []);
}
