import { Config, ConfigError, ConfigProvider, Effect, Either, Option, Redacted } from "effect";
import {
  type AuthPolicyShape,
  type ConfigurableLimit,
  defaultAuthPolicy,
  rateLimitVariables,
} from "./auth/policy";
import { signingKeysProblem } from "./auth/signingKeys";

/**
 * Every setting of DESIGN.md's table, read and validated in one place. A bad
 * value stops the server with a message naming the variable.
 */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly publicUrl: string;
  readonly dataDir: string;
  readonly databaseUrl: Option.Option<Redacted.Redacted<string>>;
  readonly functionsKey: string;
  readonly supabaseUrl: Option.Option<string>;
  readonly supabaseAnonKey: Option.Option<string>;
  readonly authJwtSecret: Option.Option<Redacted.Redacted<string>>;
  /** A JWK set of ES256 or RS256 private keys that sign access tokens instead of the secret. */
  readonly authJwtKeys: Option.Option<Redacted.Redacted<string>>;
  readonly smtpPort: number;
  readonly mailDomain: string;
  readonly smtpUrl: Option.Option<Redacted.Redacted<string>>;
  readonly stripeSecretKey: Option.Option<Redacted.Redacted<string>>;
  readonly stripePublishableKey: Option.Option<string>;
  readonly stripeWebhookSecret: Option.Option<Redacted.Redacted<string>>;
  readonly stripeApiBase: Option.Option<string>;
  readonly msClientId: Option.Option<string>;
  readonly msAuthority: string;
  readonly googleClientId: Option.Option<string>;
  readonly authAutoconfirm: boolean;
  readonly authOidcIssuers: ReadonlyArray<string>;
  readonly inboundSecret: Option.Option<Redacted.Redacted<string>>;
  /** `INSPECT=1`: a production build opened with `?inspect` may report its actors (off by default). */
  readonly inspect: boolean;
  /** The auth service's password rules and rate limits (GoTrue's variable names). */
  readonly authPolicy: AuthPolicyShape;
}

/** The function key the browser sends; it is public by design (SPEC §7). */
export const defaultFunctionsKey = "corkboard-local-functions-key";

const httpUrl = (name: string) =>
  Config.url(name).pipe(
    Config.validate({
      message: "Expected an http:// or https:// URL",
      validation: (url) => url.protocol === "http:" || url.protocol === "https:",
    }),
    Config.map((url) => url.toString().replace(/\/$/, "")),
  );

// Read as a secret and checked without echoing it: the URL holds a password.
const postgresUrl = (name: string) =>
  Config.string(name).pipe(
    Config.validate({
      message:
        "Expected a postgres:// or postgresql:// URL (the value is not shown: it may hold a password)",
      validation: (text) => {
        try {
          const { protocol } = new URL(text);
          return protocol === "postgres:" || protocol === "postgresql:";
        } catch {
          return false;
        }
      },
    }),
    Config.map(Redacted.make),
  );

const optionalString = (name: string) => Config.option(Config.nonEmptyString(name));
const optionalSecret = (name: string) =>
  Config.option(Config.redacted(Config.nonEmptyString(name)));

const splitList = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");

const isHttpUrl = (text: string) => {
  try {
    const url = new URL(text);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
};

// Validated before the default and the split, so an error names the variable.
const issuerList = Config.string("AUTH_OIDC_ISSUERS").pipe(
  Config.validate({
    message: "Expected a comma-separated list of http:// or https:// issuer URLs",
    validation: (text) => splitList(text).every(isHttpUrl),
  }),
  Config.withDefault(""),
  Config.map(splitList),
);

const positiveInteger = (name: string, fallback: number) =>
  Config.integer(name).pipe(
    Config.validate({ message: "Expected a whole number of 1 or more", validation: (n) => n >= 1 }),
    Config.withDefault(fallback),
  );

// GoTrue's syntax: character sets separated by colons; `none` asks for no particular characters.
const requiredCharacters = Config.string("GOTRUE_PASSWORD_REQUIRED_CHARACTERS").pipe(
  Config.validate({
    message: "Expected character sets separated by colons (abc...:ABC...:0123...), or none",
    validation: (text) => text.trim() === "none" || text.split(":").every((set) => set !== ""),
  }),
  Config.map((text) => (text.trim() === "none" ? [] : text.split(":"))),
  Config.withDefault(defaultAuthPolicy.password.requiredCharacters),
);

const authPolicy: Config.Config<AuthPolicyShape> = Config.all({
  password: Config.all({
    minLength: Config.integer("GOTRUE_PASSWORD_MIN_LENGTH").pipe(
      Config.validate({
        message: "Expected a length from 1 to 72 (bcrypt reads no further)",
        validation: (n) => n >= 1 && n <= 72,
      }),
      Config.withDefault(defaultAuthPolicy.password.minLength),
    ),
    requiredCharacters,
  }),
  rateLimits: Config.all(
    Object.fromEntries(
      Object.entries(rateLimitVariables).map(([limit, variable]) => [
        limit,
        positiveInteger(variable, defaultAuthPolicy.rateLimits[limit as ConfigurableLimit]),
      ]),
    ) as Record<ConfigurableLimit, Config.Config<number>>,
  ),
});

export const serverConfig: Config.Config<ServerConfig> = Config.all({
  port: Config.port("PORT").pipe(Config.withDefault(8787)),
  host: Config.nonEmptyString("HOST").pipe(Config.withDefault("127.0.0.1")),
  publicUrl: Config.option(httpUrl("PUBLIC_URL")),
  dataDir: Config.nonEmptyString("DATA_DIR").pipe(Config.withDefault(".data")),
  databaseUrl: Config.option(postgresUrl("DATABASE_URL")),
  functionsKey: Config.nonEmptyString("FUNCTIONS_KEY").pipe(
    Config.withDefault(defaultFunctionsKey),
  ),
  supabaseUrl: Config.option(httpUrl("SUPABASE_URL")),
  supabaseAnonKey: optionalString("SUPABASE_ANON_KEY"),
  authJwtSecret: optionalSecret("AUTH_JWT_SECRET"),
  authJwtKeys: Config.option(
    Config.string("AUTH_JWT_KEYS").pipe(
      Config.mapOrFail((text) => {
        const problem = signingKeysProblem(text);
        return problem === null
          ? Either.right(Redacted.make(text))
          : Either.left(
              ConfigError.InvalidData([], `${problem} (the value is not shown: it is secret)`),
            );
      }),
    ),
  ),
  // 0 picks any free port (tests run several servers); the start-up line names it.
  smtpPort: Config.integer("SMTP_PORT").pipe(
    Config.validate({
      message: "Expected a network port (0 to 65535; 0 picks a free one)",
      validation: (port) => port >= 0 && port <= 65_535,
    }),
    Config.withDefault(2525),
  ),
  mailDomain: Config.nonEmptyString("MAIL_DOMAIN").pipe(Config.withDefault("in.localhost")),
  smtpUrl: optionalSecret("SMTP_URL"),
  stripeSecretKey: optionalSecret("STRIPE_SECRET_KEY"),
  stripePublishableKey: optionalString("STRIPE_PUBLISHABLE_KEY"),
  stripeWebhookSecret: optionalSecret("STRIPE_WEBHOOK_SECRET"),
  stripeApiBase: Config.option(httpUrl("STRIPE_API_BASE")),
  msClientId: optionalString("MS_CLIENT_ID"),
  msAuthority: httpUrl("MS_AUTHORITY").pipe(
    Config.withDefault("https://login.microsoftonline.com/common"),
  ),
  googleClientId: optionalString("GOOGLE_CLIENT_ID"),
  authAutoconfirm: Config.boolean("AUTH_AUTOCONFIRM").pipe(Config.withDefault(true)),
  authOidcIssuers: issuerList,
  inboundSecret: optionalSecret("INBOUND_SECRET"),
  inspect: Config.boolean("INSPECT").pipe(Config.withDefault(false)),
  authPolicy,
}).pipe(
  Config.map(({ publicUrl, ...rest }) => ({
    ...rest,
    publicUrl: Option.getOrElse(publicUrl, () => `http://localhost:${rest.port}`),
  })),
);

/**
 * The environment as configuration. An empty variable (`DATABASE_URL=`)
 * counts as unset, as it does in most process managers' env files.
 */
export function environmentProvider(
  env: Record<string, string | undefined>,
): ConfigProvider.ConfigProvider {
  const set = Object.entries(env).filter((entry): entry is [string, string] => {
    const value = entry[1];
    return value !== undefined && value.trim() !== "";
  });
  return ConfigProvider.fromMap(new Map(set));
}

/** Reads the configuration from the process environment. */
export const loadConfig = Effect.withConfigProvider(
  serverConfig,
  environmentProvider(process.env),
).pipe(Effect.withSpan("Config.load"));

/** One line per bad variable, for the message the server stops with. */
export function describeConfigError(error: ConfigError.ConfigError): string {
  return `Configuration error: ${String(error)}`;
}
