import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// The API, auth and billing live on the Effect server; in development Vite
// proxies them there so the browser sees one origin, as in production.
const serverOrigin = `http://127.0.0.1:${process.env.PORT ?? "8787"}`;
const proxied = ["/api", "/auth", "/billing", "/config.json", "/dev"];

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    assetsInlineLimit: 0,
    sourcemap: false,
  },
  server: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, serverOrigin])),
  },
  test: {
    css: true,
    projects: [
      {
        extends: true,
        test: {
          name: "components",
          environment: "happy-dom",
          include: ["tests/components/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/components/setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "machines",
          environment: "happy-dom",
          include: ["tests/machines/**/*.test.ts", "tests/paths/**/*.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          environment: "node",
          include: ["tests/server/**/*.test.ts", "tests/repo/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
