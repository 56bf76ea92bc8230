import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The house has three rooms: `api/` is the contract, `server/` and `src/`
 * each build on it and never on each other. This test reads every module
 * specifier in the three folders — static `import … from`, `import "…"`,
 * `export … from`, and dynamic `import("…")` with a literal argument —
 * resolves the relative ones to files, and fails on any edge that crosses.
 * Strings that are not import specifiers (a file path handed to Vite as a
 * build entry, say) are not imports and are not read.
 */

const root = path.resolve(import.meta.dirname, "../..");
const rooms = ["api", "server", "src"] as const;
type Room = (typeof rooms)[number];

/** Which rooms each room may import from. */
const allowed: Record<Room, ReadonlyArray<Room>> = {
  api: ["api"],
  server: ["server", "api"],
  src: ["src", "api"],
};

const sourceFile = /\.(ts|tsx|mts|cts|js|jsx|mjs)$/;

function filesUnder(dir: string): ReadonlyArray<string> {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : filesUnder(full);
    return sourceFile.test(entry.name) ? [full] : [];
  });
}

/** Comments are blanked first so a specifier quoted in a comment is not read as an import. */
function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, " ").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
}

const specifierPatterns = [
  // import x from "…", import { x } from "…", import type …, export { x } from "…", export * from "…"
  /\b(?:import|export)\s+(?:type\s+)?[^'";]*?\sfrom\s*["']([^"']+)["']/g,
  // import "…" (side effects only)
  /\bimport\s*["']([^"']+)["']/g,
  // import("…") with a literal specifier
  /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
];

function importSpecifiers(code: string): ReadonlyArray<string> {
  const clean = withoutComments(code);
  return specifierPatterns.flatMap((pattern) =>
    [...clean.matchAll(pattern)].map((match) => match[1] as string),
  );
}

function roomOf(file: string): Room | null {
  const top = path.relative(root, file).split(path.sep)[0];
  return rooms.find((room) => room === top) ?? null;
}

interface Crossing {
  readonly from: string;
  readonly specifier: string;
  readonly to: string;
}

function crossings(): ReadonlyArray<Crossing> {
  const found: Array<Crossing> = [];
  for (const room of rooms) {
    for (const file of filesUnder(path.join(root, room))) {
      for (const specifier of importSpecifiers(fs.readFileSync(file, "utf8"))) {
        // Bare specifiers are packages; only relative and absolute paths can reach another room.
        if (!specifier.startsWith(".") && !specifier.startsWith("/")) continue;
        const target = path.resolve(path.dirname(file), specifier);
        const targetRoom = roomOf(target);
        if (targetRoom !== null && !allowed[room].includes(targetRoom)) {
          found.push({
            from: path.relative(root, file),
            specifier,
            to: path.relative(root, target),
          });
        }
      }
    }
  }
  return found;
}

describe("the import boundary between server/, src/ and api/", () => {
  it("reads every kind of import the code base uses", () => {
    const code = [
      'import { a } from "../src/a";',
      'import type { B } from "../src/b";',
      "import {\n  c,\n  d,\n} from '../src/c';",
      'import "../src/side-effect";',
      'export { e } from "../src/e";',
      'export * from "../src/f";',
      'const g = await import("../src/g");',
      '// import { h } from "../src/commented";',
      '/* import { i } from "../src/blocked"; */',
      'const entry = path.join(root, "src/entry-server.tsx");',
    ].join("\n");
    expect([...importSpecifiers(code)].sort()).toEqual(
      [
        "../src/a",
        "../src/b",
        "../src/c",
        "../src/e",
        "../src/f",
        "../src/g",
        "../src/side-effect",
      ].sort(),
    );
  });

  it("finds modules in all three rooms", () => {
    for (const room of rooms) expect(filesUnder(path.join(root, room)).length).toBeGreaterThan(0);
  });

  it("server/ and src/ import only api/ between them, and api/ imports neither", () => {
    expect(crossings()).toEqual([]);
  });
});
