import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, inject, it } from "vitest";

/** The modules a built file imports statically (what loads with it), as written in it. */
function staticImports(file: string): string[] {
  const code = readFileSync(file, "utf8");
  // `import … from "x"` and `import "x"` at a statement's start; `import("x")` loads on demand.
  const pattern = /(?:^|;)\s*import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/gm;
  return [...code.matchAll(pattern)].map((match) => match[1]!);
}

/** Every package the server's page build loads at start, following its own chunks. */
function packagesLoadedAtStart(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of staticImports(file)) {
      if (specifier.startsWith(".")) pending.push(join(dirname(file), specifier));
      else packages.add(specifier);
    }
  }
  return packages;
}

describe("what a server loads with the pages' build", () => {
  /**
   * The team's screens render in the browser only: a library only they use (the post text
   * editor's tiptap and ProseMirror, the statistics charts) would take memory on every server
   * at start for nothing (about 3.5 MB of heap for the editor, docs/decisions/0019-…).
   */
  it("loads no library of the team's screens at start", () => {
    const packages = packagesLoadedAtStart(join(inject("pageBuildDir"), "server/index.js"));
    expect([...packages]).toContain("react-dom/server");
    const teamOnly = [...packages].filter((name) =>
      /^(@tiptap\/|prosemirror|chart\.js)/.test(name),
    );
    expect(teamOnly).toEqual([]);
  });
});
