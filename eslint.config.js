import js from "@eslint/js";
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
    // One-way imports (ARCHITECTURE.md): core and content are pure and framework-free; app never
    // reaches into the server. Import cycles are caught by scripts/import-cycles.test.ts.
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
    rules: { "no-restricted-imports": ["error", { patterns: ["**/server/**"] }] },
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
