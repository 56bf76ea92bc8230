import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { publicPaths } from "../../../api/paths";
import { precompress } from "../../../server/build/buildApp";
import { buildPaths, prerenderedFileName } from "../../../server/build/paths";

/**
 * A small build folder with the layout the real build writes, so static
 * serving is tested without running Vite. Each prerendered page says which
 * route it is.
 */
export function writeFixtureBuild() {
  const paths = buildPaths(fs.mkdtempSync(path.join(os.tmpdir(), "corkboard-dist-")));
  fs.mkdirSync(path.join(paths.clientDir, "assets"), { recursive: true });
  fs.mkdirSync(paths.prerenderedDir, { recursive: true });
  fs.writeFileSync(
    path.join(paths.clientDir, "index.html"),
    '<!doctype html><html><head><title>Corkboard</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(
    path.join(paths.clientDir, "assets", "app-3f9a1c.js"),
    `export const app = ${JSON.stringify("x".repeat(4000))};\n`,
  );
  fs.writeFileSync(path.join(paths.clientDir, "robots.txt"), "User-agent: *\nAllow: /\n");
  for (const routePath of publicPaths) {
    fs.writeFileSync(
      path.join(paths.prerenderedDir, prerenderedFileName(routePath)),
      `<!doctype html><html><body><h1>page ${routePath}</h1>${"<p>content</p>".repeat(100)}</body></html>`,
    );
  }
  precompress(paths.clientDir);
  precompress(paths.prerenderedDir);
  return { paths, dispose: () => fs.rmSync(paths.distDir, { recursive: true, force: true }) };
}
