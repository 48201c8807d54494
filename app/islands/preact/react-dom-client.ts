/**
 * What the islands' scripts get for `react-dom/client` (vite.config.ts): `hydrateRoot` on Preact.
 * The island's server HTML comes from React, whose ids Preact does not make, and Preact's
 * hydration keeps the server's attributes while its tree holds its own: a field's problem, shown
 * later, would name an id no element has. So Preact renders over the server's nodes, keeping the
 * nodes and writing the attributes that differ from its tree, and what the visitor typed, chose or
 * ticked before is put back afterwards (visitor-input.ts).
 */
import { h, render, type ComponentChild } from "preact";
import { IslandIdPrefix } from "./react.ts";
import { visitorInput } from "./visitor-input.ts";

export function hydrateRoot(
  container: Element,
  island: ComponentChild,
  { identifierPrefix }: { identifierPrefix?: string } = {},
): void {
  const early = visitorInput(container);
  render(h(IslandIdPrefix, { value: identifierPrefix ?? "island-" }, island), container);
  for (const putBack of early) putBack();
}
