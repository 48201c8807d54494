import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "./test.ts";

const contentDir = new URL("../../content", import.meta.url).pathname;

/**
 * For the enclosing describe block: a copy of the cities' content with each hub's file changed by
 * `change`, for a server started with CONTENT_DIR (e.g. every city sold out, which the real
 * content never is). `dir()` writes it on first use (as the block's server starts) and the copy
 * is removed after the block.
 */
export function changedContent(change: (hub: Record<string, unknown>) => void): {
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
        const file = join(dir, "hubs", city, "hub.json");
        const hub = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
        change(hub);
        writeFileSync(file, JSON.stringify(hub, null, 2));
      }
      return dir;
    },
  };
}

/** Every city's shop closed: the sold-out notice is on. */
export const soldOutContent = () => changedContent((hub) => (hub.soldOutNotice = true));
