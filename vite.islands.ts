/**
 * How the islands' scripts (app/islands/hydrate-*.tsx) are built, the same in `npm run dev`, in
 * the browser tests and in production (docs/decisions/0069-one-runtime-for-islands.md): each is
 * one file, with `react` aliased to Preact's compatibility layer (app/islands/preact/). The build
 * bundles them through Vite's worker bundling (`?worker&url` in app/islands/island-scripts.ts,
 * with `islandsOnPreact` as the worker plugin); the development server bundles them the same way
 * when the page asks for one (`islandsInDevelopment`), instead of serving their modules one by one
 * on React.
 */
import { fileURLToPath } from "node:url";
import { build, type Plugin, type ViteDevServer } from "vite";

const preactForReact: Record<string, string> = {
  react: fileURLToPath(new URL("app/islands/preact/react.ts", import.meta.url)),
  "react-dom/client": fileURLToPath(
    new URL("app/islands/preact/react-dom-client.ts", import.meta.url),
  ),
  "react-dom": "preact/compat",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
};

/** Resolves React's modules to Preact's in an islands' script. */
export const islandsOnPreact: Plugin = {
  name: "islands-on-preact",
  enforce: "pre",
  resolveId(source, importer) {
    const target = preactForReact[source];
    return target ? this.resolve(target, importer, { skipSelf: true }) : null;
  },
};

/** What the page asks the development server for (`?worker&url` there names the module). */
const islandScriptRequest = /^\/app\/islands\/(hydrate-[\w-]+\.tsx)\?(?:.*&)?worker_file\b/;

/** Bundles one islands' script as the build does; returns its code and the files it is made of. */
async function bundleIslandScript(entry: string): Promise<{ code: string; files: string[] }> {
  const output = await build({
    configFile: false,
    logLevel: "warn",
    mode: "development",
    plugins: [islandsOnPreact],
    build: {
      write: false,
      minify: false,
      rolldownOptions: { input: entry, output: { format: "es", codeSplitting: false } },
    },
  });
  const chunk = [output]
    .flat()
    .flatMap((result) => ("output" in result ? result.output : []))
    .find((file) => file.type === "chunk");
  if (!chunk || chunk.type !== "chunk") throw new Error(`no bundle for ${entry}`);
  return { code: chunk.code, files: chunk.moduleIds };
}

/**
 * The development server's islands' scripts: bundled on the first request, kept until one of
 * their files changes, which reloads the open pages.
 */
export const islandsInDevelopment: Plugin = {
  name: "islands-in-development",
  apply: "serve",
  configureServer(server: ViteDevServer) {
    const bundles = new Map<string, ReturnType<typeof bundleIslandScript>>();
    server.watcher.on("change", (file) => {
      for (const [entry, bundle] of bundles) {
        void bundle.then(
          ({ files }) => {
            if (!files.includes(file)) return;
            bundles.delete(entry);
            server.ws.send({ type: "full-reload" });
          },
          () => bundles.delete(entry),
        );
      }
    });
    server.middlewares.use((request, response, next) => {
      const name = islandScriptRequest.exec(request.url ?? "")?.[1];
      if (!name) return next();
      const entry = fileURLToPath(new URL(`app/islands/${name}`, import.meta.url));
      if (!bundles.has(entry)) bundles.set(entry, bundleIslandScript(entry));
      bundles.get(entry)!.then(
        ({ code }) => {
          response.setHeader("content-type", "text/javascript");
          response.setHeader("cache-control", "no-cache");
          response.end(code);
        },
        (error: unknown) => {
          bundles.delete(entry);
          next(error);
        },
      );
    });
  },
};
