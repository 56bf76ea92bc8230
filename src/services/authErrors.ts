import {
  isAuthError,
  isAuthSessionMissingError,
  isAuthWeakPasswordError,
} from "@supabase/supabase-js";
import { Schema } from "effect";
import { AUTH_RETRYABLE_STATUSES } from "../machines/constants";

/**
 * The auth service's failures (SPEC §8). Every supabase-js error becomes one
 * of three tagged errors, so callers decide with a tag, never by reading
 * messages: retry, show the server's reason, or treat the user as signed out.
 */

/** A network failure (status 0) or 502/503/504: the same request may succeed later. */
export class AuthRetryableError extends Schema.TaggedError<AuthRetryableError>()(
  "AuthRetryableError",
  { status: Schema.Number, message: Schema.String },
) {}

/** The auth service said no; trying again will not help. `reasons` come with `weak_password`. */
export class AuthApiError extends Schema.TaggedError<AuthApiError>()("AuthApiError", {
  status: Schema.Number,
  code: Schema.String,
  message: Schema.String,
  reasons: Schema.optional(Schema.Array(Schema.String)),
}) {}

/** There is no session, or the server no longer knows it ('Auth session missing!'). */
export class AuthSessionMissing extends Schema.TaggedError<AuthSessionMissing>()(
  "AuthSessionMissing",
  { status: Schema.Number, message: Schema.String },
) {}

export type AuthError = AuthRetryableError | AuthApiError | AuthSessionMissing;

export const SESSION_MISSING_MESSAGE = "Auth session missing!";

export function isRetryableStatus(status: number): boolean {
  return status === 0 || AUTH_RETRYABLE_STATUSES.includes(status);
}

export function isTaggedAuthError(error: unknown): error is AuthError {
  return (
    error instanceof AuthRetryableError ||
    error instanceof AuthApiError ||
    error instanceof AuthSessionMissing
  );
}

/** What the transport saw on the wire when supabase-js was shown a stand-in answer. */
export interface WireFailure {
  readonly status: number;
  readonly code: string | null;
  readonly message: string;
}

/**
 * Classifies what supabase-js returned or threw. `wire` is the real answer
 * when the single-attempt fetch (see Auth.ts) replaced a 5xx or a network
 * failure by a stand-in, so the classification follows the wire, not the
 * stand-in.
 */
export function toAuthError(error: unknown, wire?: WireFailure): AuthError {
  if (wire !== undefined) {
    if (isRetryableStatus(wire.status)) {
      return new AuthRetryableError({ status: wire.status, message: wire.message });
    }
    return new AuthApiError({
      status: wire.status,
      code: wire.code ?? "unexpected_failure",
      message: wire.message,
    });
  }
  if (isTaggedAuthError(error)) return error;
  if (
    isAuthSessionMissingError(error) ||
    (isAuthError(error) && error.code === "session_not_found")
  ) {
    return new AuthSessionMissing({
      status: error.status ?? 400,
      message: SESSION_MISSING_MESSAGE,
    });
  }
  if (isAuthWeakPasswordError(error)) {
    return new AuthApiError({
      status: error.status ?? 422,
      code: "weak_password",
      message: error.message,
      reasons: [...error.reasons],
    });
  }
  if (isAuthError(error)) {
    const status = error.status ?? 0;
    if (error.name === "AuthRetryableFetchError" && status === 0) {
      return new AuthRetryableError({ status, message: error.message });
    }
    if (isRetryableStatus(status) && status !== 0) {
      return new AuthRetryableError({ status, message: error.message });
    }
    return new AuthApiError({
      status,
      code: error.code ?? snakeCase(error.name),
      message: error.message,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new AuthApiError({ status: 0, code: "unexpected_failure", message });
}

function snakeCase(name: string): string {
  return name
    .replace(/^Auth/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .toLowerCase();
}

/**
 * A failure as plain data, for machine context and the pages: serialisable,
 * comparable, and free of stack traces.
 */
export interface AuthFailure {
  readonly tag: AuthError["_tag"];
  readonly status: number;
  readonly code: string;
  readonly message: string;
  readonly reasons: ReadonlyArray<string>;
  readonly retryable: boolean;
}

export function describeAuthError(error: unknown): AuthFailure {
  const tagged = toAuthError(error);
  switch (tagged._tag) {
    case "AuthRetryableError":
      return {
        tag: tagged._tag,
        status: tagged.status,
        code: "retryable",
        message: tagged.message,
        reasons: [],
        retryable: true,
      };
    case "AuthSessionMissing":
      return {
        tag: tagged._tag,
        status: tagged.status,
        code: "session_missing",
        message: tagged.message,
        reasons: [],
        retryable: false,
      };
    case "AuthApiError":
      return {
        tag: tagged._tag,
        status: tagged.status,
        code: tagged.code,
        message: tagged.message,
        reasons: tagged.reasons ?? [],
        retryable: false,
      };
  }
}
