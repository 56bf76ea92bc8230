/**
 * `npm run keys` prints the embedded auth service's two API keys: the anon
 * key the browser app uses, and the service-role key server code passes to
 * `createClient(url, serviceRoleKey)` for `auth.admin`. Both are JWTs signed
 * with the instance's secret (AUTH_JWT_SECRET, or the one generated and kept
 * in the database), so it reads the same configuration as the server.
 *
 * The service-role key bypasses every user check: keep it on servers, never
 * in a browser, an app bundle or a repository.
 */
import { NodeRuntime } from "@effect/platform-node";
import { Console, Effect, Layer, Option } from "effect";
import { AuthKeys, authKeysLayer } from "../server/auth/keys";
import { describeConfigError, loadConfig } from "../server/config";
import { databaseLayerFor } from "../server/db/layer";
import { migrate } from "../server/db/migrate";

const program = Effect.gen(function* () {
  const config = yield* loadConfig;
  if (Option.isSome(config.supabaseUrl)) {
    yield* Console.log(
      "SUPABASE_URL is set: the app uses that project's keys (its dashboard, Settings > API), not these.",
    );
  }
  // Migrated first: a generated secret is kept in the database's instance settings.
  const migrated = Layer.effectDiscard(migrate()).pipe(
    Layer.provideMerge(databaseLayerFor(config)),
  );
  const keys = yield* Effect.provide(AuthKeys, authKeysLayer(config).pipe(Layer.provide(migrated)));
  yield* Console.log(
    [
      `Auth URL:          ${config.publicUrl} (supabase-js adds /auth/v1)`,
      `anon key:          ${keys.anonKey}`,
      `service-role key:  ${keys.serviceRoleKey}`,
      "",
      "Keep the service-role key secret: it can read, change and delete every user.",
    ].join("\n"),
  );
}).pipe(
  Effect.catchTags({
    ConfigError: (error) => stop(describeConfigError(error)),
    DataDirInUse: (error) =>
      stop(
        `${error.message}\nWith the embedded database, stop the server, run npm run keys, then start it again; the keys stay the same.`,
      ),
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
