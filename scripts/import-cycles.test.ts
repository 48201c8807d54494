/**
 * Guards against import cycles in app/, core/ and server/. Lint's import-x/no-cycle names a cycle
 * at the import that closes it but leaves type-only imports out; this test reads every module's
 * relative imports with TypeScript's own pre-processor and fails listing each cycle it finds.
 * Type-only imports count here: a cycle of types still ties the modules together.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "..");
const checkedFolders = ["app", "core", "server"];
const extensions = [".ts", ".tsx"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return extensions.some((ext) => name.endsWith(ext)) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The file a relative specifier names, or undefined (packages, generated route types). */
function resolveRelative(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = resolve(dirname(from), specifier);
  const candidates = [
    base,
    ...extensions.map((ext) => base + ext),
    ...extensions.map((ext) => join(base, "index" + ext)),
  ];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

export function importGraph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const targets = importedFiles
      .map(({ fileName }) => resolveRelative(file, fileName))
      .filter((path): path is string => path !== undefined && known.has(path));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Strongly connected components (Tarjan) with more than one module, or a module importing itself. */
export function findCycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;

  function visit(node: string): void {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) {
      cycles.push(component.sort());
    }
  }

  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/**
 * The server's folders as one graph: a folder imports another when any of its modules (tests and
 * test fixtures left out: they may reach across) imports one of the other's. A module directly
 * under server/ (the composition root, config, clock) stands for itself.
 */
export function folderGraph(graph: Map<string, string[]>, base: string): Map<string, string[]> {
  const folderOf = (file: string) => relative(base, file).split("/")[0]!;
  const isTest = (file: string) =>
    /\.test\.tsx?$/.test(file) || relative(base, file).split("/").includes("test");
  const folders = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    if (isTest(file)) continue;
    const from = folderOf(file);
    const edges = folders.get(from) ?? new Set<string>();
    for (const target of targets)
      if (!isTest(target) && folderOf(target) !== from) edges.add(folderOf(target));
    folders.set(from, edges);
  }
  return new Map([...folders].map(([folder, edges]) => [folder, [...edges]]));
}

describe("import graph", () => {
  it("finds a cycle when there is one", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ]);
    expect(findCycles(graph)).toEqual([["a", "b", "c"]]);
  });

  it("has no cycles in app/, core/ and server/", () => {
    const files = checkedFolders.flatMap((folder) => sourceFiles(join(root, folder)));
    const cycles = findCycles(importGraph(files)).map((cycle) =>
      cycle.map((file) => relative(root, file)).join(" <-> "),
    );
    expect(cycles).toEqual([]);
  });

  it("has no cycles between the folders of server/", () => {
    const server = join(root, "server");
    const cycles = findCycles(folderGraph(importGraph(sourceFiles(server)), server));
    expect(cycles.map((cycle) => cycle.join(" <-> "))).toEqual([]);
  });
});
