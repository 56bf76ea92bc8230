import fs from "node:fs";
import path from "node:path";
import { Effect, Schema } from "effect";
import { DatabaseError } from "./DatabaseError";

export class DataDirInUse extends Schema.TaggedError<DataDirInUse>()("DataDirInUse", {
  dataDir: Schema.String,
  pid: Schema.Number,
}) {
  override get message() {
    return `DATA_DIR ${this.dataDir} is in use by another Corkboard process (pid ${this.pid}); the embedded database can only be opened by one process. Stop it, or set DATA_DIR or DATABASE_URL.`;
  }
}

/** Folders this process holds, so a second opener in the same process is refused too. */
const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, "utf8"), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Another live process's pid in the file, or null when the file is stale. */
function holder(file: string): number | null {
  const pid = readPid(file);
  // Our own pid in a file we do not hold is left from an earlier run that got
  // the same pid (common in containers), so it is stale too.
  if (pid === null || pid === process.pid || !isAlive(pid)) return null;
  return pid;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/**
 * PGlite is a single-process database: a second process opening the same
 * folder would corrupt it. A pid file created with `wx` makes the second one
 * stop with a clear message instead. A stale file (its process is gone) is
 * taken over; after taking over, the file is read back once the dust has
 * settled, so two processes replacing the same stale file cannot both win.
 */
export const acquireDataDirLock = (dataDir: string) =>
  Effect.acquireRelease(
    Effect.tryPromise({
      try: async () => {
        const file = path.join(dataDir, "corkboard.pid");
        if (heldHere.has(file)) throw new DataDirInUse({ dataDir, pid: process.pid });
        for (let attempt = 0; attempt < 3; attempt++) {
          try {
            fs.writeFileSync(file, String(process.pid), { flag: "wx" });
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
            const pid = holder(file);
            if (pid !== null) throw new DataDirInUse({ dataDir, pid });
            fs.rmSync(file, { force: true });
            await settle();
            continue;
          }
          await settle();
          if (readPid(file) === process.pid && !heldHere.has(file)) {
            heldHere.add(file);
            return file;
          }
        }
        throw new DataDirInUse({
          dataDir,
          pid: readPid(path.join(dataDir, "corkboard.pid")) ?? -1,
        });
      },
      catch: (error) => (error instanceof DataDirInUse ? error : DatabaseError.from(error)),
    }),
    (file) =>
      Effect.sync(() => {
        heldHere.delete(file);
        if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
      }),
  );
