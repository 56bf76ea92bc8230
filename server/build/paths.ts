import path from "node:path";
import { fileURLToPath } from "node:url";

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface BuildPaths {
  /** Everything the build writes. */
  readonly distDir: string;
  /** Vite's client output: `index.html` (the app shell) and hashed `assets/`. */
  readonly clientDir: string;
  /** One prerendered HTML file per public route. */
  readonly prerenderedDir: string;
  /** The server-side render bundle used only while prerendering. */
  readonly ssrDir: string;
  /** Written last; its time is the build's time. */
  readonly stampFile: string;
}

export function buildPaths(distDir: string = path.join(projectRoot, "dist")): BuildPaths {
  return {
    distDir,
    clientDir: path.join(distDir, "client"),
    prerenderedDir: path.join(distDir, "prerendered"),
    ssrDir: path.join(distDir, "ssr"),
    stampFile: path.join(distDir, "build-stamp.json"),
  };
}

/** The prerendered file of a public route: `/` → `index.html`, `/about` → `about.html`. */
export function prerenderedFileName(routePath: string): string {
  return routePath === "/" ? "index.html" : `${routePath.slice(1)}.html`;
}

/** What the build reads; a change to any of them makes the build stale. */
export const buildSources = [
  "src",
  "api",
  "public",
  "index.html",
  "vite.config.ts",
  "server/build",
].map((entry) => path.join(projectRoot, entry));
