import { readdirSync, watch } from "node:fs";
import { join } from "node:path";
import type { ContentStore } from "../../core/content/store.ts";
import { ContentError, defaultContentDir, loadContent } from "./load.ts";

interface WatchOptions {
  root?: string;
  /** Called after the store holds the new content (the dev server then reloads the browser). */
  onReload?: () => void;
  log?: Pick<Console, "info" | "error">;
  /** Editors write a file in several steps; one reload after the last of them. */
  settleMs?: number;
}

/**
 * Development only: reloads the hubs' content (posts, events, packages, pages) when a file under
 * `content/` changes, in place, so that every service reading the store sees it on its next
 * request. Invalid content is reported and the last valid content stays. Form definitions and the
 * simulated shop keep what they read at start-up.
 */
export function watchContent(store: ContentStore, options: WatchOptions = {}): () => void {
  const { root = defaultContentDir, onReload, log = console, settleMs = 100 } = options;
  let timer: NodeJS.Timeout | undefined;
  const reload = () => {
    try {
      Object.assign(store, loadContent(root));
      log.info("Content reloaded");
      onReload?.();
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      log.error(`Content not reloaded, the last valid content stays: ${error.message}`);
    }
  };
  const changed = () => {
    clearTimeout(timer);
    timer = setTimeout(reload, settleMs);
  };
  // One watcher per folder: a recursive watch loses files that editors replace by renaming.
  const watchers = contentFolders(root).map((folder) => watch(folder, changed));
  return () => {
    clearTimeout(timer);
    for (const watcher of watchers) watcher.close();
  };
}

function contentFolders(root: string): string[] {
  const below = readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(entry.parentPath, entry.name));
  return [root, ...below];
}
