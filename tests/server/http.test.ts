import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseLayerFor } from "../../server/db/layer";
import { loadStaticSite } from "../../server/http/staticSite";
import { configFrom } from "./support/config";
import { engines, type FreshDatabase, freshDatabase } from "./support/databases";
import { writeFixtureBuild } from "./support/fixtureSite";
import { brokenDatabase, type RunningServer, startServer } from "./support/testServer";

const securityHeaderNames = [
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
];

describe.each(engines)("the HTTP server on %s", (engine) => {
  let fresh: FreshDatabase;
  let server: RunningServer;
  let build: ReturnType<typeof writeFixtureBuild>;

  beforeAll(async () => {
    fresh = await freshDatabase(engine);
    build = writeFixtureBuild();
    const config = await configFrom({
      PUBLIC_URL: "http://localhost:8787",
      FUNCTIONS_KEY: "fk-test",
    });
    const database = databaseLayerFor(fresh.config);
    server = await startServer(config, loadStaticSite(build.paths), database);
  });

  afterAll(async () => {
    await server?.close();
    await fresh?.dispose();
    build?.dispose();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}${path}`, { headers });

  it("answers GET /api/health with the database it checked", async () => {
    const response = await get("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { status: "ok", database: engine } });
  });

  it("answers unknown API paths with a JSON 404, not the app", async () => {
    const response = await get("/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({
      error: { code: "not_found", message: "No API route GET /api/no-such-thing" },
    });
  });

  it("serves the OpenAPI document generated from the contract", async () => {
    const response = await get("/api/openapi.json");
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      info: { title: string };
      paths: Record<string, unknown>;
    };
    expect(document.info.title).toBe("Corkboard API");
    expect(Object.keys(document.paths)).toContain("/api/health");
  });

  it("serves /config.json with public values only", async () => {
    const response = await get("/config.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      publicUrl: "http://localhost:8787",
      apiBaseUrl: "/api",
      authUrl: "/",
      authAnonKey: expect.stringMatching(/^ey/),
      functionsKey: "fk-test",
      mailDomain: "in.localhost",
      // Live inspection stays off unless the server sets INSPECT=1.
      inspect: false,
    });
    expect(Object.keys(body).sort()).toEqual([
      "apiBaseUrl",
      "authAnonKey",
      "authUrl",
      "functionsKey",
      "googleClientId",
      "inspect",
      "mailDomain",
      "msAuthority",
      "msClientId",
      "publicUrl",
      "stripePublishableKey",
    ]);
  });

  it.each([
    ["/", "page /"],
    ["/about", "page /about"],
    ["/about/", "page /about"],
    ["/pricing", "page /pricing"],
    ["/not-found", "page /not-found"],
  ])("serves the prerendered page for %s", async (path, text) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toContain(`<h1>${text}</h1>`);
  });

  it.each(["/dashboard", "/dashboard/event/42", "/login", "/callback/microsoft"])(
    "answers the client route %s with the app shell",
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root"></div>');
    },
  );

  it.each(["/no-such-page", "/../package.json", "/%2e%2e/package.json", "/about/../../etc/passwd"])(
    "answers %s with the not-found page and 404",
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      const body = await response.text();
      expect(body).toContain("<h1>page /not-found</h1>");
      expect(body).not.toContain('"name": "corkboard"');
    },
  );

  it("serves hashed assets with immutable caching, compressed as the client accepts", async () => {
    const plain = await get("/assets/app-3f9a1c.js", { "accept-encoding": "identity" });
    expect(plain.status).toBe(200);
    expect(plain.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(plain.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(plain.headers.get("content-encoding")).toBeNull();
    const original = await plain.text();

    for (const encoding of ["br", "gzip"]) {
      // Node's fetch decodes the body; the header proves which copy was sent.
      const response = await get("/assets/app-3f9a1c.js", { "accept-encoding": encoding });
      expect(response.headers.get("content-encoding")).toBe(encoding);
      expect(response.headers.get("vary")).toBe("Accept-Encoding");
      expect(await response.text()).toBe(original);
    }
    const preferred = await get("/assets/app-3f9a1c.js", {
      "accept-encoding": "gzip, deflate, br",
    });
    expect(preferred.headers.get("content-encoding")).toBe("br");
  });

  it("answers a missing asset with a plain 404, not a page", async () => {
    const response = await get("/assets/index-old1234.js");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toBe("Not found");
  });

  it("answers a matching If-None-Match with 304, weak or in a list", async () => {
    const first = await get("/about", { "accept-encoding": "br" });
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^".+-br"$/);
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const again = await get("/about", { "accept-encoding": "br", "if-none-match": header });
      expect(again.status).toBe(304);
      expect(again.headers.get("etag")).toBe(etag);
    }
    const changed = await get("/about", { "accept-encoding": "br", "if-none-match": '"other"' });
    expect(changed.status).toBe(200);
  });

  it("gives each encoding of a file its own ETag", async () => {
    const tags = await Promise.all(
      ["br", "gzip", "identity"].map(async (encoding) =>
        (await get("/assets/app-3f9a1c.js", { "accept-encoding": encoding })).headers.get("etag"),
      ),
    );
    expect(new Set(tags).size).toBe(3);
  });

  it("answers HEAD like GET without a body", async () => {
    for (const path of ["/", "/api/health", "/assets/app-3f9a1c.js"]) {
      const response = await fetch(`${server.baseUrl}${path}`, { method: "HEAD" });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe("");
    }
  });

  it.each(["POST", "PUT", "DELETE"])(
    "answers %s on an app path with 405 and the headers",
    async (method) => {
      const response = await fetch(`${server.baseUrl}/about`, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD");
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    },
  );

  it.each([
    "/",
    "/api/health",
    "/api/nope",
    "/nope",
    "/config.json",
    "/assets/app-3f9a1c.js",
    "/assets/gone.js",
  ])("sends the security headers on %s", async (path) => {
    const response = await get(path);
    for (const name of securityHeaderNames) expect(response.headers.get(name)).not.toBeNull();
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("the content security policy", () => {
  it("opens only what configured sign-in services need", async () => {
    const { contentSecurityPolicy } = await import("../../server/http/securityHeaders");
    const plain = contentSecurityPolicy(await configFrom({}));
    expect(plain).toContain("connect-src 'self';");
    expect(plain).toContain("script-src 'self';");
    expect(plain).toContain("frame-src 'none'");
    const withProviders = contentSecurityPolicy(
      await configFrom({
        MS_CLIENT_ID: "ms",
        MS_AUTHORITY: "https://login.microsoftonline.com/common",
        GOOGLE_CLIENT_ID: "g",
      }),
    );
    expect(withProviders).toContain(
      "connect-src 'self' https://login.microsoftonline.com https://accounts.google.com/gsi/;",
    );
    expect(withProviders).toContain("script-src 'self' https://accounts.google.com/gsi/client;");
    expect(withProviders).toContain("frame-src https://accounts.google.com/gsi/;");
  });

  it("opens Stripe.js's script, frames and API only when STRIPE_PUBLISHABLE_KEY is set", async () => {
    const { contentSecurityPolicy } = await import("../../server/http/securityHeaders");
    const plain = contentSecurityPolicy(await configFrom({}));
    expect(plain).not.toContain("stripe.com");
    const withStripe = contentSecurityPolicy(
      await configFrom({ STRIPE_PUBLISHABLE_KEY: "pk_test_123" }),
    );
    expect(withStripe).toContain("script-src 'self' https://js.stripe.com;");
    expect(withStripe).toContain("connect-src 'self' https://api.stripe.com;");
    expect(withStripe).toContain("frame-src https://js.stripe.com https://hooks.stripe.com;");
  });

  it("lets the app reach a hosted auth service named by SUPABASE_URL, and nothing else", async () => {
    const config = await configFrom({
      SUPABASE_URL: "https://abc.supabase.co/",
      AUTH_JWT_SECRET: "s".repeat(32),
    });
    const server = await startServer(config, null, brokenDatabase("unused"), { migrated: false });
    try {
      const response = await fetch(`${server.baseUrl}/config.json`);
      expect(response.headers.get("content-security-policy")).toContain(
        "connect-src 'self' https://abc.supabase.co;",
      );
      expect(((await response.json()) as { authUrl: string }).authUrl).toBe(
        "https://abc.supabase.co",
      );
    } finally {
      await server.close();
    }
  });
});

describe("health when the database is down", () => {
  it("answers 503 with an error naming the problem", async () => {
    const config = await configFrom({ AUTH_JWT_SECRET: "s".repeat(32) });
    const server = await startServer(config, null, brokenDatabase("connection refused"), {
      migrated: false,
    });
    try {
      const response = await fetch(`${server.baseUrl}/api/health`);
      expect(response.status).toBe(503);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("database_unavailable");
      expect(body.error.message).toContain("connection refused");
    } finally {
      await server.close();
    }
  });
});
