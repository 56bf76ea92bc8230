import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The house rule: a source file holds one idea and stays under 400 lines.
 * Tests and fixtures are not source and are not counted; the machines'
 * generated sources (docs/machines/*.machine.ts) are, as people read them
 * in the visualiser.
 */

const root = path.resolve(import.meta.dirname, "../..");
const sourceFolders = ["api", "server", "src", "scripts", "docs/machines"];
const LIMIT = 400;

function sourceFiles(dir: string): ReadonlyArray<string> {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

describe("source file size", () => {
  it(`keeps every file in ${sourceFolders.join(", ")} at ${LIMIT} lines or fewer`, () => {
    const files = sourceFolders.flatMap((folder) => sourceFiles(path.join(root, folder)));
    expect(files.length).toBeGreaterThan(100);
    const over = files
      .map((file) => ({
        file: path.relative(root, file),
        lines: fs.readFileSync(file, "utf8").split("\n").length - 1,
      }))
      .filter(({ lines }) => lines > LIMIT);
    expect(over).toEqual([]);
  });
});
