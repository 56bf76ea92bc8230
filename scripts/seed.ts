/**
 * `npm run seed -- --email you@example.com [--tz Europe/London] [--no-create]`
 *
 * Fills an account with a realistic family, preferences, forwarded e-mails
 * and events (server/seed/data.ts), so a new user can look around before
 * forwarding anything. It reads the same configuration as the server
 * (DATA_DIR or DATABASE_URL), applies the migrations first, and replaces
 * the account's earlier family, e-mails, events and preferences in one
 * transaction, so running it again gives the same result.
 *
 * A missing account is created through the embedded auth service with a
 * generated password, printed once (`--no-create` refuses instead). With
 * SUPABASE_URL set the accounts live in the hosted project: pass the
 * user's id with `--user-id`.
 */
import { parseArgs } from "node:util";
import { NodeRuntime } from "@effect/platform-node";
import { Console, Effect, Option } from "effect";
import { isTimeZone } from "../api/fields";
import { describeConfigError, loadConfig } from "../server/config";
import { Database } from "../server/db/Database";
import { databaseLayerFor } from "../server/db/layer";
import { migrate } from "../server/db/migrate";
import { findOrCreateAccount, seedAccount } from "../server/seed/seed";
import { machineTimeZone } from "../server/seed/time";

const usage = `Usage: npm run seed -- --email you@example.com [--tz Europe/London] [--password PASSWORD] [--no-create] [--user-id UUID]

  --email      the account to fill (required)
  --password   the password of an account the seed creates (default: a generated one)
  --tz         the family's time zone (default: this machine's, ${machineTimeZone()})
  --no-create  stop if the account does not exist, rather than create it
  --user-id    with SUPABASE_URL (hosted auth): the user's id in that project`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function parseOptions() {
  return parseArgs({
    options: {
      email: { type: "string" },
      tz: { type: "string" },
      password: { type: "string" },
      "no-create": { type: "boolean", default: false },
      "user-id": { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
    allowPositionals: false,
  }).values;
}
const args = (() => {
  try {
    return parseOptions();
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
  }
})();
if (args.help) {
  console.log(usage);
  process.exit(0);
}
const email = args.email?.trim() ?? "";
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
  fail(`Give the account's e-mail address: --email you@example.com\n\n${usage}`);
const timezone = args.tz ?? machineTimeZone();
if (!isTimeZone(timezone)) fail(`Unknown time zone "${timezone}": use one like Europe/London.`);
const userIdArg = args["user-id"];
if (userIdArg !== undefined && !/^[0-9a-f-]{36}$/i.test(userIdArg))
  fail(`--user-id must be the user's UUID, not "${userIdArg}".`);

const program = Effect.gen(function* () {
  const config = yield* loadConfig;
  if (Option.isSome(config.supabaseUrl) && userIdArg === undefined) {
    return yield* stop(
      `SUPABASE_URL is set, so accounts live in that Supabase project, not here: pass the user's id with --user-id.`,
    );
  }

  yield* Effect.gen(function* () {
    const db = yield* Database;
    const applied = yield* migrate();
    if (applied.length > 0)
      yield* Console.log(`Database (${db.engine}): applied ${applied.join(", ")}.`);

    const account =
      userIdArg !== undefined
        ? { id: userIdArg.toLowerCase(), email: email.toLowerCase(), password: null }
        : yield* findOrCreateAccount(email, {
            create: !args["no-create"],
            ...(args.password === undefined ? {} : { password: args.password }),
            signUpUrl: `${config.publicUrl}/signup`,
          });
    if (account.password !== null) {
      yield* Console.log(
        `Created the account ${account.email} with the password ${account.password}\n(shown this once: sign in at ${config.publicUrl}/login and change it there).`,
      );
    }

    const forwardingAddress = `${account.email.split("@")[0]?.replace(/[^a-z0-9.]/g, "") || "family"}.${account.id.slice(0, 6)}@${config.mailDomain}`;
    const { replaced, seeded } = yield* seedAccount(account.id, {
      ownerEmail: account.email,
      forwardingAddress,
      timezone,
    });
    const earlier = replaced.familyMembers + replaced.emails + replaced.events;
    if (earlier > 0) {
      yield* Console.log(
        `Replaced ${replaced.familyMembers} family members, ${replaced.emails} e-mails and ${replaced.events} events.`,
      );
    }
    const { suggested, confirmed, dismissed } = seeded.eventsByStatus;
    yield* Console.log(
      [
        `Seeded ${account.email} (${db.engine}, ${timezone}):`,
        `  ${seeded.familyMembers} family members`,
        `  ${seeded.emails} e-mails`,
        `  ${seeded.events} events (${confirmed} confirmed, ${suggested} suggested, ${dismissed} dismissed)`,
        `  ${seeded.trustedSenders} trusted senders`,
      ].join("\n"),
    );
  }).pipe(Effect.provide(databaseLayerFor(config)));
}).pipe(
  Effect.catchTags({
    ConfigError: (error) => stop(describeConfigError(error)),
    DataDirInUse: (error) =>
      stop(
        `${error.message}\nThe seed opens the embedded database itself: stop the server (Ctrl+C), run the seed, then start the server again.`,
      ),
    DatabaseError: (error) => stop(`Database error: ${error.message}`),
    NoAccount: (error) => stop(error.message),
  }),
);

function stop(message: string) {
  return Console.error(message).pipe(
    Effect.andThen(() => {
      process.exitCode = 1;
    }),
  );
}

NodeRuntime.runMain(program, { disablePrettyLogger: true });
