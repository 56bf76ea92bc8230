import { HttpClientError } from "@effect/platform";
import { Effect, ParseResult, Schema } from "effect";
import { ErrorDetail } from "../../api/Envelope";

/**
 * Why a call failed, with the fields of a `DataFailure`: the server's
 * `{ error: { code, message, field } }` and the HTTP status, or status 0
 * when the server could not be reached.
 */
export class ApiFailure extends Schema.TaggedError<ApiFailure>()("ApiFailure", {
  code: Schema.String,
  message: Schema.String,
  status: Schema.Number,
  field: Schema.optional(Schema.String),
}) {}

const NETWORK_MESSAGE = "Could not reach Corkboard. Check your connection and try again.";
const INVALID_RESPONSE_MESSAGE = "Corkboard answered in a way this page does not understand.";

/** The status a decode failure of a 2xx answer is reported with: the answer was unusable. */
export const INVALID_RESPONSE_STATUS = 502;

const ErrorBody = Schema.Struct({ error: ErrorDetail });
const decodeErrorBody = Schema.decodeUnknownOption(ErrorBody);

/** Statuses of the contract's tagged errors, for answers the client decoded itself. */
const contractErrorStatus: Readonly<Record<string, number>> = {
  BadRequest: 400,
  Unauthorized: 401,
  NotFound: 404,
  TooManyRequests: 429,
  ServiceUnavailable: 503,
};

function fallbackMessage(status: number): string {
  if (status === 401) return "Your session has ended. Sign in again.";
  if (status === 404) return "Not Found";
  if (status === 429) return "Too many requests. Wait a moment and try again.";
  return `Corkboard answered ${status}.`;
}

function failureOfBody(status: number, body: unknown): ApiFailure {
  const decoded = decodeErrorBody(body);
  if (decoded._tag === "Some") {
    const { code, message, field } = decoded.value.error;
    return new ApiFailure(
      field === undefined ? { code, message, status } : { code, message, status, field },
    );
  }
  return new ApiFailure({ code: `http_${status}`, message: fallbackMessage(status), status });
}

function isContractError(
  error: unknown,
): error is { readonly _tag: string; readonly error: ErrorDetail } {
  return (
    typeof error === "object" &&
    error !== null &&
    "_tag" in error &&
    typeof error._tag === "string" &&
    error._tag in contractErrorStatus &&
    "error" in error
  );
}

/** Every way a call can fail, as one `ApiFailure`. */
export function toApiFailure(error: unknown): Effect.Effect<never, ApiFailure> {
  if (error instanceof ApiFailure) return Effect.fail(error);
  if (HttpClientError.isHttpClientError(error)) {
    if (error._tag === "RequestError") {
      return Effect.fail(new ApiFailure({ code: "network", message: NETWORK_MESSAGE, status: 0 }));
    }
    const { status } = error.response;
    if (status >= 200 && status < 300) {
      return Effect.fail(
        new ApiFailure({
          code: "invalid_response",
          message: INVALID_RESPONSE_MESSAGE,
          status: INVALID_RESPONSE_STATUS,
        }),
      );
    }
    return error.response.json.pipe(
      Effect.orElseSucceed(() => null),
      Effect.flatMap((body) => Effect.fail(failureOfBody(status, body))),
    );
  }
  if (isContractError(error)) {
    return Effect.fail(failureOfBody(contractErrorStatus[error._tag] ?? 500, error));
  }
  if (ParseResult.isParseError(error)) {
    return Effect.fail(
      new ApiFailure({
        code: "invalid_response",
        message: INVALID_RESPONSE_MESSAGE,
        status: INVALID_RESPONSE_STATUS,
      }),
    );
  }
  return Effect.fail(
    new ApiFailure({ code: "unexpected", message: "Something went wrong!", status: 0 }),
  );
}

/**
 * A payload the contract refuses, as the server's 400 would report it (the
 * field and why), without a round trip.
 */
export function invalidPayload(error: ParseResult.ParseError): ApiFailure {
  const [issue] = ParseResult.ArrayFormatter.formatErrorSync(error);
  const field = issue?.path[0];
  const reason = issue?.message ?? "The form is not valid.";
  return field === undefined
    ? new ApiFailure({ code: "invalid_request", message: reason, status: 400 })
    : new ApiFailure({
        code: "invalid_request",
        message: `${String(field)}: ${reason}`,
        status: 400,
        field: String(field),
      });
}

/**
 * Reads a form's payload as the server will, before it is sent: decoded
 * with the contract's schema, so text is trimmed and addresses lower-cased
 * the same way, and a value the server would refuse fails here with its field.
 */
export function checked<A, I>(
  schema: Schema.Schema<A, I>,
  payload: A,
): Effect.Effect<A, ApiFailure> {
  return Schema.decodeUnknown(schema)(payload).pipe(Effect.mapError(invalidPayload));
}
