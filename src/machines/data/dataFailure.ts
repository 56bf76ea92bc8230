/**
 * Why a read or a write of the product's data failed, in the one shape the
 * data machines keep and the pages show: the server's error code and
 * message, the HTTP status (0 when the server could not be reached) and, for
 * a rejected payload, the field it names. The Api service's failures carry
 * these fields, so they pass through unchanged.
 */
export interface DataFailure {
  readonly code: string;
  readonly message: string;
  readonly status: number;
  readonly field?: string;
}

/** The code of a failure that never got an answer from the server. */
export const NETWORK_FAILURE_CODE = "network";

/**
 * A 401 the auth machine may cure by refreshing the session. Not
 * `insufficient_aal`: the user has a second factor that this session has not
 * passed, and a refreshed token is still aal1, so asking again would loop.
 */
export function refreshMayHelp(failure: DataFailure): boolean {
  return failure.status === 401 && failure.code !== "insufficient_aal";
}

export function isDataFailure(value: unknown): value is DataFailure {
  if (typeof value !== "object" || value === null) return false;
  const { code, message, status } = value as Record<string, unknown>;
  return typeof code === "string" && typeof message === "string" && typeof status === "number";
}

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message !== "") return error.message;
  if (typeof error === "string" && error !== "") return error;
  return "The server could not be reached. Check the connection and try again.";
}

/**
 * The failure as the machines keep it: anything with a code, a message and a
 * status is copied field by field (so a tagged error's class and stack stay
 * out of the machine's context); anything else is a network failure with a
 * readable message.
 */
export function describeDataFailure(error: unknown): DataFailure {
  if (isDataFailure(error)) {
    const { code, message, status, field } = error;
    return typeof field === "string" ? { code, message, status, field } : { code, message, status };
  }
  return { code: NETWORK_FAILURE_CODE, message: messageOf(error), status: 0 };
}
