import { NodeRuntime } from "@effect/platform-node";
import { Console, Effect, Layer } from "effect";
import { buildApp } from "./build/buildApp";
import { staleReason } from "./build/freshness";
import { buildPaths } from "./build/paths";
import { describeConfigError, loadConfig } from "./config";
import { Database } from "./db/Database";
import { databaseLayerFor } from "./db/layer";
import { migrate } from "./db/migrate";
import { httpServer } from "./http/app";
import { loadStaticSite } from "./http/staticSite";

/** `--api-only` serves everything but the built app; `npm run dev` lets Vite serve the app. */
const apiOnly = process.argv.includes("--api-only");

const prepareSite = Effect.gen(function* () {
  const paths = buildPaths();
  const reason = staleReason(paths);
  if (reason !== null) {
    yield* Console.log(`Building the app (${reason})...`);
    yield* Effect.promise(() => buildApp(paths));
  }
  return loadStaticSite(paths);
});

const program = Effect.gen(function* () {
  const config = yield* loadConfig;
  const site = apiOnly ? null : yield* prepareSite;
  const database = databaseLayerFor(config);

  yield* Effect.gen(function* () {
    const db = yield* Database;
    const applied = yield* migrate();
    yield* Console.log(
      applied.length === 0
        ? `Database (${db.engine}) is up to date.`
        : `Database (${db.engine}): applied ${applied.join(", ")}.`,
    );
    yield* Layer.build(httpServer(config, site));
    yield* Console.log(`Corkboard is running at ${config.publicUrl}`);
    yield* Effect.addFinalizer(() => Console.log("Corkboard stopped."));
    return yield* Effect.never;
  }).pipe(Effect.scoped, Effect.provide(database));
}).pipe(
  // Start-up problems the operator can fix print one clear line and exit 1.
  Effect.catchTags({
    ConfigError: (error) => stop(describeConfigError(error)),
    DataDirInUse: (error) => stop(error.message),
    DatabaseError: (error) => stop(`Database error: ${error.message}`),
  }),
);

function stop(message: string) {
  return Console.error(message).pipe(
    Effect.andThen(() => {
      process.exitCode = 1;
    }),
  );
}

NodeRuntime.runMain(program, { disablePrettyLogger: true });
