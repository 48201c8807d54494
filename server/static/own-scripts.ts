import { readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * The reading pages' script (app/reading-page/enhance.ts) or an islands' one
 * (app/islands/hydrate-<script>.tsx), as a URL of the build: Vite bundles them on their own, so
 * React Router's manifest does not list them, and only their file names tell them apart.
 */
export function ownScriptUrl(clientDir: string, name: "enhance" | `hydrate-${string}`): string {
  const file = readdirSync(join(clientDir, "assets")).find((file) =>
    new RegExp(`^${name}-[\\w-]+\\.js$`).test(file),
  );
  if (!file) throw new Error(`no ${name} script in ${clientDir}/assets`);
  return `/assets/${file}`;
}
