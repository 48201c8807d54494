import { reactRouter } from "@react-router/dev/vite";
import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, searchForWorkspaceRoot } from "vite";
import { islandsInDevelopment, islandsOnPreact } from "./vite.islands.ts";

/**
 * Every public page loads React, React Router, and the root's and the main layout's own small
 * modules (messages, links, the sale state, the footer, …). Split into many tiny files, each
 * compressed on its own, they cost far more than together, so the browser build puts each of
 * these groups into one file. Listed first, the framework keeps its modules when the shell
 * groups gather their imports. The budget test (scripts/bundle-budget.test.ts) measures it.
 */
const initialChunks = [
  {
    name: "framework",
    test: /\/node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)\//,
  },
  {
    name: "root-shell",
    test: /\/(app\/(i18n\/|preview-meta|layout\/error-page|components\/page-title)|core\/(locale|navigation|site-links)\.ts)/,
  },
  // Used by the layout and by pages outside it (screensaver, team area): kept apart, so those
  // pages get neither the layout's code nor its styles.
  { name: "helpers", test: /\/(app\/hooks\/use-lazy-module|core\/(format|time|ticket-sale))\.ts/ },
  // The team area shows the site's footer too, but nothing else of the layout.
  { name: "site-footer", test: /\/app\/layout\/(site-footer|language-switch)\./ },
  {
    name: "layout-shell",
    test: /\/app\/(layout\/(?!error-page)|hooks\/use-(layout-data|sale-state)\.ts|components\/icons)/,
  },
];

export default defineConfig({
  plugins: [reactRouter(), islandsInDevelopment],
  // The reading pages' and the islands' scripts (root.tsx, app/islands/) are bundled as workers,
  // each one file of its own that shares no chunk with the team area's pages, and run as module
  // scripts (Chromium compiles a preloaded module off the main thread). The islands' ones run on
  // Preact, in the development server too (vite.islands.ts).
  worker: {
    format: "es",
    plugins: () => [islandsOnPreact],
    rolldownOptions: { output: { codeSplitting: false } },
  },
  // The development server bundles the browser's dependencies ahead from every module of the
  // app: found only as a page first imports them (the reading pages' and islands' scripts are no
  // route modules), each new one reloaded the open page, cutting off what it was doing.
  optimizeDeps: { entries: ["app/**/*.{ts,tsx}", "!app/**/*.test.{ts,tsx}"] },
  // A checkout whose node_modules links to another one's (a second work tree of the repository)
  // gets the packages' files it serves (the fonts) from where the link leads, which the
  // development server otherwise refuses as outside the project.
  server: {
    fs: {
      allow: [
        searchForWorkspaceRoot(process.cwd()),
        realpathSync(fileURLToPath(new URL("node_modules", import.meta.url))),
      ],
    },
  },
  // Kept in the build (never served: server/static/static-files.ts skips .vite/): the budget test
  // follows its dynamic imports to count what a page loads after hydration.
  build: { manifest: true },
  environments: {
    client: {
      build: { rolldownOptions: { output: { codeSplitting: { groups: initialChunks } } } },
    },
  },
});
