import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import path from "node:path";

// One runner, several projects: pure rules, demo data, the API against real databases, React
// components, checks on the built web app.
export default defineConfig({
  test: {
    projects: [
      {
        // The lint rules that hold the architecture (eslint/boundaries.js).
        test: { name: "tooling", include: ["eslint/**/*.test.js"], environment: "node" },
      },
      {
        test: {
          name: "shared",
          include: ["packages/shared/src/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        // The demo catalog's own checks; seeding it into a store is an API test.
        test: { name: "demo", include: ["packages/demo/src/**/*.test.ts"], environment: "node" },
      },
      {
        test: {
          name: "api",
          include: ["apps/api/src/**/*.test.ts", "apps/api/test/**/*.test.ts"],
          environment: "node",
          globalSetup: ["apps/api/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two cores: run files two at a time; each file has its own database.
          pool: "forks",
          poolOptions: { forks: { maxForks: 2, minForks: 1 } },
        },
      },
      {
        // Checks on the built web app (npm test builds it first).
        test: { name: "build", include: ["apps/web/test/**/*.test.ts"], environment: "node" },
      },
      {
        plugins: [react()],
        resolve: { alias: { "@": path.resolve(import.meta.dirname, "apps/web/src") } },
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["apps/web/src/testing/setup.ts"],
        },
      },
    ],
  },
});
