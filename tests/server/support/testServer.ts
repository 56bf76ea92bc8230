import { HttpServer } from "@effect/platform";
import { Context, Effect, Exit, Layer, Scope } from "effect";
import type { ServerConfig } from "../../../server/config";
import { Database, DatabaseError, type DatabaseShape } from "../../../server/db/Database";
import { httpServer } from "../../../server/http/app";
import type { StaticSite } from "../../../server/http/staticSite";

export interface RunningServer {
  readonly baseUrl: string;
  readonly close: () => Promise<void>;
}

/** Runs the real HTTP layer in process on a free port. */
export async function startServer(
  config: ServerConfig,
  site: StaticSite | null,
  database: Layer.Layer<Database, unknown>,
): Promise<RunningServer> {
  const scope = await Effect.runPromise(Scope.make());
  const layer = httpServer({ ...config, port: 0, host: "127.0.0.1" }, site).pipe(
    Layer.provideMerge(database),
  );
  const context = await Effect.runPromise(Layer.buildWithScope(layer, scope));
  const address = Context.get(context, HttpServer.HttpServer).address;
  if (address._tag !== "TcpAddress") throw new Error("expected a TCP address");
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    close: () => Effect.runPromise(Scope.close(scope, Exit.void)),
  };
}

/** A Database whose every call fails, as when the server has gone away. */
export function brokenDatabase(message: string): Layer.Layer<Database> {
  const fail = () => Effect.fail(new DatabaseError({ message }));
  const shape: DatabaseShape = {
    engine: "postgres",
    get drizzle(): never {
      throw new Error(message);
    },
    query: fail,
    transaction: fail,
  };
  return Layer.succeed(Database, shape);
}
