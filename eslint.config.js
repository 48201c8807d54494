import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The server's domains (one folder each) and the one module through which another domain may use
 * each; the shared parts (http/, db/, jobs/, outbox/, config, the composition root) are open to
 * all (docs/decisions/0025-server-by-domain.md).
 */
const serverDomains = {
  auth: "require-team.ts",
  contact: "service.ts",
  feeds: "router.ts",
  forms: "service.ts",
  newsletter: "post-dispatch.ts",
  posts: "store.ts",
  resale: "service.ts",
  statistics: "counters.ts",
  tickets: "shop-port.ts",
  "waiting-room": "service.ts",
  "wait-list": "service.ts",
};
/** The browser's features, likewise: another feature imports only a feature's public.ts. */
const appFeatures = ["admin", "hotel", "party", "posts", "screensaver", "ticket"];

/** `no-restricted-paths` zones: each folder may reach the others only through `open`. */
const boundaries = (root, folders, open) =>
  folders.flatMap((target) =>
    folders
      .filter((from) => from !== target)
      .map((from) => ({
        target: `./${root}/${target}`,
        from: `./${root}/${from}`,
        // A domain's test fixtures (its test/ folder) serve the other domains' tests too.
        except: [`./${open(from)}`, "./test"],
        message: `Use ${root}/${from}/${open(from)}, its public module.`,
      })),
  );

export default tseslint.config(
  {
    ignores: [
      "build/",
      "node_modules/",
      ".react-router/",
      "data/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": ["error", { allow: ["error", "warn", "log"] }],
    },
  },
  {
    // React's rules where React is: only app/ imports it. Their compiler-based analysis is the
    // costliest part of the lint; on the server, tests and scripts it could find nothing.
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // No import cycles (decision records 0014, 0016). The project imports with the file's own
    // extension, so Node's resolution finds every relative module. Type-only imports are left out
    // here; scripts/import-cycles.test.ts also counts those.
    files: ["{app,core,server}/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })],
    },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            ...boundaries("server", Object.keys(serverDomains), (from) => serverDomains[from]),
            ...boundaries("app/features", appFeatures, () => "public.ts"),
          ],
        },
      ],
    },
  },
  {
    // One-way imports (docs/decisions/0014-import-direction.md): core and content are pure and framework-free; app never
    // reaches into the server.
    files: ["core/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            "**/server/**",
            "**/app/**",
            "node:*",
            "react",
            "react-dom",
            "react-dom/*",
            "react-router",
            "react-router/*",
            "@react-router/*",
            "hono",
            "hono/*",
            "@hono/*",
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["**/server/**"] }],
      // The browser calls the API only through app/api/ (decision record 0016).
      "no-restricted-globals": [
        "error",
        { name: "fetch", message: "Call the API through a function of app/api/ (callApi)." },
      ],
    },
  },
  {
    files: ["app/api/**/*.{ts,tsx}"],
    rules: { "no-restricted-globals": "off" },
  },
  {
    // Hooks sit below the screens: the components, layout and features use them, not the reverse.
    files: ["app/hooks/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: ["**/server/**", "**/components/**", "**/layout/**", "**/features/**"] },
      ],
    },
  },
  {
    // The server sets the pages' React Router context, so it may import that one module of app/.
    files: ["server/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["**/app/**", "!**/app/site-context.ts"] }],
    },
  },
  {
    // Rooms that stay small enough to hold in one's head (docs/decisions/0073-rooms-and-one-input-path.md):
    // a domain's steps are module functions, not inner functions of one big closure. Tests, test
    // fixtures and migrations are left out, and so is the one data table that is long by nature:
    // the database's table types (server/db/schema.ts).
    files: ["{app,core,server}/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "**/test/**", "server/db/migrations/**", "server/db/schema.ts"],
    rules: {
      "max-lines": ["error", { max: 400, skipBlankLines: true, skipComments: true }],
      "max-lines-per-function": ["error", { max: 150, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Tests of the built pages (vitest.config.ts) send what the pages themselves set (a cookie).
    files: ["server/**/*.build.test.ts"],
    rules: { "no-restricted-imports": "off" },
  },
);
