import { HttpLayerRouter, HttpServerRequest, HttpServerResponse } from "@effect/platform";
import { Effect, Option } from "effect";
import { goTrueError } from "../auth/errors";
import { errorResponse, maxAuthBodyBytes } from "../auth/http";
import { pageResponse } from "../billing/local/html";
import { messageBody } from "../billing/local/views";
import type { ServerConfig } from "../config";
import { invalidRequest } from "./badRequest";

/**
 * One check in front of every route under /api, /auth/v1, /billing and
 * /dev/outbox, before any handler or Schema sees the request. PostgreSQL
 * text cannot hold NUL, a lone UTF-16 surrogate is not text at all, and a
 * deeply nested payload overflows the stack of the Schema error formatter;
 * so a path segment, query parameter, form field or JSON string (or key)
 * holding one, or JSON nested deeper than `maxJsonDepth`, answers 400, and
 * a body in a content type the route does not read answers 415. Each area
 * answers in its own error shape. Nothing reaches a handler, so nothing
 * changes. Routes that take raw bodies (the inbound MIME webhook, Stripe's
 * signed webhook) keep them untouched.
 */

/** Deeper than any payload of the contract or of GoTrue, far below the formatter's limit. */
export const maxJsonDepth = 64;

interface Refusal {
  readonly status: 400 | 415;
  /** The field, parameter or `path`/`body` that is wrong. */
  readonly field: string;
  readonly message: string;
}

type BodyKind = "json" | "form" | "raw";

interface Area {
  readonly prefix: string;
  readonly bodyKind: (method: string, path: string) => BodyKind;
  /** Bodies declared larger than this are left to the route, which refuses them itself. */
  readonly maxBodyBytes: number;
  readonly refuse: (refusal: Refusal) => HttpServerResponse.HttpServerResponse;
}

// --- what is wrong with a value ---------------------------------------------------------------

const nul = "\u0000";
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why text cannot be stored or shown, or null when it can. */
export function textProblem(text: string): string | null {
  if (text.includes(nul)) return "must not contain a NUL character";
  if (loneSurrogate.test(text)) return "must not contain a lone UTF-16 surrogate";
  return null;
}

/** A name as the answer quotes it: a hostile key may be as long as the request. */
const quoted = (name: string) => (name.length > 100 ? `${name.slice(0, 97)}...` : name);

const fieldName = (path: ReadonlyArray<string>) =>
  path.length === 0 ? "body" : quoted(path.join("."));

/** How deep arrays and objects nest in JSON text, counted without parsing it. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === "\\") index++;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === "[" || char === "{") {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (char === "]" || char === "}") {
      depth--;
    }
  }
  return deepest;
}

const stringProblem = (text: string, path: ReadonlyArray<string>): Refusal | null => {
  const problem = textProblem(text);
  return problem === null ? null : { status: 400, field: fieldName(path), message: problem };
};

/** The first string or key of a parsed JSON value that cannot be stored; the value's depth is bounded. */
function jsonValueProblem(value: unknown, path: ReadonlyArray<string> = []): Refusal | null {
  if (typeof value === "string") return stringProblem(value, path);
  if (typeof value !== "object" || value === null) return null;
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    const keyProblem = textProblem(key);
    if (keyProblem !== null) {
      return { status: 400, field: fieldName(path), message: `a key ${keyProblem}` };
    }
    const problem = jsonValueProblem(item, [...path, key]);
    if (problem !== null) return problem;
  }
  return null;
}

const parseJson = (text: string): Option.Option<unknown> => {
  try {
    return Option.some(JSON.parse(text) as unknown);
  } catch {
    return Option.none();
  }
};

/** A JSON body's problem; text that is not JSON is left to the route's own 400. */
function jsonTextProblem(text: string): Refusal | null {
  if (text.trim() === "") return null;
  if (jsonDepth(text) > maxJsonDepth) {
    return {
      status: 400,
      field: "body",
      message: `JSON must not nest deeper than ${maxJsonDepth} levels`,
    };
  }
  return Option.match(parseJson(text), {
    onNone: () => null,
    onSome: (value) => jsonValueProblem(value),
  });
}

/** The first parameter of a query string or form body that cannot be stored. */
function paramsProblem(params: URLSearchParams): Refusal | null {
  for (const [key, value] of params) {
    const problem = textProblem(key) ?? textProblem(value);
    if (problem !== null) return { status: 400, field: quoted(key) || "query", message: problem };
  }
  return null;
}

const decodeSegment = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/** A path segment that is not UTF-8 once decoded, or holds a NUL. */
function pathProblem(pathname: string): Refusal | null {
  for (const segment of pathname.split("/")) {
    const decoded = decodeSegment(segment);
    if (decoded === null) {
      return { status: 400, field: "path", message: "must be percent-encoded UTF-8" };
    }
    const problem = textProblem(decoded);
    if (problem !== null) return { status: 400, field: "path", message: problem };
  }
  return null;
}

// --- content types ---------------------------------------------------------------------------

const mediaTypeOf = (contentType: string | undefined) =>
  (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";

const isJsonType = (media: string) =>
  media === "" || media === "application/json" || media.endsWith("+json");

const isFormType = (media: string) => media === "" || media === "application/x-www-form-urlencoded";

const hasBody = (request: HttpServerRequest.HttpServerRequest) =>
  request.headers["transfer-encoding"] !== undefined ||
  Number(request.headers["content-length"] ?? "0") > 0;

const unsupported = (media: string, wanted: string): Refusal => ({
  status: 415,
  field: "body",
  message: `Content-Type ${media} is not accepted here; send ${wanted}`,
});

// --- the check --------------------------------------------------------------------------------

const readText = (request: HttpServerRequest.HttpServerRequest) =>
  // A body that cannot be read is left to the route, which answers it as it always has.
  Effect.option(request.text);

/** The body's problem, read once; the platform caches the text for the route. */
const bodyProblem = (
  request: HttpServerRequest.HttpServerRequest,
  kind: BodyKind,
  area: Area,
): Effect.Effect<Refusal | null> => {
  if (kind === "raw" || !hasBody(request)) return Effect.succeed(null);
  if (Number(request.headers["content-length"] ?? "0") > area.maxBodyBytes) {
    return Effect.succeed(null);
  }
  const media = mediaTypeOf(request.headers["content-type"]);
  if (kind === "json" && !isJsonType(media)) {
    return Effect.succeed(unsupported(media, "application/json"));
  }
  if (kind === "form" && !isFormType(media)) {
    return Effect.succeed(unsupported(media, "application/x-www-form-urlencoded"));
  }
  return Effect.map(readText(request), (text) =>
    Option.match(text, {
      onNone: () => null,
      onSome: (body) =>
        kind === "json" ? jsonTextProblem(body) : paramsProblem(new URLSearchParams(body)),
    }),
  );
};

/** What is wrong with a request to `area`, or null to let it through. */
const requestProblem = (request: HttpServerRequest.HttpServerRequest, area: Area) => {
  const url = new URL(request.url, "http://localhost");
  const early = pathProblem(url.pathname) ?? paramsProblem(url.searchParams);
  return early === null
    ? bodyProblem(request, area.bodyKind(request.method, url.pathname), area)
    : Effect.succeed(early);
};

// --- the areas ---------------------------------------------------------------------------------

/** Routes under /api that read their body raw: a MIME message, a signed webhook payload. */
const rawApiRoutes = new Set(["POST /api/inbound", "POST /api/stripe/webhook"]);

/** A mail client's one-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click` as a form. */
const formApiRoutes = new Set(["POST /api/summary/unsubscribe"]);

const apiArea: Area = {
  prefix: "/api/",
  bodyKind: (method, path) =>
    rawApiRoutes.has(`${method} ${path}`)
      ? "raw"
      : formApiRoutes.has(`${method} ${path}`)
        ? "form"
        : "json",
  maxBodyBytes: Number.POSITIVE_INFINITY,
  refuse: ({ status, field, message }) =>
    status === 400
      ? invalidRequest(field, message)
      : HttpServerResponse.unsafeJson(
          { error: { code: "unsupported_media_type", message } },
          { status, headers: { "cache-control": "no-store" } },
        ),
};

const authArea: Area = {
  prefix: "/auth/v1/",
  bodyKind: () => "json",
  maxBodyBytes: maxAuthBodyBytes,
  // GoTrue has no error of its own for a content type; `bad_json` is its code for a body it cannot read.
  refuse: ({ status, field, message }) =>
    errorResponse(
      status === 400
        ? goTrueError(400, "validation_failed", `${field}: ${message}`)
        : goTrueError(415, "bad_json", message),
    ),
};

/** The Local checkout's pages post HTML forms, and answer a browser with a page. */
const billingArea = (backUrl: string): Area => ({
  prefix: "/billing/",
  bodyKind: () => "form",
  maxBodyBytes: Number.POSITIVE_INFINITY,
  refuse: ({ status, field, message }) =>
    pageResponse(
      "Bad request – Corkboard",
      messageBody(
        "This request could not be read",
        `${field}: ${message}. Nothing was changed.`,
        backUrl,
      ),
      status,
    ),
});

/** The development outbox answers its own failures in plain text too. */
const outboxArea: Area = {
  prefix: "/dev/outbox",
  bodyKind: () => "form",
  maxBodyBytes: Number.POSITIVE_INFINITY,
  refuse: ({ status, field, message }) =>
    HttpServerResponse.text(`Bad request: ${field}: ${message}`, {
      status,
      headers: { "cache-control": "no-store" },
    }),
};

const areasOf = (config: Pick<ServerConfig, "publicUrl">): ReadonlyArray<Area> => [
  apiArea,
  authArea,
  billingArea(`${config.publicUrl}/dashboard/subscription`),
  outboxArea,
];

const areaOf = (areas: ReadonlyArray<Area>, url: string) =>
  areas.find((area) => url.startsWith(area.prefix));

/** The global router middleware that runs the check. */
export const RequestGuard = (config: Pick<ServerConfig, "publicUrl">) => {
  const areas = areasOf(config);
  return HttpLayerRouter.middleware(
    (app) =>
      Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
        const area = areaOf(areas, request.url);
        if (area === undefined) return app;
        return Effect.flatMap(requestProblem(request, area), (problem) =>
          problem === null ? app : Effect.succeed(area.refuse(problem)),
        );
      }),
    { global: true },
  );
};
