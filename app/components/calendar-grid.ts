/**
 * The calendar grid's keys (WAI-ARIA grid pattern): one tile takes the Tab stop, the arrow keys,
 * Home/End (row) move it. Listened for on the document, so the same code serves the grid React
 * renders and the one of a reading page, which has no React (reading-page/enhance.ts).
 */

export const columns = 7;

/** The tile index a grid key moves to from `index`, or null for other keys. */
function moveBy(key: string, index: number): number | null {
  switch (key) {
    case "ArrowLeft":
      return index - 1;
    case "ArrowRight":
      return index + 1;
    case "ArrowUp":
      return index - columns;
    case "ArrowDown":
      return index + columns;
    case "Home":
      return index - (index % columns);
    case "End":
      return index - (index % columns) + columns - 1;
    default:
      return null;
  }
}

/** The grid's tile an event happened on, with its grid. */
function tileOf(target: EventTarget | null) {
  const tile = target instanceof Element ? target.closest<HTMLElement>("[data-index]") : null;
  const grid = tile?.closest<HTMLElement>(".calendar-grid");
  return tile && grid ? { tile, grid } : null;
}

function onKeyDown(event: KeyboardEvent): void {
  const found = tileOf(event.target);
  if (!found) return;
  const next = moveBy(event.key, Number(found.tile.dataset.index));
  if (next === null) return;
  event.preventDefault();
  const tiles = found.grid.querySelectorAll<HTMLElement>("[data-index]");
  tiles[Math.min(tiles.length - 1, Math.max(0, next))]?.focus();
}

/** The focused tile becomes the grid's Tab stop. */
function onFocusIn(event: FocusEvent): void {
  const found = tileOf(event.target);
  if (!found) return;
  for (const tile of found.grid.querySelectorAll<HTMLElement>('[tabindex="0"]')) tile.tabIndex = -1;
  found.tile.tabIndex = 0;
}

/** Makes every calendar grid on the page keyboard-navigable (the page's script, enhance.ts). */
export function listenToCalendarGrids(): void {
  document.addEventListener("keydown", onKeyDown);
  document.addEventListener("focusin", onFocusIn);
}
