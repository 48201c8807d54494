/**
 * What the visitor typed, chose or ticked in an island's server HTML before its script ran
 * (docs/decisions/0028-early-input.md), each as a step that puts it back and tells the island,
 * as the visitor's own input would have: rendering writes the island's state over it.
 */
export function visitorInput(island: Element): (() => void)[] {
  const steps: (() => void)[] = [];
  for (const control of island.querySelectorAll("input, textarea, select")) {
    if (control instanceof HTMLInputElement && /^(checkbox|radio)$/.test(control.type)) {
      // A radio button unticked by ticking another is told by that one's change.
      const ticked = control.checked;
      if (ticked === control.defaultChecked || (control.type === "radio" && !ticked)) continue;
      steps.push(() => {
        control.checked = ticked;
        control.dispatchEvent(new Event("change", { bubbles: true }));
      });
    } else if (control instanceof HTMLSelectElement) {
      const chosen = control.value;
      if ([...control.options].every((option) => option.selected === option.defaultSelected))
        continue;
      steps.push(() => {
        control.value = chosen;
        control.dispatchEvent(new Event("change", { bubbles: true }));
      });
    } else if (
      (control instanceof HTMLInputElement && control.type !== "file") ||
      control instanceof HTMLTextAreaElement
    ) {
      const typed = control.value;
      if (typed === control.defaultValue) continue;
      steps.push(() => {
        control.value = typed;
        control.dispatchEvent(new Event("input", { bubbles: true }));
      });
    }
  }
  return steps;
}
