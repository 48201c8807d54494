import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * One way to attach styles (docs/decisions/0053-one-stylesheet.md): a CSS file is listed in one of
 * two lists, app/styles/index.css (every page outside the team area; the root imports it) or
 * app/features/admin/team-styles.css (the team area; its layout imports it). No other module
 * imports CSS and no other CSS file imports one: a visitor page's styles imported by its module
 * would become a second stylesheet that the server does not inline, and a file in neither list
 * would style nothing.
 */
const appDir = resolve(import.meta.dirname, "..");
const lists = {
  "styles/index.css": "root.tsx",
  "features/admin/team-styles.css": "features/admin/layout.tsx",
};

function filesUnder(dir: string, test: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, test);
    return test(entry.name) ? [path] : [];
  });
}

/** The files a CSS file `@import`s (relative to app/), in order. */
function importsOf(file: string): string[] {
  const path = join(appDir, file);
  return [...readFileSync(path, "utf8").matchAll(/^@import "([^"]+)";/gm)].map(([, target]) =>
    relative(appDir, resolve(dirname(path), target!)),
  );
}

/** Module (relative to app/) → the CSS files it imports for their side effect. */
function cssImportsOfModules(): [string, string[]][] {
  const modules = filesUnder(appDir, (name) => /\.tsx?$/.test(name) && !/\.test\./.test(name));
  return modules.flatMap((module) => {
    const css = [...readFileSync(module, "utf8").matchAll(/^import "([^"]+\.css)";/gm)].map(
      ([, path]) => relative(appDir, resolve(dirname(module), path!)),
    );
    return css.length > 0 ? [[relative(appDir, module), css] as [string, string[]]] : [];
  });
}

const allCss = filesUnder(appDir, (name) => name.endsWith(".css")).map((file) =>
  relative(appDir, file),
);
const visitorList = importsOf("styles/index.css");

describe("one way to attach styles", () => {
  it("lists every CSS file once, in the visitors' list or the team area's", () => {
    const listed = Object.keys(lists).flatMap(importsOf);
    expect(listed.length).toBe(new Set(listed).size);
    expect([...listed, ...Object.keys(lists)].sort()).toEqual(allCss.sort());
  });

  it("has no CSS file import another but the two lists", () => {
    const importing = allCss.filter((file) => importsOf(file).length > 0);
    expect(importing.sort()).toEqual(Object.keys(lists).sort());
  });

  it("has each list imported by its root module, and no module import any other CSS", () => {
    expect(cssImportsOfModules().sort()).toEqual(
      Object.entries(lists)
        .map(([list, module]) => [module, [list]])
        .sort(),
    );
  });

  it("puts the shell's pieces before the base, the base before the components, the components before the pages", () => {
    const base = visitorList.indexOf("styles/site.css");
    const shell = visitorList.slice(0, base);
    expect(shell).toContain("layout/sale-bar.css");
    const kinds = visitorList
      .slice(base + 1)
      .map((file) => (file.startsWith("components/") ? "component" : "page"));
    expect(kinds).toEqual([...kinds].sort());
  });
});
