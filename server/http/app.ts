import { createServer, type Server } from "node:http";
import {
  HttpLayerRouter,
  HttpMiddleware,
  type HttpServerRequest,
  HttpServerResponse,
} from "@effect/platform";
import { NodeHttpServer } from "@effect/platform-node";
import { Effect, Layer } from "effect";
import { CorkboardApi } from "../../api/Api";
import { AuthKeys, authKeysLayer } from "../auth/keys";
import { authRoutes } from "../auth/routes";
import { BillingCatalogueLive, BillingLive } from "../billing/http";
import { billingProviderLayer } from "../billing/layer";
import { billingRoutes } from "../billing/routes";
import type { ServerConfig } from "../config";
import { intakeRoutes } from "../mail/inbound/routes";
import { mailerLayerFor, outboxEnabled } from "../mail/Mailer";
import { outboxRoutes } from "../mail/outboxRoutes";
import { SummaryUnsubscribeRoute } from "../mail/summary/unsubscribe";
import { CalendarFeedRoute, productGroups } from "../product/layer";
import { AuthenticationLive, accessTokenVerifierLayer, functionsKeyLive } from "./authentication";
import { ApiBadRequests } from "./badRequest";
import { HealthLive } from "./health";
import { RequestGuard } from "./requestGuard";
import { runtimeConfigOf } from "./runtimeConfig";
import { securityHeaders } from "./securityHeaders";
import { type StaticSite, staticResponse } from "./staticSite";

/**
 * The contract's routes: health without credentials, every product group
 * behind the function key and the bearer token.
 */
const ApiRoutes = (config: ServerConfig) =>
  HttpLayerRouter.addHttpApi(CorkboardApi, {
    openapiPath: "/api/openapi.json",
  }).pipe(
    Layer.provide(
      Layer.mergeAll(HealthLive, productGroups(config), BillingCatalogueLive, BillingLive(config)),
    ),
    Layer.provide(AuthenticationLive),
    Layer.provide(functionsKeyLive(config)),
    Layer.provide(accessTokenVerifierLayer(config)),
  );

const pathOf = (request: HttpServerRequest.HttpServerRequest) =>
  new URL(request.url, "http://localhost").pathname;

/** The methods the router sees; HEAD is answered by the GET routes. */
const methods = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/** Unknown API paths answer a JSON 404, never the app's HTML. */
const ApiNotFound = HttpLayerRouter.use((router) =>
  Effect.forEach(
    methods,
    (method) =>
      router.add(method, "/api/*", (request) =>
        Effect.succeed(
          HttpServerResponse.unsafeJson(
            {
              error: {
                code: "not_found",
                message: `No API route ${request.method} ${pathOf(request)}`,
              },
            },
            { status: 404 },
          ),
        ),
      ),
    { discard: true },
  ),
);

const RuntimeConfigRoute = (config: ServerConfig, anonKey: string) => {
  const body = runtimeConfigOf(config, anonKey);
  return HttpLayerRouter.add(
    "GET",
    "/config.json",
    Effect.succeed(
      HttpServerResponse.unsafeJson(body, { headers: { "cache-control": "no-store" } }),
    ),
  );
};

/**
 * The built app for GET (and so HEAD); other methods on app paths answer
 * 405. In API-only mode (development, where Vite serves the app) app paths
 * answer a plain 404.
 */
const SiteRoutes = (site: StaticSite | null) =>
  HttpLayerRouter.use((router) => {
    const serve = (request: HttpServerRequest.HttpServerRequest) =>
      Effect.sync(() => {
        if (site === null) return HttpServerResponse.text("Not found", { status: 404 });
        const answer = staticResponse(site, pathOf(request), {
          ifNoneMatch: request.headers["if-none-match"],
          acceptEncoding: request.headers["accept-encoding"],
        });
        return answer.status === 304
          ? HttpServerResponse.empty({ status: 304, headers: answer.headers })
          : HttpServerResponse.uint8Array(answer.body, answer);
      });
    const notAllowed = HttpServerResponse.text("Method not allowed", {
      status: 405,
      headers: { allow: "GET, HEAD" },
    });
    return Effect.forEach(
      methods,
      (method) =>
        Effect.all(
          (["/", "/*"] as const).map((path) =>
            router.add(method, path, method === "GET" ? serve : Effect.succeed(notAllowed)),
          ),
          { discard: true },
        ),
      { discard: true },
    );
  });

const SecurityHeaders = (config: ServerConfig) => {
  const headers = securityHeaders(config);
  return HttpLayerRouter.middleware(
    (response) => Effect.map(response, (res) => HttpServerResponse.setHeaders(res, headers)),
    { global: true },
  );
};

/** Every route of the server; the static site is left out in API-only (development) mode. */
export const appRoutes = (config: ServerConfig, site: StaticSite | null, anonKey: string) =>
  Layer.mergeAll(
    ApiRoutes(config),
    CalendarFeedRoute,
    SummaryUnsubscribeRoute,
    billingRoutes(config),
    intakeRoutes(config),
    ApiNotFound,
    authRoutes(config),
    outboxRoutes(outboxEnabled(config)),
    RuntimeConfigRoute(config, anonKey),
    SiteRoutes(site),
  ).pipe(
    Layer.provide(ApiBadRequests),
    Layer.provide(RequestGuard(config)),
    Layer.provide(SecurityHeaders(config)),
    Layer.provide(NodeHttpServer.layerContext),
  );

/**
 * The services the routes use beside the Database: the auth service's keys
 * and the mailer. Build them after migrating: the keys live in the database.
 */
export const servicesLayer = (config: ServerConfig) =>
  Layer.mergeAll(authKeysLayer(config), mailerLayerFor(config), billingProviderLayer(config));

/**
 * The HTTP server on HOST:PORT serving `appRoutes`; it exposes HttpServer
 * for its address. Pass the Node server to keep a handle for shutdown.
 */
export const httpServer = (
  config: ServerConfig,
  site: StaticSite | null,
  nodeServer: Server = createServer(),
) =>
  Layer.unwrapEffect(Effect.map(AuthKeys, (keys) => appRoutes(config, site, keys.anonKey))).pipe(
    (routes) =>
      HttpLayerRouter.serve(routes, {
        disableListenLog: true,
        disableLogger: true,
      }).pipe(
        // No tracer exports spans here, and the request span copied the URL
        // and every request and response header into attributes on every
        // call, a measurable share of a short request. Handlers keep their
        // own named spans.
        HttpMiddleware.withTracerDisabledWhen(() => true),
      ),
    Layer.provideMerge(
      NodeHttpServer.layer(() => nodeServer, { port: config.port, host: config.host }),
    ),
  );

/** How long open requests may finish after a stop signal before they are cut. */
export const shutdownGrace = 5_000;

/**
 * Closing the server waits for every open connection; idle keep-alive ones
 * are closed at once, and any still busy after the grace period are cut so
 * a stop signal always stops the process.
 */
export const closeConnections = (nodeServer: Server) =>
  Effect.sync(() => {
    nodeServer.closeIdleConnections();
    setTimeout(() => nodeServer.closeAllConnections(), shutdownGrace).unref();
  });
