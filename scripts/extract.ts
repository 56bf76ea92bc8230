/**
 * `npm run --silent extract -- FILE.eml [--tz ZONE] [--family "Emma,Noah"] [--locale en-GB]`:
 * prints the events found in one message as one JSON array on stdout, with
 * no server or database: each with its times, place, zone, confidence and
 * source, its `status` ("confirmed", or "cancelled" when the message calls
 * it off) and, for an update that names the old time, what it `replaces`.
 * Errors go to stderr with exit code 1.
 */
import fs from "node:fs";
import { extractFromRaw, isValidTimeZone } from "../server/mail/extract";

function fail(message: string): never {
  process.stderr.write(`extract: ${message}\n`);
  process.exit(1);
}

const usage =
  'usage: npm run --silent extract -- FILE.eml [--tz ZONE] [--family "Emma,Noah"] [--locale en-GB]';

const args = process.argv.slice(2);
let file: string | undefined;
let zone: string | undefined;
let family: Array<string> = [];
let locale: string | undefined;
for (let index = 0; index < args.length; index += 1) {
  const arg = args[index] ?? "";
  const value = (): string => {
    const next = args[index + 1];
    if (next === undefined) fail(`${arg} needs a value\n${usage}`);
    index += 1;
    return next;
  };
  if (arg === "--tz") zone = value();
  else if (arg.startsWith("--tz=")) zone = arg.slice(5);
  else if (arg === "--family") family = value().split(",");
  else if (arg.startsWith("--family=")) family = arg.slice(9).split(",");
  else if (arg === "--locale") locale = value();
  else if (arg === "--help" || arg === "-h") {
    process.stdout.write(`${usage}\n`);
    process.exit(0);
  } else if (arg.startsWith("--")) fail(`unknown option ${arg}\n${usage}`);
  else if (file === undefined) file = arg;
  else fail(`only one file at a time\n${usage}`);
}
if (file === undefined) fail(`no file given\n${usage}`);
if (zone === undefined) {
  const fromEnvironment = process.env.TZ;
  zone =
    fromEnvironment !== undefined && isValidTimeZone(fromEnvironment) ? fromEnvironment : "UTC";
} else if (!isValidTimeZone(zone)) {
  fail(`unknown time zone "${zone}" (use an IANA name such as Europe/London)`);
}

let raw: Buffer;
try {
  raw = fs.readFileSync(file);
} catch (error) {
  fail(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
}

const { events } = await extractFromRaw(new Uint8Array(raw), {
  timeZone: zone,
  family: family.map((name) => name.trim()).filter((name) => name !== ""),
  ...(locale === undefined ? {} : { locale }),
});
// Each event says what the message does to it: a cancellation is "cancelled", anything else
// "confirmed"; an update that names where the event was says so in "replaces".
const printed = events.map(
  ({ title, start, end, allDay, location, timezone, confidence, source, change, replaces }) => ({
    title,
    start,
    end,
    allDay,
    location,
    timezone,
    confidence,
    source,
    status: change === "cancel" ? "cancelled" : "confirmed",
    ...(change === "update" && replaces !== null ? { replaces: { start: replaces.start } } : {}),
  }),
);
process.stdout.write(`${JSON.stringify(printed, null, 2)}\n`);
