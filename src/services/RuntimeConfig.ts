import { Effect, Schema } from "effect";

/**
 * `/config.json`: what the browser app learns at run time from the server
 * it was loaded from (server/http/runtimeConfig.ts writes it). Optional ids
 * are null when the feature is not configured.
 */

const OptionalId = Schema.optionalWith(Schema.NullOr(Schema.String), { default: () => null });

export const RuntimeConfig = Schema.Struct({
  publicUrl: Schema.String,
  apiBaseUrl: Schema.String,
  /** A URL or a path such as "/" (this server), resolved against the page's origin. */
  authUrl: Schema.String,
  authAnonKey: Schema.NullOr(Schema.String),
  functionsKey: Schema.String,
  stripePublishableKey: OptionalId,
  msClientId: OptionalId,
  msAuthority: Schema.optionalWith(Schema.String, {
    default: () => "https://login.microsoftonline.com/common",
  }),
  googleClientId: OptionalId,
  mailDomain: Schema.optional(Schema.String),
  /** The server allows live inspection (`INSPECT=1`): a page opened with `?inspect` reports its actors. */
  inspect: Schema.optional(Schema.Boolean),
});
export type RuntimeConfig = typeof RuntimeConfig.Type;

export class RuntimeConfigError extends Schema.TaggedError<RuntimeConfigError>()(
  "RuntimeConfigError",
  { message: Schema.String },
) {}

export const RUNTIME_CONFIG_PATH = "/config.json";

const decode = Schema.decodeUnknown(RuntimeConfig);

/** Reads and checks `/config.json`; one attempt (the page shows the error view when it fails). */
export function loadRuntimeConfig(
  fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis),
): Effect.Effect<RuntimeConfig, RuntimeConfigError> {
  return Effect.tryPromise({
    try: async (signal) => {
      const response = await fetchImpl(RUNTIME_CONFIG_PATH, {
        signal,
        headers: { accept: "application/json" },
      });
      if (!response.ok) throw new Error(`${RUNTIME_CONFIG_PATH} answered ${response.status}.`);
      return (await response.json()) as unknown;
    },
    catch: (cause) =>
      new RuntimeConfigError({ message: cause instanceof Error ? cause.message : String(cause) }),
  }).pipe(
    Effect.flatMap((raw) =>
      decode(raw).pipe(
        Effect.mapError(
          (error) => new RuntimeConfigError({ message: `Unexpected config: ${error.message}` }),
        ),
      ),
    ),
    Effect.withSpan("RuntimeConfig.load"),
  );
}
