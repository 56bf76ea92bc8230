import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { isClientPath, publicPaths } from "../../api/paths";
import { type BuildPaths, prerenderedFileName } from "../build/paths";

export interface StaticFile {
  readonly body: Uint8Array;
  readonly gzip: Uint8Array | undefined;
  readonly br: Uint8Array | undefined;
  readonly contentType: string;
  readonly etag: string;
  readonly cacheControl: string;
}

/** The built app, read into memory once at start: it is small and never changes while serving. */
export interface StaticSite {
  /** Files by URL path, e.g. `/assets/index-abc123.js`, `/favicon.svg`. */
  readonly files: ReadonlyMap<string, StaticFile>;
  /** Prerendered public pages by route path. */
  readonly pages: ReadonlyMap<string, StaticFile>;
  /** The app shell for client-rendered routes. */
  readonly shell: StaticFile;
}

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".woff": "font/woff",
  ".map": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
};

const immutable = "public, max-age=31536000, immutable";
const revalidate = "no-cache";

function readOptional(file: string): Uint8Array | undefined {
  return fs.existsSync(file) ? fs.readFileSync(file) : undefined;
}

function loadFile(file: string, cacheControl: string): StaticFile {
  const body = fs.readFileSync(file);
  return {
    body,
    gzip: readOptional(`${file}.gz`),
    br: readOptional(`${file}.br`),
    contentType: contentTypes[path.extname(file)] ?? "application/octet-stream",
    etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`,
    cacheControl,
  };
}

function walk(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

export class BuildMissing extends Error {
  constructor(readonly file: string) {
    super(`The built app is incomplete: ${file} is missing. Run npm run build.`);
  }
}

export function loadStaticSite(paths: BuildPaths): StaticSite {
  const shellFile = path.join(paths.clientDir, "index.html");
  if (!fs.existsSync(shellFile)) throw new BuildMissing(shellFile);
  const files = new Map<string, StaticFile>();
  for (const file of walk(paths.clientDir)) {
    if (file.endsWith(".gz") || file.endsWith(".br") || file === shellFile) continue;
    const urlPath = `/${path.relative(paths.clientDir, file).split(path.sep).join("/")}`;
    // Vite puts content hashes in every name under assets/, so they never change.
    files.set(urlPath, loadFile(file, urlPath.startsWith("/assets/") ? immutable : revalidate));
  }
  const pages = new Map<string, StaticFile>();
  for (const routePath of publicPaths) {
    const file = path.join(paths.prerenderedDir, prerenderedFileName(routePath));
    if (!fs.existsSync(file)) throw new BuildMissing(file);
    pages.set(routePath, loadFile(file, revalidate));
  }
  return { files, pages, shell: loadFile(shellFile, revalidate) };
}

export interface Resolved {
  readonly status: 200 | 404;
  /** `null` for a missing asset: answered with a plain 404, not a page. */
  readonly file: StaticFile | null;
}

/** `/about/` and `/about` are the same page. */
function normalise(pathname: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = pathname;
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, "") || "/" : decoded;
}

/**
 * Which file answers a GET: a built file, a prerendered public page, the app
 * shell for client routes, else the prerendered not-found page with 404.
 * Lookups are exact keys in maps built from the build folder, so no request
 * path can reach a file outside it.
 */
export function resolveStatic(site: StaticSite, pathname: string): Resolved {
  const file = site.files.get(pathname);
  if (file !== undefined) return { status: 200, file };
  const normalised = normalise(pathname);
  const page = site.pages.get(normalised);
  if (page !== undefined) return { status: 200, file: page };
  if (isClientPath(normalised)) return { status: 200, file: site.shell };
  // A script asked for an asset that is not there (an old tab after a
  // deploy): an HTML page would only confuse the module loader.
  if (normalised.startsWith("/assets/")) return { status: 404, file: null };
  const notFound = site.pages.get("/not-found");
  return { status: 404, file: notFound ?? site.shell };
}

export type Encoding = "br" | "gzip" | "identity";

/** Each encoding is a different representation, so each has its own strong ETag. */
export function etagFor(file: StaticFile, encoding: Encoding): string {
  return encoding === "identity" ? file.etag : file.etag.replace(/"$/, `-${encoding}"`);
}

/**
 * Whether an `If-None-Match` header matches: a list of tags, weak or strong,
 * or `*`, compared weakly as RFC 9110 asks for this header.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

export interface StaticResponse {
  readonly status: 200 | 304 | 404;
  readonly headers: Readonly<Record<string, string>>;
  readonly contentType: string;
  readonly body: Uint8Array;
}

/** The whole answer to a GET or HEAD for `pathname`, given the request's headers. */
export function staticResponse(
  site: StaticSite,
  pathname: string,
  request: {
    readonly ifNoneMatch?: string | undefined;
    readonly acceptEncoding?: string | undefined;
  },
): StaticResponse {
  const { status, file } = resolveStatic(site, pathname);
  if (file === null) {
    return {
      status: 404,
      headers: { "cache-control": "no-store" },
      contentType: "text/plain; charset=utf-8",
      body: new TextEncoder().encode("Not found"),
    };
  }
  const encoding = chooseEncoding(file, request.acceptEncoding);
  const etag = etagFor(file, encoding);
  const headers: Record<string, string> = {
    "cache-control": file.cacheControl,
    etag,
    vary: "Accept-Encoding",
  };
  if (status === 200 && matchesIfNoneMatch(request.ifNoneMatch, etag)) {
    return { status: 304, headers, contentType: file.contentType, body: new Uint8Array() };
  }
  if (encoding !== "identity") headers["content-encoding"] = encoding;
  const body = encoding === "br" ? file.br : encoding === "gzip" ? file.gzip : file.body;
  return { status, headers, contentType: file.contentType, body: body ?? file.body };
}

/** Picks the best encoding the client accepts among those built for the file. */
export function chooseEncoding(file: StaticFile, acceptEncoding: string | undefined): Encoding {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, q]) => q === undefined || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => (name ?? "").toLowerCase()),
  );
  if (file.br !== undefined && accepted.has("br")) return "br";
  if (file.gzip !== undefined && accepted.has("gzip")) return "gzip";
  return "identity";
}
