/**
 * A real server process (`server/main.ts`, as `npm start` runs it) and the
 * real supabase-js pointed at it with only its URL and keys, as a Supabase
 * developer would point their code at a project.
 */

import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import {
  type AuthError,
  createClient,
  isAuthError,
  type SupabaseClient,
} from "@supabase/supabase-js";
import { expect } from "vitest";
import { freePort, type ServerProcess, spawnServer } from "../../../scripts/serverProcess";
import { projectRoot } from "../../../server/build/paths";
import { type FreshDatabase, freshDatabase } from "../support/databases";

export interface GoTrueServer {
  readonly url: string;
  readonly anonKey: string;
  /** The service-role key as `npm run keys` printed it for this instance. */
  readonly serviceRoleKey: string;
  readonly process: ServerProcess;
  /** A browser-like client with the anon key. */
  client(): SupabaseClient;
  /** Server code's client: the service-role key, for `auth.admin`. */
  admin(): SupabaseClient;
  /** A fetch to `/auth/v1{path}` with the anon key as supabase-js sends it, unless headers say otherwise. */
  raw(path: string, init?: RequestInit & { readonly token?: string }): Promise<Response>;
  /** The newest outbox message to an address. */
  latestMail(to: string): Promise<{ subject: string; text: string } | undefined>;
  close(): Promise<void>;
}

/** supabase-js as server code and the app make it: no timers, no storage, no URL reading. */
export const clientOptions = {
  auth: { autoRefreshToken: false, persistSession: false, detectSessionInUrl: false },
} as const;

/** Runs `npm run keys` (its script) as a developer would, and reads the service-role key it prints. */
async function printedServiceRoleKey(env: Record<string, string>): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", path.join(projectRoot, "scripts/keys.ts")],
    { cwd: projectRoot, env: { PATH: process.env.PATH ?? "", ...env } },
  );
  const key = /service-role key:\s+(\S+)/.exec(stdout)?.[1];
  if (key === undefined) throw new Error(`npm run keys printed no service-role key:\n${stdout}`);
  return key;
}

/** Starts the server process on a fresh embedded database. */
export async function startGoTrueServer(env: Record<string, string> = {}): Promise<GoTrueServer> {
  const fresh: FreshDatabase = await freshDatabase("pglite");
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const serverEnv = { ...fresh.env, PORT: String(port), PUBLIC_URL: url, ...env };
  const serviceRoleKey = await printedServiceRoleKey(serverEnv);
  const child = spawnServer(serverEnv);
  await child.waitFor(/Corkboard is running at/, 60_000);
  const runtime = (await (await fetch(`${url}/config.json`)).json()) as { authAnonKey: string };
  const anonKey = runtime.authAnonKey;
  return {
    url,
    anonKey,
    serviceRoleKey,
    process: child,
    client: () => createClient(url, anonKey, clientOptions),
    admin: () => createClient(url, serviceRoleKey, clientOptions),
    raw: (path, init = {}) => {
      const { token, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (!headers.has("apikey")) headers.set("apikey", anonKey);
      if (!headers.has("authorization")) headers.set("authorization", `Bearer ${token ?? anonKey}`);
      if (rest.body !== undefined && !headers.has("content-type")) {
        headers.set("content-type", "application/json");
      }
      headers.set("x-supabase-api-version", "2024-01-01");
      return fetch(`${url}/auth/v1${path}`, { ...rest, headers });
    },
    latestMail: async (to) => {
      const response = await fetch(`${url}/dev/outbox.json?to=${encodeURIComponent(to)}`);
      const body = (await response.json()) as { data: Array<{ subject: string; text: string }> };
      return body.data[0];
    },
    close: async () => {
      if (child.child.exitCode === null) child.child.kill("SIGTERM");
      await child.exited;
      await fresh.dispose();
    },
  };
}

/** Asserts an auth error's status and GoTrue code, however supabase-js wrapped it. */
export function expectAuthError(error: AuthError | null | unknown, status: number, code: string) {
  if (!isAuthError(error)) throw new Error(`expected an auth error, got ${String(error)}`);
  expect({ status: error.status, code: error.code }).toEqual({ status, code });
}

/** Asserts a raw answer's status, `code` and `error_code` and the header supabase-js reads. */
export async function expectGoTrueAnswer(response: Response, status: number, code: string) {
  const body = (await response.json()) as Record<string, unknown>;
  expect({
    status: response.status,
    code: body.code,
    error_code: body.error_code,
    header: response.headers.get("x-sb-error-code"),
  }).toEqual({ status, code, error_code: code, header: code });
  return body;
}

const run = promisify(execFile);

let counter = 0;
/** A fresh address per test. */
export const newEmail = (label: string) => `${label}.${Date.now()}.${counter++}@family.test`;

/** A password the default policy accepts. */
export const goodPassword = "Corkboard-2026";

/** A signed-up user with a session, through supabase-js. */
export async function signedUp(server: GoTrueServer, label: string) {
  const email = newEmail(label);
  const client = server.client();
  const { data, error } = await client.auth.signUp({ email, password: goodPassword });
  if (error !== null || data.session === null || data.user === null) {
    throw new Error(`sign-up failed: ${String(error)}`);
  }
  return { email, client, session: data.session, user: data.user };
}
