import { Effect, Option } from "effect";
import { AuthApiError, type AuthError } from "./authErrors";
import {
  type AuthResponse,
  decodeSession,
  decodeUser,
  type Session,
  type User,
  withExpiry,
} from "./authSchema";

/** Turns what supabase-js answered into the Auth service's decoded types, or an `invalid_response` error. */

/** The `data` of a supabase-js answer whose `error` is null. */
export type Answered<R> = R extends { readonly error: null; readonly data: infer D } ? D : never;

export function invalidResponse(what: string): AuthApiError {
  return new AuthApiError({
    status: 0,
    code: "invalid_response",
    message: `The auth service sent an unexpected ${what}.`,
  });
}

export const asSession = (raw: unknown): Effect.Effect<Session, AuthError> =>
  Option.match(decodeSession(withExpiry(raw, Date.now())), {
    onNone: () => Effect.fail(invalidResponse("session")),
    onSome: Effect.succeed,
  });

export const asUser = (raw: unknown): Effect.Effect<User, AuthError> =>
  Option.match(decodeUser(raw), {
    onNone: () => Effect.fail(invalidResponse("user")),
    onSome: Effect.succeed,
  });

export const asAuthResponse = (data: {
  readonly session?: unknown;
  readonly user?: unknown;
  readonly redirectType?: unknown;
  readonly weakPassword?: { readonly reasons?: ReadonlyArray<string> } | null;
}): Effect.Effect<AuthResponse, AuthError> =>
  Effect.all({
    session: data.session == null ? Effect.succeed(null) : asSession(data.session),
    user: data.user == null ? Effect.succeed(null) : asUser(data.user),
  }).pipe(
    Effect.map(({ session, user }) => ({
      session,
      user: user ?? session?.user ?? null,
      redirectType: data.redirectType === "recovery" ? ("recovery" as const) : null,
      weakPassword: data.weakPassword?.reasons ? [...data.weakPassword.reasons] : null,
    })),
  );
