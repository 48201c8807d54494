import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";

/**
 * Counts what the test suite asserts, so that a change that makes it faster can show it asserts
 * as much as before (`npm run count:assertions`, in the checkout to count; `-- --files` adds a
 * line per file to compare two checkouts with `diff`). Tests are counted as the runners list them
 * (loops and `each` expanded), without running any; `expect` calls are counted where they are
 * written, in test files and in the helpers they share (e2e/support, server/test).
 */
const root = process.cwd();
const perFile = process.argv.includes("--files");

interface Part {
  name: string;
  testsPerFile: Map<string, number>;
  expectsPerFile: Map<string, number>;
}

const expectCall = /\bexpect(?:\.soft|\.poll)?\s*\(/g;

function countExpects(files: string[]): Map<string, number> {
  return new Map(
    files.map((file) => [
      file,
      readFileSync(join(root, file), "utf8").match(expectCall)?.length ?? 0,
    ]),
  );
}

function sourceFiles(folder: string, pattern: RegExp): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
    .map((file) => join(folder, file))
    .filter((file) => pattern.test(file) && !file.includes("node_modules"))
    .sort();
}

function increment(counts: Map<string, number>, file: string): void {
  counts.set(file, (counts.get(file) ?? 0) + 1);
}

function runJson(args: string[]): unknown {
  const output = execFileSync(process.execPath, args, {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    stdio: ["ignore", "pipe", "inherit"],
  });
  return JSON.parse(output);
}

/** Vitest's own list of every test, both projects (unit and build). */
function unitPart(): Part {
  const folder = mkdtempSync(join(tmpdir(), "count-assertions-"));
  const listFile = join(folder, "list.json");
  try {
    execFileSync(
      process.execPath,
      ["node_modules/vitest/vitest.mjs", "list", `--json=${listFile}`],
      {
        cwd: root,
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
    const tests = JSON.parse(readFileSync(listFile, "utf8")) as { file: string }[];
    const testsPerFile = new Map<string, number>();
    for (const test of tests) increment(testsPerFile, relative(root, test.file));
    const files = ["app", "core", "content", "server", "scripts", "bench", "deploy"].flatMap(
      (dir) => sourceFiles(dir, /\.test\.tsx?$|[/]test[/][^/]+\.ts$/),
    );
    return { name: "unit", testsPerFile, expectsPerFile: countExpects(files) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

interface PlaywrightSuite {
  file: string;
  specs?: { tests: unknown[] }[];
  suites?: PlaywrightSuite[];
}

/** Playwright's own list of every browser test. */
function browserPart(): Part {
  const report = runJson([
    "node_modules/@playwright/test/cli.js",
    "test",
    "--list",
    "--reporter=json",
  ]) as { suites: PlaywrightSuite[] };
  const testsPerFile = new Map<string, number>();
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? [])
      for (const _ of spec.tests) increment(testsPerFile, join("e2e", suite.file));
    for (const inner of suite.suites ?? []) walk(inner);
  };
  report.suites.forEach(walk);
  return { name: "e2e", testsPerFile, expectsPerFile: countExpects(sourceFiles("e2e", /\.ts$/)) };
}

const sum = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0);

for (const part of [unitPart(), browserPart()]) {
  if (perFile) {
    const files = [...new Set([...part.testsPerFile.keys(), ...part.expectsPerFile.keys()])];
    for (const file of files.sort())
      console.log(
        `${part.name}\t${file}\ttests ${part.testsPerFile.get(file) ?? 0}\texpect ${part.expectsPerFile.get(file) ?? 0}`,
      );
  }
  console.log(
    `${part.name}: ${sum(part.testsPerFile)} tests in ${part.testsPerFile.size} files, ${sum(part.expectsPerFile)} expect calls`,
  );
}
