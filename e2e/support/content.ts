import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "./test.ts";

const contentDir = new URL("../../content", import.meta.url).pathname;

/**
 * For the enclosing describe block: a copy of the cities' content with each hub's `file`
 * (hub.json, packages.json) changed by `change`, for a server started with CONTENT_DIR (e.g.
 * every city sold out, which the real content never is). `dir()` writes it on first use (as the
 * block's server starts) and the copy is removed after the block.
 */
export function changedContent(
  change: (hub: Record<string, unknown>) => void,
  file = "hub.json",
): {
  dir: () => string;
} {
  let dir: string | undefined;
  test.afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return {
    dir: () => {
      if (dir) return dir;
      dir = mkdtempSync(join(tmpdir(), "site-content-"));
      cpSync(contentDir, dir, { recursive: true });
      for (const city of ["munich", "essen", "hamburg"]) {
        const path = join(dir, "hubs", city, file);
        const hub = JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
        change(hub);
        writeFileSync(path, JSON.stringify(hub, null, 2));
      }
      return dir;
    },
  };
}

/** Every city's shop closed: the sold-out notice is on. */
export const soldOutContent = () => changedContent((hub) => (hub.soldOutNotice = true));
