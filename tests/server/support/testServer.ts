import { HttpServer } from "@effect/platform";
import { Context, Effect, Exit, Layer, Scope } from "effect";
import type { ServerConfig } from "../../../server/config";
import { Database, DatabaseError, type DatabaseShape } from "../../../server/db/Database";
import { migrate } from "../../../server/db/migrate";
import { httpServer, servicesLayer } from "../../../server/http/app";
import type { StaticSite } from "../../../server/http/staticSite";
import { intakeLayer } from "../../../server/mail/inbound/layer";
import { InboundSmtp } from "../../../server/mail/inbound/smtp";

export interface RunningServer {
  readonly baseUrl: string;
  /** The server's own database, for tests that must age or inspect rows. */
  readonly database: DatabaseShape;
  /** The inbound SMTP port when started with `intake`, else null. */
  readonly smtpPort: number | null;
  readonly close: () => Promise<void>;
}

/**
 * Runs the real HTTP layer in process on a free port, with the real
 * services, after migrating the database (as `npm start` does).
 */
export async function startServer(
  config: ServerConfig,
  site: StaticSite | null,
  database: Layer.Layer<Database, unknown>,
  {
    migrated = true,
    port = 0,
    intake = false,
  }: {
    readonly migrated?: boolean;
    readonly port?: number;
    /** Also run inbound SMTP (on a free port) and the intake worker, as `npm start` does. */
    readonly intake?: boolean;
  } = {},
): Promise<RunningServer> {
  const scope = await Effect.runPromise(Scope.make());
  const ready = migrated
    ? Layer.effectDiscard(migrate()).pipe(Layer.provideMerge(database))
    : database;
  const layer = httpServer({ ...config, port, host: "127.0.0.1" }, site).pipe(
    Layer.provide(servicesLayer(config)),
    Layer.provideMerge(ready),
  );
  const context = await Effect.runPromise(Layer.buildWithScope(layer, scope));
  const address = Context.get(context, HttpServer.HttpServer).address;
  if (address._tag !== "TcpAddress") throw new Error("expected a TCP address");
  const smtp = intake
    ? await Effect.runPromise(
        Layer.buildWithScope(
          intakeLayer({ ...config, smtpPort: 0, host: "127.0.0.1" }).pipe(
            Layer.provide(Layer.succeed(Database, Context.get(context, Database))),
          ),
          scope,
        ),
      )
    : null;
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    database: Context.get(context, Database),
    smtpPort: smtp === null ? null : Context.get(smtp, InboundSmtp).port,
    close: () => Effect.runPromise(Scope.close(scope, Exit.void)),
  };
}

/**
 * A Database whose every call fails, as when the server has gone away,
 * except the one read the auth keys need at start (they use a fixed secret).
 */
export function brokenDatabase(message: string): Layer.Layer<Database> {
  const fail = () => Effect.fail(new DatabaseError({ message }));
  const shape: DatabaseShape = {
    engine: "postgres",
    get drizzle(): never {
      throw new Error(message);
    },
    query: fail,
    dataVersion: fail,
    transaction: fail,
  };
  return Layer.succeed(Database, shape);
}
