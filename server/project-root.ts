import { existsSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * The project's folder (the one with package.json), found upwards from this module: the server
 * runs from its sources in development and tests, and from its compiled copy under build/node
 * in production (`npm start`), so a fixed number of `../` would be right in only one of them.
 */
function findProjectRoot(): string {
  for (let folder = import.meta.dirname; ; folder = dirname(folder)) {
    if (existsSync(join(folder, "package.json"))) return folder;
    if (dirname(folder) === folder) throw new Error("package.json not found above the server");
  }
}

const projectRoot = findProjectRoot();

/** A path inside the project folder, e.g. `projectPath("content")`. */
export const projectPath = (relative: string): string => join(projectRoot, relative);
