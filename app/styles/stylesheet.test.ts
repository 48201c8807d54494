import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every visitor page paints with one stylesheet, app/styles/index.css and what it lists
 * (docs/decisions/0053-one-stylesheet.md). A visitor page's styles imported by its module would
 * become a second stylesheet on that page, and a file in neither place would style nothing.
 */
const appDir = resolve(import.meta.dirname, "..");

/** The team area's styles: its members only, so they come with its code instead. */
const teamStyles = [
  "features/admin/admin.css",
  "features/resale/resale-matches.css",
  "features/admin/team.css",
  "features/posts/posts.css",
  "features/tickets/team-tickets.css",
];

function filesUnder(dir: string, test: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, test);
    return test(entry.name) ? [path] : [];
  });
}

/** The CSS files an `@import` list reaches, the file itself included, in cascade order. */
function cssReachedFrom(file: string): string[] {
  const imports = [...readFileSync(file, "utf8").matchAll(/^@import "([^"]+)";/gm)];
  return [...imports.flatMap(([, path]) => cssReachedFrom(resolve(dirname(file), path!))), file];
}

/** Module (relative to app/) → the CSS files it imports for their side effect. */
function cssImportsOfModules(): Map<string, string[]> {
  const modules = filesUnder(appDir, (name) => /\.tsx?$/.test(name) && !/\.test\./.test(name));
  return new Map(
    modules.flatMap((module) => {
      const css = [...readFileSync(module, "utf8").matchAll(/^import "([^"]+\.css)";/gm)].map(
        ([, path]) => relative(appDir, resolve(dirname(module), path!)),
      );
      return css.length > 0 ? [[relative(appDir, module), css] as const] : [];
    }),
  );
}

const listed = cssReachedFrom(join(appDir, "styles/index.css")).map((file) =>
  relative(appDir, file),
);
const importedByModules = cssImportsOfModules();

describe("the site's one stylesheet", () => {
  it("is imported by the root alone, and lists each visitor page's and component's styles once", () => {
    const allCss = filesUnder(appDir, (name) => name.endsWith(".css")).map((file) =>
      relative(appDir, file),
    );
    expect(listed.length).toBe(new Set(listed).size);
    expect([...listed, ...teamStyles].sort()).toEqual(allCss.sort());
    expect([...importedByModules].filter(([, css]) => css.includes("styles/index.css"))).toEqual([
      ["root.tsx", ["styles/index.css"]],
    ]);
  });

  it("puts the base before the components and the components before the pages", () => {
    const position = (file: string) => listed.indexOf(file);
    expect(position("styles/site.css")).toBeLessThan(position("components/agenda-card.css"));
    const components = listed.filter((file) => file.startsWith("components/"));
    const pages = listed.filter((file) => /^(features|routes)\//.test(file));
    expect(Math.max(...components.map(position))).toBeLessThan(Math.min(...pages.map(position)));
  });

  it("is the only stylesheet a module outside the team area imports", () => {
    const imports = [...importedByModules].flatMap(([module, css]) =>
      css.map((file) => ({ module, file })),
    );
    const visitorStylesImported = imports.filter(
      ({ file }) => file !== "styles/index.css" && !teamStyles.includes(file),
    );
    expect(visitorStylesImported, "list these in app/styles/index.css instead").toEqual([]);
    expect(new Set(imports.map(({ file }) => file))).toEqual(
      new Set(["styles/index.css", ...teamStyles]),
    );
  });
});
