import { createServer } from "node:http";
import { NodeRuntime } from "@effect/platform-node";
import { Console, Effect, Layer } from "effect";
import { ensureBuild } from "./build/ensureBuild";
import { describeConfigError, loadConfig } from "./config";
import { Database } from "./db/Database";
import { databaseLayerFor } from "./db/layer";
import { migrate } from "./db/migrate";
import { closeConnections, httpServer, servicesLayer } from "./http/app";
import { intakeLayer } from "./mail/inbound/layer";
import { mailerLayerFor } from "./mail/Mailer";
import { SummarySchedulerLive } from "./mail/summary/summaries";

/** `--api-only` serves everything but the built app; `npm run dev` lets Vite serve the app. */
const apiOnly = process.argv.includes("--api-only");

const program = Effect.gen(function* () {
  const config = yield* loadConfig;
  const site = apiOnly ? null : yield* ensureBuild();
  const database = databaseLayerFor(config);

  yield* Effect.gen(function* () {
    const db = yield* Database;
    const applied = yield* migrate();
    yield* Console.log(
      applied.length === 0
        ? `Database (${db.engine}) is up to date.`
        : `Database (${db.engine}): applied ${applied.join(", ")}.`,
    );
    // Finalizers run last-added first: this line prints after everything closed.
    yield* Effect.addFinalizer(() => Console.log("Corkboard stopped."));
    const nodeServer = createServer();
    yield* Layer.build(
      httpServer(config, site, nodeServer).pipe(Layer.provide(servicesLayer(config))),
    );
    // Added after the server, so it runs before the server's own close.
    yield* Effect.addFinalizer(() => closeConnections(nodeServer));
    // Inbound SMTP and the queue worker; stopped first on shutdown.
    yield* Layer.build(intakeLayer(config));
    // Summary e-mails, due at 6:00 or Sunday 18:00 in each family's zone.
    yield* Layer.build(
      SummarySchedulerLive(config.publicUrl).pipe(Layer.provide(mailerLayerFor(config))),
    );
    yield* Console.log(`Corkboard is running at ${config.publicUrl}`);
    return yield* Effect.never;
  }).pipe(Effect.scoped, Effect.provide(database));
}).pipe(
  // Start-up problems the operator can fix print one clear line and exit 1.
  Effect.catchTags({
    ConfigError: (error) => stop(describeConfigError(error)),
    DataDirInUse: (error) => stop(error.message),
    DatabaseError: (error) => stop(`Database error: ${error.message}`),
    BuildFailed: (error) => stop(error.message),
    MailError: (error) => stop(`Mail error: ${error.message}`),
    InboundSmtpError: (error) => stop(error.message),
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
