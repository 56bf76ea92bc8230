import { HttpApi, HttpLayerRouter } from "@effect/platform";
import { Effect, Layer, Option, SchemaAST } from "effect";
import fc from "fast-check";
import { CorkboardApi } from "../../../api/Api";

/**
 * Hostile requests for the route fuzzer (fuzzRoutes.test.ts): strings that
 * PostgreSQL or JSON cannot carry, deep and huge payloads, wrong types and
 * wrong content types, and the helpers that send them and describe them.
 */

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A body as it goes on the wire: its bytes (or text, sent as UTF-8) and its content type. */
export interface FuzzBody {
  readonly contentType: string | null;
  readonly payload: string | Uint8Array | null;
}

export const noBody: FuzzBody = { contentType: null, payload: null };

// --- strings and values ---------------------------------------------------------------

const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));

/** Any UTF-16 text, NUL and lone surrogates included. */
const anyCodeUnits = fc.string({ unit: codeUnit, maxLength: 24 });

/** What the outside fuzzer found breaking, and what commonly breaks parsers and SQL. */
const knownHostile = fc.constantFrom(
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfff",
  "\udc00\ud800",
  "😀",
  "",
  " ",
  "null",
  "'; drop table auth_user; --",
  "<script>alert(1)</script>",
  "%00",
  "\\u0000",
  "../..",
  "\r\n",
  "\u2028",
  "\ufeff",
);

const withNul = fc
  .tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }))
  .map(([before, after]) => `${before}\u0000${after}`);

/** Short hostile text: fits a URL, a header value or a key. */
export const hostileShortText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: knownHostile, weight: 4 },
  { arbitrary: withNul, weight: 2 },
  { arbitrary: anyCodeUnits, weight: 2 },
  { arbitrary: fc.string({ maxLength: 24 }), weight: 1 },
  { arbitrary: fc.emailAddress(), weight: 1 },
  { arbitrary: fc.uuid(), weight: 1 },
);

const hugeText = fc.constantFrom(300, 5_000, 70_000, 400_000).map((length) => "x".repeat(length));

/** Hostile text of any length, up to 400 KB. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: hostileShortText, weight: 8 },
  { arbitrary: hugeText, weight: 1 },
);

/** A JSON value that is not what any field wants: hostile text, wrong types, odd numbers. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileText, weight: 8 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 1 },
  { arbitrary: fc.constantFrom(true, false, null, 1e308, -1, 0, 2 ** 53 + 1), weight: 1 },
  { arbitrary: fc.array(hostileShortText, { maxLength: 4 }), weight: 1 },
  { arbitrary: fc.dictionary(hostileShortText, hostileShortText, { maxKeys: 3 }), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
);

// --- URLs --------------------------------------------------------------------------------

const unreserved = /^[A-Za-z0-9\-._~]$/;

/** Percent-encodes UTF-8 bytes (a lone surrogate becomes U+FFFD, as any client would send it). */
export const percentEncode = (text: string): string =>
  Array.from(new TextEncoder().encode(text), (byte) => {
    const char = String.fromCharCode(byte);
    return unreserved.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }).join("");

/** Encoded forms no well-behaved client sends: NUL, CESU-8 surrogates, broken escapes. */
const rawEscapes = fc.constantFrom(
  "%00",
  "a%00b",
  "%ED%A0%80",
  "%ED%B0%80x",
  "%FF",
  "%C0%80",
  "%",
  "%zz",
  "%2F",
  "%2E%2E",
  "x".repeat(3_000),
);

/** A path segment or query value, already encoded. */
export const hostileEncoded: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: rawEscapes, weight: 2 },
  { arbitrary: hostileShortText.map(percentEncode), weight: 3 },
);

/** A query string over the parameters a route reads, plus strangers; empty or `?...`. */
export const hostileQuery = (
  names: ReadonlyArray<string>,
  values: fc.Arbitrary<string> = hostileEncoded,
): fc.Arbitrary<string> => {
  const name =
    names.length === 0
      ? hostileEncoded
      : fc.oneof(
          { arbitrary: fc.constantFrom(...names), weight: 4 },
          { arbitrary: hostileEncoded, weight: 1 },
        );
  return fc
    .array(fc.tuple(name, values), { maxLength: 3 })
    .map((pairs) =>
      pairs.length === 0 ? "" : `?${pairs.map(([key, value]) => `${key}=${value}`).join("&")}`,
    );
};

// --- bodies --------------------------------------------------------------------------------

/** What supabase-js, browsers and other clients put on JSON; null sends no content type. */
export const jsonContentTypes = fc.constantFrom<string | null>(
  "application/json",
  "application/json;charset=UTF-8",
  "application/json; charset=utf-8",
  null,
);

const wrongContentTypes = fc.constantFrom(
  "text/plain",
  "text/plain;charset=UTF-8",
  "application/xml",
  "application/octet-stream",
  "text/html",
  "image/png",
);

const json = (contentType: string | null, value: unknown): FuzzBody => ({
  contentType,
  payload: JSON.stringify(value),
});

/** `{"field": [[[…]]]}` or `{"field": {"a": {"a": …}}}` nested `depth` levels, as text. */
export function deepJson(field: string, depth: number, shape: "array" | "object"): string {
  const inner =
    shape === "array"
      ? `${"[".repeat(depth)}${"]".repeat(depth)}`
      : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
  return `{${JSON.stringify(field)}:${inner}}`;
}

const boundary = "----corkboardFuzz7MA4YWxkTrZu0gW";

/** A multipart/form-data body with the given fields and a small file. */
export function multipart(fields: Readonly<Record<string, string>>): FuzzBody {
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const file = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: `${parts.join("")}${file}--${boundary}--\r\n`,
  };
}

/** An application/x-www-form-urlencoded body (URLSearchParams encodes as a browser does). */
export const form = (fields: Readonly<Record<string, string>>): FuzzBody => ({
  contentType: "application/x-www-form-urlencoded",
  payload: new URLSearchParams(fields).toString(),
});

const asText = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

const textFields = (base: Readonly<Record<string, unknown>>) =>
  Object.fromEntries(Object.entries(base).map(([key, value]) => [key, asText(value) ?? ""]));

const deepBody = (fields: ReadonlyArray<string>) =>
  fc
    .tuple(
      fc.constantFrom(...fields),
      fc.constantFrom(65, 1_000, 5_000, 20_000),
      fc.constantFrom<"array" | "object">("array", "object"),
      jsonContentTypes,
    )
    .map(
      ([field, depth, shape, contentType]): FuzzBody => ({
        contentType,
        payload: deepJson(field, depth, shape),
      }),
    );

/** Bytes that are not UTF-8, and text that is not JSON. */
const notJson = fc.oneof(
  fc
    .constantFrom([0xff, 0xfe, 0x00], [0x7b, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d], [0xc0, 0x80])
    .map(
      (bytes): FuzzBody => ({ contentType: "application/json", payload: new Uint8Array(bytes) }),
    ),
  fc
    .oneof(
      fc.constantFrom("{", "[", '{"a":', "nul", '"\u0000"', "{}}"),
      fc.string({ maxLength: 20 }),
    )
    .map((text): FuzzBody => ({ contentType: "application/json", payload: text })),
);

/**
 * Bodies for a route that reads JSON: its valid `base` with one field made
 * hostile (the likeliest way to reach SQL), hostile keys, deep nesting,
 * values that are not objects, text that is not JSON, and the right
 * fields under a content type the route does not take.
 */
export function jsonBodies(
  fieldNames: ReadonlyArray<string>,
  base: Readonly<Record<string, unknown>>,
): fc.Arbitrary<FuzzBody> {
  const fields = fieldNames.length === 0 ? ["x"] : fieldNames;
  const field = fc.constantFrom(...fields);
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .tuple(field, hostileValue, jsonContentTypes)
        .map(([name, value, type]) => json(type, { ...base, [name]: value })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.dictionary(field, hostileValue, { maxKeys: fields.length }), jsonContentTypes)
        .map(([value, type]) => json(type, value)),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(hostileShortText, hostileValue)
        .map(([key, value]) => json("application/json", { ...base, [key]: value })),
    },
    { weight: 2, arbitrary: deepBody(fields) },
    {
      weight: 1,
      arbitrary: fc.jsonValue({ maxDepth: 2 }).map((value) => json("application/json", value)),
    },
    { weight: 1, arbitrary: notJson },
    {
      weight: 2,
      arbitrary: wrongContentTypes.map((type) => json(type, base)),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(field, hostileShortText)
        .map(([name, value]) => multipart({ ...textFields(base), [name]: value })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(field, hostileShortText)
        .map(([name, value]) => form({ ...textFields(base), [name]: value })),
    },
    { weight: 1, arbitrary: fc.constant(noBody) },
  );
}

/** Bodies for an HTML form route: its valid form with one field hostile, and other shapes. */
export function formBodies(
  fieldNames: ReadonlyArray<string>,
  base: Readonly<Record<string, string>>,
): fc.Arbitrary<FuzzBody> {
  const field = fc.constantFrom(...fieldNames);
  const encodedForm = (fields: Readonly<Record<string, string>>, name: string, raw: string) => ({
    contentType: "application/x-www-form-urlencoded",
    payload: `${new URLSearchParams(fields).toString()}&${name}=${raw}`,
  });
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(field, hostileText)
        .map(([name, value]) => form({ ...base, [name]: value })),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(field, rawEscapes).map(([name, raw]) => encodedForm(base, name, raw)),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(field, hostileShortText)
        .map(([name, value]) => multipart({ ...base, [name]: value })),
    },
    { weight: 1, arbitrary: jsonBodies(fieldNames, base) },
    { weight: 1, arbitrary: fc.constant(noBody) },
  );
}

// --- the contract's routes ---------------------------------------------------------------

/** One endpoint of the product API, as the contract declares it. */
export interface ContractRoute {
  readonly method: Method;
  /** With `:name` for each path parameter. */
  readonly path: string;
  readonly pathParams: ReadonlyArray<string>;
  readonly queryParams: ReadonlyArray<string>;
  /** The payload's fields, or null when the endpoint takes no payload. */
  readonly payloadFields: ReadonlyArray<string> | null;
}

const fieldNamesOf = (ast: SchemaAST.AST): ReadonlyArray<string> =>
  SchemaAST.getPropertySignatures(SchemaAST.encodedAST(ast)).map((signature) =>
    String(signature.name),
  );

const isMethod = (method: string): method is Method =>
  ["GET", "POST", "PUT", "PATCH", "DELETE"].includes(method);

/** Every endpoint of CorkboardApi, read from the HttpApi definition itself. */
export function contractRoutes(): ReadonlyArray<ContractRoute> {
  const routes: Array<ContractRoute> = [];
  HttpApi.reflect(CorkboardApi, {
    onGroup: () => undefined,
    onEndpoint: ({ endpoint }) => {
      if (!isMethod(endpoint.method)) throw new Error(`unexpected method ${endpoint.method}`);
      routes.push({
        method: endpoint.method,
        path: endpoint.path,
        pathParams: [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? ""),
        queryParams: Option.match(endpoint.urlParamsSchema, {
          onNone: () => [],
          onSome: (schema) => fieldNamesOf(schema.ast),
        }),
        payloadFields: Option.match(endpoint.payloadSchema, {
          onNone: () => null,
          onSome: (schema) => fieldNamesOf(schema.ast),
        }),
      });
    },
  });
  return routes;
}

// --- the router's table ------------------------------------------------------------------

/**
 * Builds `routes` against a real router that also writes down every method
 * and path added to it, and returns them as `METHOD /path`.
 */
export async function recordedRoutes<E, R>(
  routes: Layer.Layer<never, E, R>,
  services: Layer.Layer<
    Exclude<HttpLayerRouter.Request.Without<R>, HttpLayerRouter.HttpRouter>,
    unknown
  >,
): Promise<ReadonlyArray<string>> {
  const recorded: Array<string> = [];
  const recording = Layer.effect(
    HttpLayerRouter.HttpRouter,
    Effect.map(
      HttpLayerRouter.make,
      (router): HttpLayerRouter.HttpRouter => ({
        ...router,
        add: (method, path, handler, options) => {
          recorded.push(`${method} ${path}`);
          return router.add(method, path, handler, options);
        },
        addAll: (list) => {
          for (const route of list) recorded.push(`${route.method} ${route.path}`);
          return router.addAll(list);
        },
      }),
    ),
  );
  // The router's request types are phantoms that only `serve` strips; building needs them gone.
  const built = Layer.provide(routes, recording) as unknown as Layer.Layer<
    never,
    unknown,
    Exclude<HttpLayerRouter.Request.Without<R>, HttpLayerRouter.HttpRouter>
  >;
  await Effect.runPromise(Effect.scoped(Layer.build(Layer.provide(built, services))));
  return [...new Set(recorded)].sort();
}

// --- sending -------------------------------------------------------------------------------

export interface FuzzRequest {
  /** The route it exercises, `METHOD /template`. */
  readonly route: string;
  readonly method: Method;
  /** Path and query, encoded. */
  readonly target: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: FuzzBody;
}

export interface FuzzAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
}

const toBytes = (payload: string | Uint8Array): Uint8Array<ArrayBuffer> =>
  typeof payload === "string" ? new TextEncoder().encode(payload) : Uint8Array.from(payload);

/**
 * Sends a request as raw bytes (so no content type is added), and reads the
 * answer; an event stream is closed as soon as its headers arrive.
 */
export async function send(baseUrl: string, request: FuzzRequest): Promise<FuzzAnswer> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.body.contentType !== null) headers["content-type"] = request.body.contentType;
  const payload = request.body.payload;
  const response = await fetch(`${baseUrl}${request.target}`, {
    method: request.method,
    headers,
    body: payload === null || request.method === "GET" ? undefined : toBytes(payload),
    redirect: "manual",
  });
  if ((response.headers.get("content-type") ?? "").startsWith("text/event-stream")) {
    await response.body?.cancel();
    return { status: response.status, headers: response.headers, text: "" };
  }
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const clip = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text;

/** JSON's escapes make NUL, control characters and lone surrogates visible. */
const escapeControls = (text: string) => JSON.stringify(text).slice(1, -1);

/** One line that reproduces the request: method, target, credentials, content type, body. */
export function describeRequest(request: FuzzRequest): string {
  const payload = request.body.payload;
  const body =
    payload === null
      ? "no body"
      : typeof payload === "string"
        ? escapeControls(clip(payload, 200))
        : `bytes ${Buffer.from(payload).toString("hex")}`;
  const credentials = Object.keys(request.headers).sort().join(",") || "no credentials";
  return `${request.method} ${clip(request.target, 200)} [${credentials}] (${request.body.contentType ?? "no content type"}) ${body}`;
}
