/**
 * `npm run dev`: the API server (restarted when server code changes) on
 * PORT, and Vite's dev server with hot reload in front of it, proxying
 * `/api`, `/auth`, `/billing`, `/config.json` and `/dev` to it (see
 * vite.config.ts) so the browser sees one origin, as in production.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { createServer } from "vite";
import { projectRoot } from "./build/paths";

const apiPort = process.env.PORT ?? "8787";
const devPort = Number(process.env.DEV_PORT ?? "5173");
const devUrl = `http://localhost:${devPort}`;

const api = spawn(
  process.execPath,
  [
    "--import",
    "tsx",
    "--watch-path=server",
    "--watch-path=api",
    path.join("server", "main.ts"),
    "--api-only",
  ],
  {
    cwd: projectRoot,
    stdio: "inherit",
    // The app is served by Vite here, so links and redirects should point at it.
    env: { ...process.env, PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? devUrl },
  },
);

const vite = await createServer({
  root: projectRoot,
  configFile: path.join(projectRoot, "vite.config.ts"),
  server: { port: devPort, strictPort: true, host: "127.0.0.1" },
});
await vite.listen();
console.log(`Development app with hot reload at ${devUrl} (API on port ${apiPort}).`);

const stop = async () => {
  api.kill("SIGTERM");
  await vite.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
api.on("exit", (code) => {
  if (code !== null && code !== 0) {
    console.error(
      `The API server stopped (exit ${code}); fix the error above and save to restart it.`,
    );
  }
});
