// The linter (`npm run lint`, at zero warnings): JavaScript's and TypeScript's recommended rules,
// React's rules of hooks, and the JSX accessibility rules. Formatting is Prettier's, not ESLint's.
// A rule broken on purpose is an `eslint-disable-next-line <rule> -- <reason>` at that line.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import fs from "node:fs";

const gitignored = fs
  .readFileSync(new URL(".gitignore", import.meta.url), "utf8")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith("#"));

export default tseslint.config(
  // What git ignores (builds, caches, reports) is not source; nor are the generated types and the
  // site diff's fixture builds.
  { ignores: [...gitignored, "src/gatsby-types.d.ts", "__tests__/fixtures/site-diff/"] },
  { linterOptions: { reportUnusedDisableDirectives: "error" } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      // An argument named _x is kept on purpose: its position is the signature a caller or Gatsby uses.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}", "gatsby-*.tsx"],
    ...reactHooks.configs.flat["recommended-latest"],
  },
  {
    files: ["src/**/*.tsx", "gatsby-*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Plain Node: the scripts, the tools' entry points, the configuration files.
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["__mocks__/**/*.js", "__tests__/fixtures/open-handles/*.cjs"],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ["__mocks__/**/*.js", "jest-preprocess.js", "jest.config.js", "plugins/**/*.js", "**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { ...globals.node } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
