import { ParseResult, Schema } from "effect";

/**
 * Field schemas the product entities share. Each carries the message a user
 * sees when a payload fails it, so a 400 names the field and says why.
 */

// PostgreSQL text cannot hold the NUL character: refuse it here, as a 400,
// rather than let the database fail the request.
const withoutNul =
  (label: string) =>
  <S extends Schema.Schema<string, string>>(self: S) =>
    self.pipe(
      Schema.filter((text) => !text.includes("\u0000"), {
        message: () => `${label} must not contain NUL characters`,
      }),
    );

/** Text a user typed: surrounding spaces are trimmed, then it must not be empty. */
export const RequiredText = (label: string, maxLength: number) =>
  Schema.compose(
    Schema.Trim,
    Schema.String.pipe(
      Schema.minLength(1, { message: () => `${label} is required` }),
      Schema.maxLength(maxLength, {
        message: () => `${label} must be at most ${maxLength} characters`,
      }),
      withoutNul(label),
    ),
  );

/** Optional free text, trimmed; at most `maxLength` characters. */
export const FreeText = (label: string, maxLength: number) =>
  Schema.compose(
    Schema.Trim,
    Schema.String.pipe(
      Schema.maxLength(maxLength, {
        message: () => `${label} must be at most ${maxLength} characters`,
      }),
      withoutNul(label),
    ),
  );

// No spaces, no second @, and no control characters (NUL cannot be stored).
const emailPattern = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;

/** An e-mail address as users type it: trimmed, lower-cased, `name@domain.tld`. */
export const EmailAddress = Schema.compose(Schema.Trim, Schema.Lowercase).pipe(
  Schema.compose(
    Schema.String.pipe(
      Schema.maxLength(254, { message: () => "The e-mail address is too long" }),
      Schema.pattern(emailPattern, {
        message: () => "Enter an e-mail address like name@example.com",
      }),
    ),
  ),
);

/**
 * Dates and instants stay within the years 1000 to 9999: the database has no
 * year 0, and beyond four-digit years the ISO text of an instant changes shape.
 */
const earliest = Date.UTC(1000, 0, 1);
const latest = Date.UTC(10000, 0, 1);
const inRange = (time: number) => time >= earliest && time < latest;

/** A calendar date, `YYYY-MM-DD`, that exists, in the years 1000 to 9999. */
export const IsoDate = Schema.String.pipe(
  Schema.filter((text) => /^\d{4}-\d{2}-\d{2}$/.test(text) && isRealDate(text), {
    message: () => "Use a date like 2026-09-14",
  }),
);

/** An instant with its offset, `2026-09-14T08:30:00.000Z` or `2026-09-14T08:30:00+02:00`. */
export const IsoDateTime = Schema.String.pipe(
  Schema.filter(isRealInstant, {
    message: () => "Use a date and time with its offset, like 2026-09-14T08:30:00Z",
  }),
);

/**
 * An instant in an answer, as the server writes it (`toISOString`'s shape).
 * Reading an answer (the browser's decode) checks it as `IsoDateTime` does;
 * writing one (the server's encode) does not check again what the server
 * itself produced, as that was a measurable share of a list's answer. Input
 * fields use `IsoDateTime`, which checks in both directions.
 */
export const Instant: Schema.Schema<string> = Schema.declare(
  [],
  {
    decode: () => (input, options) => ParseResult.decodeUnknown(IsoDateTime)(input, options),
    encode: () => (input, _options, ast) =>
      typeof input === "string"
        ? ParseResult.succeed(input)
        : ParseResult.fail(new ParseResult.Type(ast, input)),
  },
  {
    title: "Instant",
    description: "An ISO-8601 date and time with its offset",
    jsonSchema: { type: "string", format: "date-time" },
  },
);

/** An IANA time zone the runtime knows, such as `Europe/London`. */
export const TimeZone = Schema.String.pipe(
  Schema.filter(isTimeZone, { message: () => "Choose a time zone such as Europe/London" }),
);

/** A colour as `#rrggbb`. */
export const HexColor = Schema.String.pipe(
  Schema.pattern(/^#[0-9a-fA-F]{6}$/, { message: () => "Use a colour like #7c3aed" }),
);

function isRealDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return inRange(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

const instantPattern =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

// Date.parse alone rolls 30 February over into March and reads 24:00 as the
// next day; every part must exist as written.
function isRealInstant(text: string): boolean {
  const match = instantPattern.exec(text);
  if (match === null) return false;
  const [, date = "", hours, minutes, seconds = "0", offsetHours = "0", offsetMinutes = "0"] =
    match;
  return (
    isRealDate(date) &&
    Number(hours) < 24 &&
    Number(minutes) < 60 &&
    Number(seconds) < 60 &&
    Number(offsetHours) < 24 &&
    Number(offsetMinutes) < 60 &&
    inRange(Date.parse(text))
  );
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}
