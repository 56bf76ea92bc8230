import { FetchHttpClient, HttpApiClient, HttpClient, HttpClientRequest } from "@effect/platform";
import { Effect } from "effect";
import { CorkboardApi } from "../../../api/Api";
import type { CalendarEvent, EventStatus } from "../../../api/CalendarEvent";
import type { Email } from "../../../api/Email";
import type { DatabaseShape, SqlSession } from "../../../server/db/Database";
import { insertEmail, type NewEmail } from "../../../server/product/emails/repo";
import { insertEvent, type NewEvent } from "../../../server/product/events/repo";
import { type AuthServer, goodPassword, newEmail, startAuthServer } from "./auth";
import { type EngineName, type FreshDatabase, freshDatabase } from "./databases";

export const functionsKey = "fk-product";

export interface ProductServer {
  readonly auth: AuthServer;
  readonly fresh: FreshDatabase;
  readonly baseUrl: string;
  readonly database: DatabaseShape;
  readonly close: () => Promise<void>;
}

/** The whole server on a fresh database of `engine`, with a known function key. */
export async function startProductServer(
  engine: EngineName,
  env: Record<string, string> = {},
): Promise<ProductServer> {
  const fresh = await freshDatabase(engine);
  const auth = await startAuthServer(fresh, { FUNCTIONS_KEY: functionsKey, ...env });
  return {
    auth,
    fresh,
    baseUrl: auth.baseUrl,
    database: auth.database,
    close: async () => {
      await auth.close();
      await fresh.dispose();
    },
  };
}

export interface TestUser {
  readonly id: string;
  readonly email: string;
  readonly token: string;
}

/** A new account through the real supabase-js against the embedded auth service. */
export async function signUpUser(
  server: ProductServer,
  label = "family",
  metadata?: Record<string, unknown>,
): Promise<TestUser> {
  const email = newEmail(label);
  const { data, error } = await server.auth
    .client()
    .auth.signUp({ email, password: goodPassword, options: { data: metadata } });
  if (error !== null || data.session === null || data.user === null) {
    throw new Error(`sign-up failed: ${error?.message ?? "no session"}`);
  }
  return { id: data.user.id, email, token: data.session.access_token };
}

/** The derived client of the contract, sending the function key and the user's token. */
export function apiClient(server: ProductServer, user: TestUser) {
  return Effect.runPromise(
    HttpApiClient.make(CorkboardApi, {
      baseUrl: server.baseUrl,
      transformClient: HttpClient.mapRequest(
        HttpClientRequest.setHeaders({
          "x-functions-key": functionsKey,
          authorization: `Bearer ${user.token}`,
        }),
      ),
    }).pipe(Effect.provide(FetchHttpClient.layer)),
  );
}

export type ApiClient = Awaited<ReturnType<typeof apiClient>>;

/** Runs one client call. */
export const call = <A, E>(effect: Effect.Effect<A, E>): Promise<A> => Effect.runPromise(effect);

export interface RawAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  readonly json: unknown;
}

export interface RawOptions {
  /** A value sent as JSON, or a string sent as it is. */
  readonly body?: unknown;
  readonly user?: TestUser | null;
  readonly key?: string | null;
  readonly headers?: Record<string, string>;
}

/** A request with fetch, for what the typed client cannot send (bad payloads, no credentials). */
export async function request(
  server: ProductServer,
  method: string,
  path: string,
  options: RawOptions = {},
): Promise<RawAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  const key = options.key === undefined ? functionsKey : options.key;
  if (key !== null) headers["x-functions-key"] = key;
  if (options.user) headers.authorization = `Bearer ${options.user.token}`;
  // The auth service asks every caller for the anon key, as Supabase's gateway does.
  if (path.startsWith("/auth/v1/")) headers.apikey ??= server.auth.anonKey;
  let body: string | undefined;
  if (typeof options.body === "string") {
    body = options.body;
    headers["content-type"] ??= "application/json";
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers["content-type"] ??= "application/json";
  }
  const response = await fetch(`${server.baseUrl}${path}`, { method, headers, body });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** `data` of a success answer, typed by the caller. */
export const dataOf = <A>(answer: { readonly json: unknown }): A =>
  (answer.json as { data: A }).data;

/** `data` of GET `path` as `user`; anything but a 200 fails the test. */
export async function getData<A>(server: ProductServer, user: TestUser, path: string): Promise<A> {
  const answer = await request(server, "GET", path, { user });
  if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status} ${answer.text}`);
  return dataOf<A>(answer);
}

/** `error` of an error answer, typed loosely for assertions. */
export const errorOf = (answer: RawAnswer) =>
  (answer.json as { error?: { code?: string; message?: string; field?: string } } | undefined)
    ?.error;

export const runInTransaction = <A>(
  database: DatabaseShape,
  work: (sql: SqlSession) => Promise<A>,
) => Effect.runPromise(database.transaction((sql) => Effect.promise(() => work(sql))));

let emailCounter = 0;

/** A forwarded e-mail stored straight into the database (the intake comes in a later issue). */
export function seedEmail(
  server: ProductServer,
  user: TestUser,
  email: Partial<NewEmail> = {},
): Promise<Email> {
  emailCounter += 1;
  return runInTransaction(server.database, (sql) =>
    insertEmail(sql, user.id, {
      from: "school@example.org",
      to: user.email,
      subject: `Notice ${emailCounter}`,
      receivedAt: new Date(Date.UTC(2026, 8, 1, 8, 0, emailCounter)),
      text: "The school trip is on Friday.",
      html: "<p>The school trip is on <b>Friday</b>.</p>",
      attachments: [{ name: "letter.pdf", type: "application/pdf", size: 1234 }],
      status: "processed",
      statusReason: null,
      ...email,
    }),
  );
}

/** An event stored straight into the database. */
export function seedEvent(
  server: ProductServer,
  user: TestUser,
  event: Partial<NewEvent> & { readonly status?: EventStatus } = {},
): Promise<CalendarEvent> {
  return runInTransaction(server.database, (sql) =>
    insertEvent(sql, user.id, {
      title: "School trip",
      description: "Bring a packed lunch.",
      startsAt: "2026-09-18T08:30:00.000Z",
      endsAt: "2026-09-18T15:00:00.000Z",
      allDay: false,
      timezone: "Europe/London",
      location: "Science Museum",
      status: "suggested",
      ...event,
    }),
  );
}

const userTables = [
  ["family_member", "created_at, id"],
  ["preferences", "user_id"],
  ["email", "received_at, id"],
  ["calendar_event", "starts_at, id"],
  ["calendar_feed", "user_id"],
  ["email_send_log", "id"],
] as const;

/**
 * Everything the user owns, as JSON text: equal snapshots before and after a
 * request mean it changed nothing.
 */
export async function snapshotOf(server: ProductServer, userId: string): Promise<string> {
  const parts: Array<unknown> = [];
  for (const [table, order] of userTables) {
    parts.push(
      await Effect.runPromise(
        server.database.query(
          `select row_to_json(t)::text as row from ${table} t where user_id = $1 order by ${order}`,
          [userId],
        ),
      ),
    );
  }
  parts.push(
    await Effect.runPromise(
      server.database.query(
        `select row_to_json(m)::text as row from calendar_event_member m
         join calendar_event e on e.id = m.event_id where e.user_id = $1
         order by m.event_id, m.family_member_id`,
        [userId],
      ),
    ),
  );
  return JSON.stringify(parts);
}
