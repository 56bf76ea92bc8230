import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// The API, auth and billing live on the Effect server; in development Vite
// proxies them there so the browser sees one origin, as in production.
const serverOrigin = `http://127.0.0.1:${process.env.PORT ?? "8787"}`;
const proxied = ["/api", "/auth", "/billing", "/config.json", "/dev"];
// The contract's own modules live under api/ too: Vite serves those (`/api/Api.ts`), not the server.
const isSourceModule = (url: string | undefined) => /^\/api\/[^?]*\.tsx?(\?|$)/.test(url ?? "");

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    assetsInlineLimit: 0,
    sourcemap: false,
  },
  // The inspector is imported only when inspection starts; bundled up front, its first
  // import does not make the dev server re-optimise and reload the page.
  optimizeDeps: { include: ["@statelyai/inspect"] },
  server: {
    proxy: Object.fromEntries(
      proxied.map((prefix) => [
        prefix,
        {
          target: serverOrigin,
          bypass: (request) => (isSourceModule(request.url) ? request.url : undefined),
        },
      ]),
    ),
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
