/**
 * What the auth routes share: their configuration, one transaction around
 * a handler's database work, path parameters and the redirect a request
 * asks for, kept to this site.
 */
import { HttpLayerRouter } from "@effect/platform";
import { Effect } from "effect";
import type { ServerConfig } from "../config";
import { Database, type SqlSession } from "../db/Database";
import { requestUrl } from "./http";
import { safeRedirect } from "./links";

export type AuthConfig = Pick<
  ServerConfig,
  | "publicUrl"
  | "authAutoconfirm"
  | "msClientId"
  | "msAuthority"
  | "googleClientId"
  | "authOidcIssuers"
  | "authPolicy"
>;

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One transaction around a handler's database work. */
export const inTransaction = <A, E, R>(work: (sql: SqlSession) => Effect.Effect<A, E, R>) =>
  Effect.flatMap(Database, (db) => db.transaction(work));

/** A path parameter of the matched route ("" when absent). */
export const pathParam = (name: string) =>
  Effect.map(HttpLayerRouter.params, (params) => params[name] ?? "");

/** The `redirect_to` a request asks for, if it stays on this site; else the callback page. */
export const redirectParamOf = (config: AuthConfig) =>
  Effect.map(requestUrl, (url) =>
    safeRedirect(
      config.publicUrl,
      url.searchParams.get("redirect_to"),
      `${config.publicUrl}/callback`,
    ),
  );
