/**
 * The floor plan's pins: each opens or closes its area's description below the plan (several
 * may be open at once), and a description's close button hands the focus back to its pin.
 * Listened for on the document, so the same code serves the plan React renders and the one of a
 * reading page, which has no React (reading-page/enhance.ts). The server renders every
 * description hidden and every pin collapsed.
 */

function toggle(pin: HTMLElement): void {
  const panel = document.getElementById(pin.getAttribute("aria-controls") ?? "");
  if (!panel) return;
  const opening = pin.getAttribute("aria-expanded") !== "true";
  pin.setAttribute("aria-expanded", String(opening));
  panel.hidden = !opening;
  // On a phone the description opens below the fold: bring it into view.
  if (opening) window.requestAnimationFrame(() => panel.scrollIntoView({ block: "nearest" }));
}

function onClick(event: MouseEvent): void {
  if (!(event.target instanceof Element)) return;
  const pin = event.target.closest<HTMLElement>(".hotspot-pin");
  if (pin) return toggle(pin);
  const panel = event.target.closest(".hotspot-close")?.closest(".hotspot-panel");
  const owner = panel && document.querySelector<HTMLElement>(`[aria-controls="${panel.id}"]`);
  if (!owner) return;
  toggle(owner);
  owner.focus();
}

/** Makes every floor plan's pins work (the page's script, enhance.ts). */
export function listenToHotspotPins(): void {
  document.addEventListener("click", onClick);
}
