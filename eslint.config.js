import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": ["error", { allow: ["error", "warn", "log"] }],
    },
  },
  {
    // Playwright fixtures call a function named `use`; it is not React's hook.
    files: ["e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
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
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // One-way imports (ARCHITECTURE.md): core and content are pure and framework-free; app never
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
    // Hooks sit below the screens: the components, layout and routes use them, not the reverse.
    files: ["app/hooks/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: ["**/server/**", "**/components/**", "**/layout/**", "**/routes/**"] },
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
);
