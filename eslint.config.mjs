import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      ".next/**",
      ".next-*/**",
      "bench/results/**",
      "generated/**",
      ".data/**",
      "node_modules/**",
      "playwright-report/**",
      "test-results/**",
      "next-env.d.ts",
    ],
  },
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/ban-ts-comment": "error",
      // `const { secret, ...rest } = row` is how a field is left out of a copy.
      "@typescript-eslint/no-unused-vars": ["warn", { ignoreRestSiblings: true }],
    },
  },
  {
    // CommonJS build-time helpers (next.config.js loads scripts/api-routes.cjs).
    files: ["**/*.cjs", "next.config.js"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // Layering: only lib/ talks to the database (docs/ARCHITECTURE.md).
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/lib/db", "@/lib/db/*", "@/generated/*"],
              message: "Only lib/<domain> may use the database client.",
            },
          ],
        },
      ],
    },
  },
  {
    // DATABASE_URL may be a transaction-mode pooler (docs/decisions/pooler.md): a session's SET
    // applies to whichever transaction gets that server connection next.
    files: ["lib/**/*.ts", "scripts/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "Literal[value=/^\\s*SET\\s+(?!LOCAL\\b|TRANSACTION\\b)/], TemplateElement[value.raw=/^\\s*SET\\s+(?!LOCAL\\b|TRANSACTION\\b)/]",
          message: "Use SET LOCAL inside the statement's transaction: a pooler shares sessions.",
        },
      ],
    },
  },
  {
    // Each Playwright worker has its own server: specs take `test` from e2e/test.ts, which aims
    // them at it.
    files: ["e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              message: "Import test and expect from ./test (the worker's own server).",
            },
          ],
        },
      ],
    },
  },
];

export default config;
