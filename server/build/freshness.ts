import fs from "node:fs";
import path from "node:path";
import { type BuildPaths, buildSources } from "./paths";

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) {
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

/** Why the build must be made again, or `null` when it is up to date. */
export function staleReason(
  paths: BuildPaths,
  sources: ReadonlyArray<string> = buildSources,
): string | null {
  if (!fs.existsSync(paths.stampFile)) return "no complete build was found";
  const builtAt = fs.statSync(paths.stampFile).mtimeMs;
  const changed = sources.find((source) => newestMtime(source) > builtAt);
  return changed === undefined ? null : `${path.basename(changed)} changed since the last build`;
}
