import bcrypt from "bcryptjs";
import { Effect, Layer } from "effect";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { disabledRoutes } from "../../server/auth/disabledFeatures";
import { Database } from "../../server/db/Database";
import { appRoutes, servicesLayer } from "../../server/http/app";
import { jsonDepth, maxJsonDepth, textProblem } from "../../server/http/requestGuard";
import { goodPassword } from "./support/auth";
import { configFrom } from "./support/config";
import { engines } from "./support/databases";
import {
  type ContractRoute,
  contractRoutes,
  deepJson,
  describeRequest,
  type FuzzAnswer,
  type FuzzBody,
  type FuzzRequest,
  form,
  formBodies,
  hostileEncoded,
  hostileQuery,
  hostileShortText,
  jsonBodies,
  type Method,
  multipart,
  noBody,
  recordedRoutes,
  send,
} from "./support/fuzz";
import {
  functionsKey,
  type ProductServer,
  request,
  seedEmail,
  seedEvent,
  signUpUser,
  snapshotOf,
  startProductServer,
} from "./support/product";

/**
 * Every route of /api (from the contract), /auth/v1, /billing and
 * /dev/outbox, fuzzed with hostile requests: none may answer 5xx, and a
 * refused request must change nothing the signed-in user owns. Seeds are
 * fixed and runs bounded, so a failure replays the same way.
 */

const inboundSecret = "fuzz-inbound-secret";
const seeds = { api: 20260601, auth: 20260602, billing: 20260603 } as const;
const numRuns = { api: 1500, auth: 1000, billing: 400 } as const;

type Credential = "user" | "none" | "garbage";
type Area = "api" | "auth" | "billing";

/** One route the fuzzer knows how to call. */
interface RouteCase {
  readonly area: Area;
  readonly method: Method;
  /** The route as registered, `:name` for path parameters. */
  readonly path: string;
  /** A query the route needs to reach its handler, e.g. a grant type. */
  readonly fixedQuery?: string;
  readonly queryParams: ReadonlyArray<string>;
  readonly bodies: fc.Arbitrary<FuzzBody> | null;
  /** Headers beside the credentials (the inbound secret, a webhook signature). */
  readonly extraHeaders?: fc.Arbitrary<Readonly<Record<string, string>>>;
}

/** A request before the user's current token is filled in. */
interface Plan {
  readonly route: RouteCase;
  readonly target: string;
  readonly body: FuzzBody;
  readonly credential: Credential;
  readonly withKey: boolean;
  readonly extraHeaders: Readonly<Record<string, string>>;
}

const routeKey = (route: { readonly method: string; readonly path: string }) =>
  `${route.method} ${route.path}`;

// --- the signed-in user, kept signed in ----------------------------------------------------

interface Known {
  readonly memberId: string;
  readonly eventId: string;
  readonly emailId: string;
  readonly factorId: string;
  readonly identityId: string;
  readonly forwardingAddress: string;
  readonly checkoutForm: Readonly<Record<string, string>>;
  readonly portalSession: string;
  readonly subscriptionId: string;
  readonly feedFile: string;
}

const sessionIdOf = (token: string): string => {
  const payload = token.split(".")[1] ?? "";
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as {
    session_id?: string;
  };
  return claims.session_id ?? "";
};

/** The fuzzed user: signed in again (and its password restored) whenever a request ends its session. */
class Victim {
  constructor(
    private readonly server: ProductServer,
    readonly id: string,
    readonly email: string,
    public token: string,
  ) {}

  private async sessionExists(): Promise<boolean> {
    const rows = await Effect.runPromise(
      this.server.database.query("select 1 from auth_session where id = $1", [
        sessionIdOf(this.token),
      ]),
    );
    return rows.length > 0;
  }

  private async signIn(): Promise<boolean> {
    const answer = await request(this.server, "POST", "/auth/v1/token?grant_type=password", {
      body: { email: this.email, password: goodPassword },
      key: null,
    });
    const session = answer.json as { access_token?: string } | undefined;
    if (answer.status !== 200 || session?.access_token === undefined) return false;
    this.token = session.access_token;
    return true;
  }

  private async restorePassword(): Promise<void> {
    await Effect.runPromise(
      this.server.database.query("update auth_user set encrypted_password = $2 where id = $1", [
        this.id,
        bcrypt.hashSync(goodPassword, 10),
      ]),
    );
  }

  async ensureSignedIn(): Promise<void> {
    if (await this.sessionExists()) return;
    if (await this.signIn()) return;
    await this.restorePassword();
    if (!(await this.signIn())) throw new Error("the fuzzed user cannot sign in again");
  }
}

/** Everything the user owns and the auth service keeps about them, as text. */
async function userState(server: ProductServer, userId: string): Promise<string> {
  const rows = await Effect.runPromise(
    server.database.query<{ state: string }>(
      `select json_build_array(
         (select row_to_json(u) from (select email, phone, email_change, encrypted_password,
            email_confirmed_at, app_metadata, user_metadata from auth_user where id = $1) u),
         (select coalesce(json_agg(f order by f.id), '[]') from (select id, friendly_name, status,
            secret from auth_factor where user_id = $1) f),
         (select coalesce(json_agg(i order by i.id), '[]') from (select id, provider, identity_data
            from auth_identity where user_id = $1) i),
         (select coalesce(json_agg(s order by s.id), '[]') from billing_subscription s where s.user_id = $1),
         (select coalesce(json_agg(ls order by ls.id), '[]') from billing_local_subscription ls
            join billing_local_customer lc on lc.id = ls.customer_id where lc.user_id = $1)
       )::text as state`,
      [userId],
    ),
  );
  return `${rows[0]?.state ?? ""}${await snapshotOf(server, userId)}`;
}

// --- routes -------------------------------------------------------------------------------

const validPreferences = {
  timezone: "Europe/London",
  weekStartsOn: "monday",
  trustedSenders: ["office@school.test"],
  autoConfirmEvents: false,
  digest: "off",
  reminderMinutes: 60,
};
const validMember = { Name: "Ada", Relationship: "child", Color: "#7c3aed" };

/** A valid payload of each contract endpoint that takes one; fuzzing makes one field hostile. */
const contractBases = (
  known: Known,
): Readonly<Record<string, Readonly<Record<string, unknown>>>> => ({
  "PUT /api/preferences": validPreferences,
  "POST /api/family-member": validMember,
  "PUT /api/family-member/:Id": { Id: known.memberId, ...validMember },
  "PUT /api/event/:id": { title: "School trip", status: "confirmed" },
  "POST /api/event": {
    title: "Dentist",
    startsAt: "2026-12-03T15:30:00Z",
    endsAt: "2026-12-03T16:00:00Z",
  },
  "POST /api/event/status": { ids: [known.eventId], status: "confirmed" },
  "POST /api/email/send": { to: "support", subject: "Hello", text: "A question." },
  "POST /api/sender-review": { sender: "office@school.test", decision: "approve" },
  // Never the fuzzed user's own address: the account must outlive the run.
  "DELETE /api/user/me": { email: "someone.else@family.test" },
});

/** Real ids the user owns, so that fuzzed requests get past "not found" to the SQL beyond. */
const knownPathValues = (known: Known): Readonly<Record<string, ReadonlyArray<string>>> => ({
  "PUT /api/family-member/:Id": [known.memberId],
  "DELETE /api/family-member/:id": [known.memberId],
  "GET /api/email/:id": [known.emailId],
  "GET /api/event/:id": [known.eventId],
  "PUT /api/event/:id": [known.eventId],
  "GET /api/event/:id/history": [known.eventId],
  "GET /api/event/:id/email": [known.eventId],
  "GET /api/calendar-feed/member/:id": [known.memberId],
  "GET /api/event/email/:email": [known.emailId],
  "GET /api/stripe/price/:id": ["price_local_family_monthly", "family_monthly"],
  "GET /api/stripe/product/:id": ["prod_local_family", "family"],
  "GET /api/stripe/payment-link/:id": ["family_monthly", "plink_local_family_monthly"],
  "GET /api/calendar/:file": [known.feedFile],
  "DELETE /auth/v1/user/identities/:id": [known.identityId],
  "POST /auth/v1/factors/:id/challenge": [known.factorId],
  "POST /auth/v1/factors/:id/verify": [known.factorId],
  "DELETE /auth/v1/factors/:id": [known.factorId],
  "GET /billing/checkout/:id": ["plink_local_family_monthly"],
  "POST /billing/checkout/:id": ["plink_local_family_monthly"],
  "POST /billing/portal/:action": ["card", "switch", "cancel", "resume"],
});

function contractCase(route: ContractRoute, known: Known): RouteCase {
  const base = contractBases(known)[routeKey(route)];
  if (route.payloadFields !== null && base === undefined) {
    throw new Error(`add a valid payload for ${routeKey(route)} to contractBases`);
  }
  return {
    area: "api",
    method: route.method,
    path: route.path,
    queryParams: route.queryParams,
    bodies: route.payloadFields === null ? null : jsonBodies(route.payloadFields, base ?? {}),
  };
}

const printable = fc.string({ maxLength: 40 }).filter((text) => /^[\x20-\x7e]*$/.test(text));

const mimeBodies = (address: string): fc.Arbitrary<FuzzBody> =>
  fc
    .tuple(
      fc.constantFrom(address, `a\u0000b@${address.split("@")[1] ?? "in.localhost"}`, "\ud800"),
      hostileShortText,
      hostileShortText,
    )
    .map(([to, subject, text]) => ({
      contentType: "message/rfc822",
      payload: `From: school@example.org\r\nTo: ${to}\r\nSubject: ${subject}\r\n\r\n${text}\r\n`,
    }));

/**
 * The /api routes outside the contract (server/mail/inbound/routes.ts,
 * server/billing/routes.ts, server/product/calendarFeed/http.ts); the
 * router check below keeps this list complete.
 */
const handwrittenApiCases = (known: Known): ReadonlyArray<RouteCase> => [
  {
    area: "api",
    method: "POST",
    path: "/api/inbound",
    queryParams: ["to"],
    bodies: fc.oneof(mimeBodies(known.forwardingAddress), jsonBodies(["to"], {})),
    extraHeaders: fc.oneof(
      { arbitrary: fc.constant({ "x-inbound-secret": inboundSecret }), weight: 3 },
      { arbitrary: fc.constant({}), weight: 1 },
      {
        arbitrary: fc
          .tuple(printable, fc.constantFrom(known.forwardingAddress, "nobody@in.localhost"))
          .map(([secret, to]) => ({ "x-inbound-secret": secret, "x-envelope-to": to })),
        weight: 1,
      },
    ),
  },
  { area: "api", method: "GET", path: "/api/live", queryParams: [], bodies: null },
  {
    area: "api",
    method: "POST",
    path: "/api/stripe/webhook",
    queryParams: [],
    bodies: jsonBodies(["id", "type", "data"], { id: "evt_1", type: "checkout.session.completed" }),
    extraHeaders: printable.map((signature) => ({ "stripe-signature": signature })),
  },
  { area: "api", method: "GET", path: "/api/calendar/:file", queryParams: [], bodies: null },
  { area: "api", method: "GET", path: "/api/openapi.json", queryParams: [], bodies: null },
  // server/mail/summary/unsubscribe.ts: the summary e-mails' one-click link.
  {
    area: "api",
    method: "GET",
    path: "/api/summary/unsubscribe",
    queryParams: ["token"],
    bodies: null,
  },
  {
    area: "api",
    method: "POST",
    path: "/api/summary/unsubscribe",
    queryParams: ["token"],
    bodies: formBodies(["List-Unsubscribe"], { "List-Unsubscribe": "One-Click" }),
  },
];

const authJson = (fields: ReadonlyArray<string>, base: Readonly<Record<string, unknown>>) =>
  jsonBodies(fields, base);

/**
 * The routes of server/auth/routes.ts (it adds them one by one, with no
 * table to read); the router check below fails when this list and the
 * router disagree.
 */
const authCases = (victimEmail: string): ReadonlyArray<RouteCase> => {
  const json = (
    method: Method,
    path: string,
    fields: ReadonlyArray<string>,
    base: Readonly<Record<string, unknown>>,
    fixedQuery?: string,
  ): RouteCase => ({
    area: "auth",
    method,
    path,
    queryParams: ["redirect_to"],
    bodies: authJson(fields, base),
    ...(fixedQuery === undefined ? {} : { fixedQuery }),
  });
  const bare = (method: Method, path: string, queryParams: ReadonlyArray<string> = []) => ({
    area: "auth" as const,
    method,
    path,
    queryParams,
    bodies: null,
  });
  const pkce = ["code_challenge", "code_challenge_method"];
  return [
    json("POST", "/auth/v1/signup", ["email", "phone", "password", "data", ...pkce], {
      email: "fuzz.signup@family.test",
      password: goodPassword,
    }),
    json("POST", "/auth/v1/recover", ["email", ...pkce], { email: victimEmail }),
    json("POST", "/auth/v1/otp", ["email", "create_user", "data", ...pkce], {
      email: victimEmail,
      create_user: false,
    }),
    json("POST", "/auth/v1/resend", ["type", "email"], { type: "signup", email: victimEmail }),
    bare("GET", "/auth/v1/verify", ["token", "type", "redirect_to"]),
    json("POST", "/auth/v1/verify", ["type", "token_hash", "token", "email"], {
      type: "signup",
      token_hash: "0".repeat(56),
    }),
    json(
      "POST",
      "/auth/v1/token",
      ["email", "phone", "password"],
      { email: victimEmail, password: "Wrong-Password-1" },
      "?grant_type=password",
    ),
    json(
      "POST",
      "/auth/v1/token",
      ["refresh_token"],
      { refresh_token: "abcdefghijkl" },
      "?grant_type=refresh_token",
    ),
    json(
      "POST",
      "/auth/v1/token",
      ["provider", "id_token", "nonce", "access_token"],
      { provider: "google", id_token: "x.y.z" },
      "?grant_type=id_token",
    ),
    json(
      "POST",
      "/auth/v1/token",
      ["auth_code", "code_verifier"],
      { auth_code: "0".repeat(36), code_verifier: "v".repeat(43) },
      "?grant_type=pkce",
    ),
    json("POST", "/auth/v1/token", ["grant_type", "email"], {}),
    bare("GET", "/auth/v1/user"),
    json("PUT", "/auth/v1/user", ["email", "password", "data", "nonce"], {
      data: { fuzzed: true },
    }),
    bare("GET", "/auth/v1/reauthenticate"),
    bare("POST", "/auth/v1/logout", ["scope"]),
    bare("DELETE", "/auth/v1/user/identities/:id"),
    json("POST", "/auth/v1/factors", ["factor_type", "friendly_name", "issuer"], {
      factor_type: "totp",
      friendly_name: "Fuzzed phone",
    }),
    bare("POST", "/auth/v1/factors/:id/challenge"),
    json("POST", "/auth/v1/factors/:id/verify", ["challenge_id", "code"], {
      challenge_id: "00000000-0000-4000-8000-000000000000",
      code: "123456",
    }),
    bare("DELETE", "/auth/v1/factors/:id"),
    bare("POST", "/auth/v1/recovery-codes"),
    bare("GET", "/auth/v1/recovery-codes"),
    bare("GET", "/auth/v1/settings"),
    bare("GET", "/auth/v1/.well-known/jwks.json"),
    bare("GET", "/auth/v1/authorize", ["provider", "redirect_to", "scopes", "code_challenge"]),
    // Features left off answer one fixed refusal whatever is sent (server/auth/disabledFeatures.ts).
    ...disabledRoutes.map((route) => bare(route.method, `/auth/v1${route.path}`)),
    // The admin API (server/auth/admin.ts): the fuzzer holds no service-role key, so all refuse.
    json("POST", "/auth/v1/admin/users", ["email", "password", "email_confirm", "ban_duration"], {
      email: "fuzz.admin@family.test",
    }),
    bare("GET", "/auth/v1/admin/users", ["page", "per_page"]),
    bare("GET", "/auth/v1/admin/users/:id"),
    json(
      "PUT",
      "/auth/v1/admin/users/:id",
      ["email", "password", "user_metadata", "ban_duration"],
      {
        ban_duration: "24h",
      },
    ),
    json("DELETE", "/auth/v1/admin/users/:id", ["should_soft_delete"], {}),
    bare("GET", "/auth/v1/admin/users/:id/factors"),
    bare("DELETE", "/auth/v1/admin/users/:id/factors/:factorId"),
    json("POST", "/auth/v1/admin/generate_link", ["type", "email", "password", "new_email"], {
      type: "recovery",
      email: victimEmail,
    }),
    json("POST", "/auth/v1/invite", ["email", "data"], { email: "fuzz.invite@family.test" }),
  ];
};

/** The Local checkout and portal (server/billing/routes.ts) and the outbox (server/mail/outboxRoutes.ts). */
const pageCases = (known: Known): ReadonlyArray<RouteCase> => {
  const page = (
    method: Method,
    path: string,
    queryParams: ReadonlyArray<string>,
    bodies: fc.Arbitrary<FuzzBody> | null = null,
  ): RouteCase => ({ area: "billing", method, path, queryParams, bodies });
  const checkoutFields = Object.keys(known.checkoutForm);
  const portalBase = {
    session: known.portalSession,
    subscription: known.subscriptionId,
    card_number: "4242 4242 4242 4242",
    expiry: "12 / 34",
    cvc: "123",
    interval: "year",
  };
  return [
    page("GET", "/billing/checkout/:id", [
      "client_reference_id",
      "sig",
      "prefilled_email",
      "prefilled_promo_code",
    ]),
    page("POST", "/billing/checkout/:id", [], formBodies(checkoutFields, known.checkoutForm)),
    page("GET", "/billing/portal", ["session", "done"]),
    page("POST", "/billing/portal/:action", [], formBodies(Object.keys(portalBase), portalBase)),
    page("GET", "/billing/billing.css", []),
    page("GET", "/dev/outbox", ["to", "kind"]),
    page("GET", "/dev/outbox.json", ["to", "kind"]),
    page("GET", "/dev/outbox.css", []),
  ];
};

// --- plans --------------------------------------------------------------------------------

const credentials = fc.constantFrom<Credential>("user", "user", "user", "user", "none", "garbage");

function targetOf(
  route: RouteCase,
  known: Readonly<Record<string, ReadonlyArray<string>>>,
): fc.Arbitrary<string> {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? "");
  const own = known[routeKey(route)] ?? [];
  const value =
    own.length === 0
      ? fc.oneof(fc.uuid(), hostileEncoded)
      : fc.oneof(
          { arbitrary: fc.constantFrom(...own), weight: 4 },
          { arbitrary: fc.uuid(), weight: 1 },
          { arbitrary: hostileEncoded, weight: 2 },
        );
  // Mostly no hostile query, so that the body's hostile field is what reaches the handler.
  const query = fc.oneof(
    { arbitrary: fc.constant(""), weight: 2 },
    { arbitrary: hostileQuery(route.queryParams), weight: 1 },
  );
  return fc
    .tuple(fc.array(value, { minLength: names.length, maxLength: names.length }), query)
    .map(([values, extra]) => {
      let path = route.path;
      names.forEach((name, index) => {
        path = path.replace(`:${name}`, () => values[index] ?? "");
      });
      const fixed = route.fixedQuery ?? "";
      const joined = fixed === "" ? extra : extra === "" ? fixed : `${fixed}&${extra.slice(1)}`;
      return `${path}${joined}`;
    });
}

function planOf(
  routes: ReadonlyArray<RouteCase>,
  known: Readonly<Record<string, ReadonlyArray<string>>>,
): fc.Arbitrary<Plan> {
  return fc.constantFrom(...routes).chain((route) =>
    fc.record({
      route: fc.constant(route),
      target: targetOf(route, known),
      body: route.bodies ?? fc.constant(noBody),
      credential: credentials,
      withKey: fc.nat(5).map((roll) => roll > 0 || route.area !== "api"),
      extraHeaders: route.extraHeaders ?? fc.constant({}),
    }),
  );
}

// --- checking one request -----------------------------------------------------------------

interface Fixture {
  readonly server: ProductServer;
  readonly victim: Victim;
  readonly known: Known;
  readonly anonKey: string;
}

function requestOf(fixture: Fixture, plan: Plan): FuzzRequest {
  const token =
    plan.credential === "user"
      ? fixture.victim.token
      : plan.credential === "garbage"
        ? "not.a.token"
        : null;
  const headers: Record<string, string> = { ...plan.extraHeaders };
  if (plan.route.area === "api" && plan.withKey) headers["x-functions-key"] = functionsKey;
  if (plan.route.area === "auth") {
    headers.apikey = fixture.anonKey;
    headers.authorization = `Bearer ${token ?? fixture.anonKey}`;
  } else if (token !== null) {
    headers.authorization = `Bearer ${token}`;
  }
  return {
    route: routeKey(plan.route),
    method: plan.route.method,
    target: plan.target,
    headers,
    body: plan.body,
  };
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const isText = (value: unknown) => typeof value === "string" && value.length > 0;

const maxErrorChars = 2_000;

/** Why a 400 or 415 is not in the envelope of its prefix (or is huge), or null when it is fine. */
function envelopeProblem(area: Area, answer: FuzzAnswer): string | null {
  if (area === "billing" || (answer.status !== 400 && answer.status !== 415)) return null;
  // The Schema formatter quotes what it got; however large the payload, the answer stays short.
  if (answer.text.length > maxErrorChars) return `an answer of ${answer.text.length} characters`;
  const body = parseJson(answer.text) as Record<string, unknown> | undefined;
  if (area === "api") {
    const error = body?.error as Record<string, unknown> | undefined;
    return isText(error?.code) && isText(error?.message)
      ? null
      : "not { error: { code, message } }";
  }
  const code = body?.code;
  return isText(code) && isText(body?.message) && answer.headers.get("x-sb-error-code") === code
    ? null
    : "not GoTrue's { code, message } with x-sb-error-code";
}

/** The failures of a run, one example per route and problem, so a report stays short. */
class Failures {
  private readonly seen = new Map<string, { example: string; count: number }>();

  add(request: FuzzRequest, problem: string, answer: string) {
    const key = `${request.route}: ${problem}`;
    const entry = this.seen.get(key);
    if (entry !== undefined) entry.count += 1;
    else this.seen.set(key, { example: `${describeRequest(request)} -> ${answer}`, count: 1 });
  }

  report(): ReadonlyArray<string> {
    return [...this.seen].map(([key, { example, count }]) => `${key} (${count}x), e.g. ${example}`);
  }
}

const clearRateLimits = (fixture: Fixture) =>
  Effect.runPromise(fixture.server.database.query("delete from auth_rate_limit"));

async function sendSafely(baseUrl: string, request: FuzzRequest): Promise<FuzzAnswer | string> {
  try {
    return await send(baseUrl, request);
  } catch (error) {
    return `the request failed: ${String(error)}`;
  }
}

const summary = (answer: FuzzAnswer) => `${answer.status} ${answer.text.slice(0, 300)}`;

async function check(fixture: Fixture, plan: Plan, failures: Failures): Promise<void> {
  await clearRateLimits(fixture);
  if (plan.credential === "user") await fixture.victim.ensureSignedIn();
  const request = requestOf(fixture, plan);
  const writes = request.method !== "GET";
  const before = writes ? await userState(fixture.server, fixture.victim.id) : "";
  const answer = await sendSafely(fixture.server.baseUrl, request);
  if (typeof answer === "string") return failures.add(request, "no answer", answer);
  if (answer.status >= 500) return failures.add(request, `${answer.status}`, summary(answer));
  const envelope = envelopeProblem(plan.route.area, answer);
  if (envelope !== null) failures.add(request, `${answer.status} ${envelope}`, summary(answer));
  if (writes && answer.status >= 400) {
    const after = await userState(fixture.server, fixture.victim.id);
    if (after !== before) failures.add(request, "refused but changed data", summary(answer));
  }
}

async function fuzz(
  fixture: Fixture,
  routes: ReadonlyArray<RouteCase>,
  options: { readonly seed: number; readonly numRuns: number; readonly examples: Array<[Plan]> },
): Promise<ReadonlyArray<string>> {
  const failures = new Failures();
  const known = knownPathValues(fixture.known);
  // Failures are collected rather than thrown, so one run names every failing route at once.
  await fc.assert(
    fc.asyncProperty(planOf(routes, known), (plan) => check(fixture, plan, failures)),
    { seed: options.seed, numRuns: options.numRuns, examples: options.examples },
  );
  return failures.report();
}

// --- the outside fuzzer's findings, replayed first ----------------------------------------

function example(
  routes: ReadonlyArray<RouteCase>,
  key: string,
  target: string,
  body: FuzzBody = noBody,
  fixedQuery?: string,
): [Plan] {
  const route = routes.find(
    (candidate) => routeKey(candidate) === key && candidate.fixedQuery === fixedQuery,
  );
  if (route === undefined) throw new Error(`no route case ${key}`);
  return [{ route, target, body, credential: "user", withKey: true, extraHeaders: {} }];
}

/** 415 for a form or multipart body sent to a route that reads JSON, else 400. */
const wantedStatus = (plan: Plan): 400 | 415 => {
  const type = plan.body.contentType ?? "";
  const notJson = type.startsWith("multipart/") || type.startsWith("application/x-www-form");
  return plan.route.area !== "billing" && notJson ? 415 : 400;
};

const jsonBody = (value: unknown): FuzzBody => ({
  contentType: "application/json;charset=UTF-8",
  payload: JSON.stringify(value),
});

const apiExamples = (routes: ReadonlyArray<RouteCase>): Array<[Plan]> => [
  example(routes, "POST /api/family-member", "/api/family-member", {
    contentType: "application/json",
    payload: deepJson("Name", 5_000, "array"),
  }),
  example(routes, "PUT /api/preferences", "/api/preferences", {
    contentType: "application/json",
    payload: deepJson("trustedSenders", 5_000, "object"),
  }),
  example(
    routes,
    "GET /api/stripe/payment-link/:id",
    "/api/stripe/payment-link/family_monthly?promo=%00",
  ),
  example(routes, "POST /api/family-member", "/api/family-member", multipart(validMember)),
  example(routes, "POST /api/family-member", "/api/family-member", form(validMember)),
  example(routes, "GET /api/email/:id", "/api/email/a%00b"),
];

const authExamples = (routes: ReadonlyArray<RouteCase>): Array<[Plan]> => [
  example(
    routes,
    "POST /auth/v1/token",
    "/auth/v1/token?grant_type=refresh_token",
    jsonBody({ refresh_token: "\u0000" }),
    "?grant_type=refresh_token",
  ),
  example(
    routes,
    "POST /auth/v1/token",
    "/auth/v1/token?grant_type=password",
    jsonBody({ email: "a\u0000@family.test", password: "x" }),
    "?grant_type=password",
  ),
  example(
    routes,
    "POST /auth/v1/token",
    "/auth/v1/token?grant_type=pkce",
    jsonBody({ auth_code: "\u0000", code_verifier: "x" }),
    "?grant_type=pkce",
  ),
  example(
    routes,
    "POST /auth/v1/verify",
    "/auth/v1/verify",
    jsonBody({ type: "signup", token_hash: "\u0000" }),
  ),
  example(routes, "PUT /auth/v1/user", "/auth/v1/user", jsonBody({ data: { a: "\u0000" } })),
  example(routes, "PUT /auth/v1/user", "/auth/v1/user", {
    contentType: "application/json",
    payload: deepJson("data", 5_000, "object"),
  }),
  example(
    routes,
    "POST /auth/v1/factors",
    "/auth/v1/factors",
    jsonBody({ factor_type: "totp", friendly_name: "\u0000" }),
  ),
  example(
    routes,
    "POST /auth/v1/factors",
    "/auth/v1/factors",
    jsonBody({ factor_type: "totp", issuer: "\ud800" }),
  ),
  example(
    routes,
    "POST /auth/v1/signup",
    "/auth/v1/signup",
    multipart({ email: "multi@family.test", password: goodPassword }),
  ),
];

const pageExamples = (routes: ReadonlyArray<RouteCase>, known: Known): Array<[Plan]> => [
  example(routes, "GET /billing/checkout/:id", "/billing/checkout/%00"),
  example(
    routes,
    "POST /billing/checkout/:id",
    "/billing/checkout/plink%00",
    form(known.checkoutForm),
  ),
  example(
    routes,
    "POST /billing/checkout/:id",
    "/billing/checkout/plink_local_family_monthly",
    form({ ...known.checkoutForm, promo: "\u0000" }),
  ),
  example(routes, "GET /dev/outbox.json", "/dev/outbox.json?to=%00"),
  example(routes, "GET /dev/outbox", "/dev/outbox?kind=a%00"),
];

// --- setting up the user's data -----------------------------------------------------------

async function dataOf<A>(
  server: ProductServer,
  token: string,
  method: Method,
  path: string,
  body?: unknown,
): Promise<A> {
  const answer = await request(server, method, path, {
    user: { id: "", email: "", token },
    ...(body === undefined ? {} : { body }),
  });
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${answer.text}`);
  return (answer.json as { data: A }).data;
}

async function enrolFactor(server: ProductServer, token: string): Promise<string> {
  const answer = await request(server, "POST", "/auth/v1/factors", {
    user: { id: "", email: "", token },
    key: null,
    body: { factor_type: "totp", friendly_name: "Phone" },
  });
  const factor = answer.json as { id?: string } | undefined;
  if (factor?.id === undefined) throw new Error(`enrol: ${answer.status} ${answer.text}`);
  return factor.id;
}

async function identityOf(server: ProductServer, userId: string): Promise<string> {
  const rows = await Effect.runPromise(
    server.database.query<{ id: string }>("select id from auth_identity where user_id = $1", [
      userId,
    ]),
  );
  return rows[0]?.id ?? "";
}

/** Pays once through the Local checkout so the portal has a subscription to act on. */
async function subscribe(
  server: ProductServer,
  checkoutForm: Readonly<Record<string, string>>,
): Promise<void> {
  const answer = await fetch(`${server.baseUrl}/billing/checkout/plink_local_family_monthly`, {
    method: "POST",
    body: new URLSearchParams({
      ...checkoutForm,
      card_number: "4242 4242 4242 4242",
      expiry: "12 / 34",
      cvc: "123",
    }),
    redirect: "manual",
  });
  if (answer.status !== 303) throw new Error(`checkout: ${answer.status}`);
}

async function knownOf(server: ProductServer, victim: Victim): Promise<Known> {
  const token = victim.token;
  const user = { id: victim.id, email: victim.email, token };
  const member = await dataOf<{ Id: string }>(server, token, "POST", "/api/family-member", {
    ...validMember,
  });
  const event = await seedEvent(server, user);
  const email = await seedEmail(server, user);
  const { address } = await dataOf<{ address: string }>(
    server,
    token,
    "GET",
    "/api/forwarding-address",
  );
  const link = await dataOf<{ url: string }>(
    server,
    token,
    "GET",
    "/api/stripe/payment-link/family_monthly",
  );
  const linkUrl = new URL(link.url);
  const checkoutForm = {
    client_reference_id: linkUrl.searchParams.get("client_reference_id") ?? "",
    sig: linkUrl.searchParams.get("sig") ?? "",
    prefilled_email: linkUrl.searchParams.get("prefilled_email") ?? "",
    promo: "",
    card_number: "4000 0000 0000 0002",
    expiry: "12 / 34",
    cvc: "123",
  };
  await subscribe(server, checkoutForm);
  const portal = await dataOf<{ url: string }>(server, token, "POST", "/api/stripe/portal-session");
  const subscriptions = await dataOf<ReadonlyArray<{ id: string }>>(
    server,
    token,
    "GET",
    "/api/stripe/subscriptions",
  );
  const feed = await dataOf<{ url: string }>(server, token, "POST", "/api/calendar-feed");
  return {
    memberId: member.Id,
    eventId: event.id,
    emailId: email.id,
    factorId: await enrolFactor(server, token),
    identityId: await identityOf(server, victim.id),
    forwardingAddress: address,
    checkoutForm,
    portalSession: new URL(portal.url).searchParams.get("session") ?? "",
    subscriptionId: subscriptions[0]?.id ?? "",
    feedFile: new URL(feed.url).pathname.split("/").pop() ?? "",
  };
}

// --- the tests ----------------------------------------------------------------------------

describe.each(engines)("every route, fuzzed, on %s", (engine) => {
  let fixture: Fixture;
  let apiCases: ReadonlyArray<RouteCase>;
  let authRouteCases: ReadonlyArray<RouteCase>;
  let pageRouteCases: ReadonlyArray<RouteCase>;

  beforeAll(async () => {
    const server = await startProductServer(engine, { INBOUND_SECRET: inboundSecret });
    const user = await signUpUser(server, "fuzz");
    const victim = new Victim(server, user.id, user.email, user.token);
    const known = await knownOf(server, victim);
    fixture = { server, victim, known, anonKey: server.auth.anonKey };
    apiCases = [
      ...contractRoutes().map((route) => contractCase(route, known)),
      ...handwrittenApiCases(known),
    ];
    authRouteCases = authCases(victim.email);
    pageRouteCases = pageCases(known);
  });

  afterAll(async () => {
    await fixture?.server.close();
  });

  it("fuzzes exactly the routes the server registers", async () => {
    const config = await configFrom({ FUNCTIONS_KEY: functionsKey, INBOUND_SECRET: inboundSecret });
    const services = servicesLayer(config).pipe(
      Layer.provideMerge(Layer.succeed(Database, fixture.server.database)),
    );
    const registered = await recordedRoutes(appRoutes(config, null, fixture.anonKey), services);
    const fuzzed = new Set(
      [...apiCases, ...authRouteCases, ...pageRouteCases].map((route) => routeKey(route)),
    );
    const ours = registered.filter(
      (route) => /^\S+ \/(api|auth\/v1|billing|dev)\//.test(route) && !route.endsWith("*"),
    );
    expect([...fuzzed].sort()).toEqual(ours);
  });

  it("answers no fuzzed /api request with a 5xx, and a refused one changes nothing", async () => {
    const failures = await fuzz(fixture, apiCases, {
      seed: seeds.api,
      numRuns: numRuns.api,
      examples: apiExamples(apiCases),
    });
    expect(failures).toEqual([]);
  });

  it("answers no fuzzed /auth/v1 request with a 5xx, and a refused one changes nothing", async () => {
    const failures = await fuzz(fixture, authRouteCases, {
      seed: seeds.auth,
      numRuns: numRuns.auth,
      examples: authExamples(authRouteCases),
    });
    expect(failures).toEqual([]);
  });

  it("answers no fuzzed /billing or /dev/outbox request with a 5xx", async () => {
    const failures = await fuzz(fixture, pageRouteCases, {
      seed: seeds.billing,
      numRuns: numRuns.billing,
      examples: pageExamples(pageRouteCases, fixture.known),
    });
    expect(failures).toEqual([]);
  });

  it("answers the outside fuzzer's findings with 400, or 415 for a body the route does not read, and changes nothing", async () => {
    await fixture.victim.ensureSignedIn();
    const before = await userState(fixture.server, fixture.victim.id);
    const user = {
      id: fixture.victim.id,
      email: fixture.victim.email,
      token: fixture.victim.token,
    };
    const profile = await request(fixture.server, "GET", "/auth/v1/user", { user, key: null });
    const findings = [
      ...apiExamples(apiCases),
      ...authExamples(authRouteCases),
      ...pageExamples(pageRouteCases, fixture.known),
    ].map(([plan]) => plan);
    const answers: Array<{ request: string; status: number; envelope: string | null }> = [];
    for (const plan of findings) {
      const sent = requestOf(fixture, plan);
      const answer = await send(fixture.server.baseUrl, sent);
      answers.push({
        request: describeRequest(sent),
        status: answer.status,
        envelope: envelopeProblem(plan.route.area, answer),
      });
    }
    expect(answers).toEqual(
      findings.map((plan) => ({
        request: describeRequest(requestOf(fixture, plan)),
        status: wantedStatus(plan),
        envelope: null,
      })),
    );
    const again = await request(fixture.server, "GET", "/auth/v1/user", { user, key: null });
    expect(again.json).toEqual(profile.json);
    expect(await userState(fixture.server, fixture.victim.id)).toBe(before);
  });
});

/** How deep arrays and objects nest in a parsed value. */
const depthOf = (value: unknown): number =>
  typeof value === "object" && value !== null
    ? 1 + Math.max(0, ...Object.values(value).map(depthOf))
    : 0;

/** Text survives UTF-8 (no lone surrogate) and PostgreSQL (no NUL). */
const storable = (text: string) =>
  !text.includes("\u0000") && new TextDecoder().decode(new TextEncoder().encode(text)) === text;

describe("the request guard's checks", () => {
  it("counts JSON nesting as the parsed value nests, brackets in strings aside", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), (value) => {
        expect(jsonDepth(JSON.stringify(value))).toBe(depthOf(value));
      }),
      { seed: 20260604, numRuns: 300 },
    );
    expect(jsonDepth(deepJson("a", maxJsonDepth, "array"))).toBe(maxJsonDepth + 1);
  });

  it("refuses exactly the text that UTF-8 or PostgreSQL cannot carry", () => {
    const units = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));
    fc.assert(
      fc.property(fc.string({ unit: units, maxLength: 12 }), (text) => {
        expect(textProblem(text) === null).toBe(storable(text));
      }),
      { seed: 20260605, numRuns: 1000 },
    );
  });
});
