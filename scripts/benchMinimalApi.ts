/**
 * A floor for the bench's health and revalidation figures: the smallest
 * Effect HttpApi server, in its own process, with one GET route answering a
 * small JSON body from a Schema, served as the product serves its API
 * (HttpLayerRouter on @effect/platform-node, no logger, no tracer). No database, middleware or
 * security: what the framework itself costs per request, measured in the
 * same run as the product (scripts/benchApi.ts).
 *
 * Started by scripts/benchApi.ts; prints its port on the first line.
 */
import { createServer } from "node:http";
import {
  HttpApi,
  HttpApiBuilder,
  HttpApiEndpoint,
  HttpApiGroup,
  HttpLayerRouter,
  HttpMiddleware,
} from "@effect/platform";
import { NodeHttpServer, NodeRuntime } from "@effect/platform-node";
import { Effect, Layer, Schema } from "effect";

const Health = Schema.Struct({
  data: Schema.Struct({ status: Schema.Literal("ok"), database: Schema.String }),
});

const MinimalApi = HttpApi.make("minimal").add(
  HttpApiGroup.make("health").add(HttpApiEndpoint.get("check", "/api/health").addSuccess(Health)),
);

const HealthLive = HttpApiBuilder.group(MinimalApi, "health", (handlers) =>
  handlers.handle("check", () =>
    Effect.succeed({ data: { status: "ok" as const, database: "none" } }),
  ),
);

const server = createServer();
server.keepAliveTimeout = 65_000;

// Served as server/http/app.ts serves the product: no request logger, no tracer.
HttpLayerRouter.serve(HttpLayerRouter.addHttpApi(MinimalApi).pipe(Layer.provide(HealthLive)), {
  disableListenLog: true,
  disableLogger: true,
}).pipe(
  HttpMiddleware.withTracerDisabledWhen(() => true),
  Layer.provide(NodeHttpServer.layer(() => server, { port: 0, host: "127.0.0.1" })),
  Layer.tap(() =>
    Effect.sync(() => {
      const address = server.address();
      console.log(typeof address === "object" && address !== null ? address.port : 0);
    }),
  ),
  Layer.launch,
  NodeRuntime.runMain,
);
