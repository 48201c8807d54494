import { readdirSync } from "node:fs";
import { join } from "node:path";
import { createRequestHandler, type ServerBuild } from "react-router";
import { inject } from "vitest";
import type { AppOptions, PageHandler } from "../app.ts";

/** The production build of the pages (page-build-setup.ts), as main.ts serves it. */
export interface PageBuild {
  /** The build's folder: client/ (files, bundles) and server/. */
  dir: string;
  pages: PageHandler;
  options: Required<AppOptions>;
}

let loaded: Promise<PageBuild> | undefined;

/** The pages' build of this test run; only in the build project's files (vitest.config.ts). */
export function pageBuild(): Promise<PageBuild> {
  loaded ??= (async () => {
    const dir = inject("pageBuildDir");
    const build = (await import(join(dir, "server/index.js"))) as ServerBuild;
    // Every module the pages load on demand, loaded now: one still loading when a test file
    // ends would fail it (its environment is gone).
    const modules = join(dir, "server/assets");
    for (const file of readdirSync(modules).filter((name) => name.endsWith(".js")))
      await import(join(modules, file));
    const handler = createRequestHandler(build, "production");
    return {
      dir,
      pages: (request, context) => handler(request, context),
      options: { staticRoot: join(dir, "client"), assets: build.assets },
    };
  })();
  return loaded;
}
