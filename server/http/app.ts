import { createServer } from "node:http";
import { HttpLayerRouter, type HttpServerRequest, HttpServerResponse } from "@effect/platform";
import { NodeHttpServer } from "@effect/platform-node";
import { Effect, Layer } from "effect";
import { CorkboardApi } from "../../api/Api";
import type { ServerConfig } from "../config";
import { HealthLive } from "./health";
import { runtimeConfigOf } from "./runtimeConfig";
import { securityHeaders } from "./securityHeaders";
import { chooseEncoding, resolveStatic, type StaticSite } from "./staticSite";

const ApiRoutes = HttpLayerRouter.addHttpApi(CorkboardApi, {
  openapiPath: "/api/openapi.json",
}).pipe(Layer.provide(HealthLive));

/** Unknown API paths answer a JSON 404, never the app's HTML. */
const ApiNotFound = HttpLayerRouter.use((router) =>
  router.add("*", "/api/*", (request) =>
    Effect.succeed(
      HttpServerResponse.unsafeJson(
        {
          error: {
            code: "not_found",
            message: `No API route ${request.method} ${new URL(request.url, "http://x").pathname}`,
          },
        },
        { status: 404 },
      ),
    ),
  ),
);

const RuntimeConfigRoute = (config: ServerConfig) => {
  const body = runtimeConfigOf(config);
  return HttpLayerRouter.add(
    "GET",
    "/config.json",
    Effect.succeed(
      HttpServerResponse.unsafeJson(body, { headers: { "cache-control": "no-store" } }),
    ),
  );
};

const StaticRoutes = (site: StaticSite) =>
  HttpLayerRouter.use((router) => {
    const serve = (request: HttpServerRequest.HttpServerRequest) =>
      Effect.sync(() => {
        const pathname = new URL(request.url, "http://x").pathname;
        const { status, file } = resolveStatic(site, pathname);
        const headers: Record<string, string> = {
          "cache-control": file.cacheControl,
          etag: file.etag,
          vary: "Accept-Encoding",
        };
        if (status === 200 && request.headers["if-none-match"] === file.etag) {
          return HttpServerResponse.empty({ status: 304, headers });
        }
        const encoding = chooseEncoding(file, request.headers["accept-encoding"]);
        const body = encoding === "br" ? file.br : encoding === "gzip" ? file.gzip : file.body;
        if (encoding !== "identity") headers["content-encoding"] = encoding;
        return HttpServerResponse.uint8Array(body ?? file.body, {
          status,
          headers,
          contentType: file.contentType,
        });
      });
    return Effect.all([router.add("GET", "/", serve), router.add("GET", "/*", serve)], {
      discard: true,
    });
  });

const SecurityHeaders = (config: ServerConfig) => {
  const headers = securityHeaders(config.publicUrl);
  return HttpLayerRouter.middleware(
    (response) => Effect.map(response, (res) => HttpServerResponse.setHeaders(res, headers)),
    { global: true },
  );
};

/** Every route of the server; the static site is left out in API-only (development) mode. */
export const appRoutes = (config: ServerConfig, site: StaticSite | null) =>
  Layer.mergeAll(
    ApiRoutes,
    ApiNotFound,
    RuntimeConfigRoute(config),
    site === null ? Layer.empty : StaticRoutes(site),
  ).pipe(Layer.provide(SecurityHeaders(config)), Layer.provide(NodeHttpServer.layerContext));

/** The HTTP server on HOST:PORT serving `appRoutes`; it exposes HttpServer for its address. */
export const httpServer = (config: ServerConfig, site: StaticSite | null) =>
  HttpLayerRouter.serve(appRoutes(config, site), {
    disableListenLog: true,
    disableLogger: true,
  }).pipe(
    Layer.provideMerge(
      NodeHttpServer.layer(createServer, { port: config.port, host: config.host }),
    ),
  );
