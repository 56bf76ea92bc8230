import fs from "node:fs";
import path from "node:path";
import { Effect, Schema } from "effect";

export class DataDirInUse extends Schema.TaggedError<DataDirInUse>()("DataDirInUse", {
  dataDir: Schema.String,
  pid: Schema.Number,
}) {
  override get message() {
    return `DATA_DIR ${this.dataDir} is in use by another Corkboard process (pid ${this.pid}); the embedded database can only be opened by one process. Stop it, or set DATA_DIR or DATABASE_URL.`;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite is a single-process database: a second process opening the same
 * folder would corrupt it. A pid file taken with `wx` makes the second one
 * stop with a clear message instead; a stale file from a killed process is
 * taken over.
 */
export const acquireDataDirLock = (dataDir: string) =>
  Effect.acquireRelease(
    Effect.suspend(() => {
      const file = path.join(dataDir, "corkboard.pid");
      for (let attempt = 0; attempt < 2; attempt++) {
        try {
          fs.writeFileSync(file, String(process.pid), { flag: "wx" });
          return Effect.succeed(file);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== "EEXIST") return Effect.die(error);
          const pid = Number.parseInt(fs.readFileSync(file, "utf8"), 10);
          // Our own pid means this process already holds the folder.
          if (Number.isInteger(pid) && (pid === process.pid || isAlive(pid))) {
            return Effect.fail(new DataDirInUse({ dataDir, pid }));
          }
          fs.rmSync(file, { force: true });
        }
      }
      return Effect.fail(new DataDirInUse({ dataDir, pid: -1 }));
    }),
    (file) => Effect.sync(() => fs.rmSync(file, { force: true })),
  );
