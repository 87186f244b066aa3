// One flat config for the whole workspace. The import rules guard the architecture (README,
// "What is where"): eslint/boundaries.js says which folder may import which, shared never does
// I/O, and the environment is read in config.ts only.
import js from "@eslint/js";
import boundaries from "./eslint/boundaries.js";
import logicalProperties from "./eslint/logical-properties.js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/dist-ssr/**",
      "**/node_modules/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      "e2e/.artifacts/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // Prettier lays code out at 100 columns but leaves comments and literals alone: comments
      // are held to it here, and strings, template literals and regular expressions may run on.
      "max-len": [
        "error",
        {
          code: 100,
          ignoreStrings: true,
          ignoreTemplateLiterals: true,
          ignoreRegExpLiterals: true,
          ignoreUrls: true,
          ignorePattern: "eslint-disable",
        },
      ],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["apps/*/src/**/*.{ts,tsx}", "apps/*/test/**/*.ts", "packages/*/src/**/*.ts"],
    plugins: { atelier: boundaries },
    rules: { "atelier/boundaries": "error" },
  },
  {
    files: ["packages/shared/src/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["node:*", "fs", "path", "@atelier/api*", "@atelier/web*", "react*"],
              message: "shared is pure: no I/O, no app code.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["apps/api/src/**/*.ts"],
    ignores: ["apps/api/src/config.ts", "**/*.test.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration in config.ts only." },
      ],
    },
  },
  {
    // Class names name logical sides, so every page mirrors on /ar (eslint/logical-properties.js).
    files: ["apps/web/src/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    plugins: { rtl: logicalProperties },
    rules: { "rtl/logical-properties": "error" },
  },
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
);
