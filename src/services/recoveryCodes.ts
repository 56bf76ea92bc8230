import { Effect } from "effect";
import type { AuthConfig } from "./Auth";
import { authEndpoint } from "./Auth";
import { AuthApiError, type AuthError, AuthRetryableError, toAuthError } from "./authErrors";

/**
 * `POST /auth/v1/recovery-codes` of the embedded auth service (supabase-js
 * has no call for it): ten new recovery codes from an aal2 session; the old
 * ones stop working.
 */
export const requestRecoveryCodes = (
  config: AuthConfig,
  accessToken: string,
): Effect.Effect<ReadonlyArray<string>, AuthError> =>
  Effect.tryPromise({
    try: async (signal) => {
      const send = config.fetch ?? globalThis.fetch.bind(globalThis);
      const headers: Record<string, string> = { Authorization: `Bearer ${accessToken}` };
      if (config.anonKey !== null) headers.apikey = config.anonKey;
      const response = await send(`${authEndpoint(config.url)}/recovery-codes`, {
        method: "POST",
        headers,
        signal,
      });
      const body = (await response.json()) as {
        readonly recovery_codes?: ReadonlyArray<string>;
        readonly code?: string;
        readonly message?: string;
      };
      return { status: response.status, body };
    },
    catch: (thrown) => toAuthError(thrown),
  }).pipe(
    Effect.flatMap(({ status, body }) =>
      status === 200 && Array.isArray(body.recovery_codes)
        ? Effect.succeed(body.recovery_codes)
        : Effect.fail(
            status >= 500
              ? new AuthRetryableError({ status, message: body.message ?? "Try again" })
              : new AuthApiError({
                  status,
                  code: body.code ?? "unexpected_failure",
                  message: body.message ?? "The recovery codes could not be made",
                }),
          ),
    ),
    Effect.withSpan("Auth.makeRecoveryCodes"),
  );
