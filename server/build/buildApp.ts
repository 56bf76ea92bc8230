import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "vite";
import { publicPaths } from "../../api/paths";
import { type BuildPaths, buildPaths, prerenderedFileName, projectRoot } from "./paths";

interface RenderedPage {
  readonly html: string;
  readonly title: string;
  readonly description: string;
  readonly source: string | undefined;
}

interface EntryServer {
  readonly renderPage: (path: string) => Promise<RenderedPage>;
}

/** The part of Vite's build manifest the prerenderer reads. */
interface ManifestChunk {
  readonly file: string;
  readonly css?: ReadonlyArray<string>;
  readonly imports?: ReadonlyArray<string>;
  readonly isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The `<link>`s a lazy page needs in its prerendered HTML: its styles, so it
 * looks right before (and without) JavaScript, and its chunks, preloaded so
 * hydration does not wait on a second round trip.
 */
export function pageLinks(manifest: Manifest, source: string | undefined): string {
  if (source === undefined) return "";
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || chunk.isEntry || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (manifest[source] === undefined) throw new Error(`${source} is not in the build manifest.`);
  visit(source);
  return [
    ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join("");
}

function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;");
}

/** Puts one rendered page into the shell Vite built: body, title, description. */
export function fillTemplate(template: string, page: RenderedPage, links = ""): string {
  return (
    template
      // Replacer functions, so `$&` and friends in page text stay literal.
      .replace("<!--app-html-->", () => page.html)
      .replace("</head>", () => `${links}</head>`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
      .replace(
        /<meta name="description" content="[^"]*"\s*\/?>/,
        () => `<meta name="description" content="${escapeHtml(page.description)}" />`,
      )
  );
}

const compressible = /\.(html|js|css|json|svg|txt|webmanifest)$/;

/** Writes `.br` and `.gz` beside every text file worth compressing. */
export function precompress(directory: string): void {
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      precompress(file);
      continue;
    }
    if (!compressible.test(entry.name)) continue;
    const body = fs.readFileSync(file);
    if (body.length < 512) continue;
    fs.writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    fs.writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
}

/**
 * The whole production build: the client bundle, a server-render bundle,
 * one prerendered HTML file per public route, precompressed copies, and the
 * stamp that marks the build complete.
 */
export async function buildApp(paths: BuildPaths = buildPaths()): Promise<void> {
  const configFile = path.join(projectRoot, "vite.config.ts");
  // The build is as new as the sources it read: a source saved while it
  // runs must make the next start build again.
  const startedAt = new Date();
  fs.rmSync(paths.stampFile, { force: true });
  await build({
    root: projectRoot,
    configFile,
    logLevel: "warn",
    build: { outDir: paths.clientDir, manifest: true },
  });
  await build({
    root: projectRoot,
    configFile,
    logLevel: "warn",
    build: {
      ssr: path.join(projectRoot, "src/entry-server.tsx"),
      outDir: paths.ssrDir,
      emptyOutDir: true,
      rollupOptions: { output: { entryFileNames: "entry-server.js" } },
    },
  });

  const entry = (await import(
    `${pathToFileURL(path.join(paths.ssrDir, "entry-server.js")).href}?t=${Date.now()}`
  )) as EntryServer;
  const template = fs.readFileSync(path.join(paths.clientDir, "index.html"), "utf8");
  const manifestFile = path.join(paths.clientDir, ".vite", "manifest.json");
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Manifest;
  // The manifest is for the build only; it is not served.
  fs.rmSync(path.dirname(manifestFile), { recursive: true, force: true });
  fs.rmSync(paths.prerenderedDir, { recursive: true, force: true });
  fs.mkdirSync(paths.prerenderedDir, { recursive: true });
  for (const routePath of publicPaths) {
    const page = await entry.renderPage(routePath);
    const html = fillTemplate(template, page, pageLinks(manifest, page.source));
    fs.writeFileSync(path.join(paths.prerenderedDir, prerenderedFileName(routePath)), html);
  }

  precompress(paths.clientDir);
  precompress(paths.prerenderedDir);
  fs.writeFileSync(paths.stampFile, JSON.stringify({ builtAt: startedAt.toISOString() }));
  fs.utimesSync(paths.stampFile, startedAt, startedAt);
}

/**
 * Builds beside the live build and swaps it in with renames, so a server
 * never reads a half-written build, a failed build leaves the old one in
 * place, and of two processes building at once one build wins whole.
 */
export async function buildInPlace(paths: BuildPaths = buildPaths()): Promise<void> {
  const next = buildPaths(`${paths.distDir}.next-${process.pid}`);
  const previous = `${paths.distDir}.previous-${process.pid}`;
  try {
    await buildApp(next);
    try {
      fs.renameSync(paths.distDir, previous);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
    try {
      fs.renameSync(next.distDir, paths.distDir);
    } catch (error) {
      // Another process swapped its build in first; theirs is as good.
      if (!fs.existsSync(paths.stampFile)) throw error;
    }
  } finally {
    fs.rmSync(next.distDir, { recursive: true, force: true });
    fs.rmSync(previous, { recursive: true, force: true });
  }
}
