import {
  HttpApiError,
  HttpLayerRouter,
  HttpServerRequest,
  HttpServerResponse,
} from "@effect/platform";
import { Cause, Effect, Option, Schema } from "effect";
import { BadRequest } from "../../api/errors";

/**
 * Every 400 of the product API says which field is wrong, in our error
 * shape: `{ error: { code: "invalid_request", message: "<field>: <why>", field } }`
 * (with the `_tag` of the contract's BadRequest, as any tagged error). The
 * handlers' own 400s (`BadRequest.field`) already do; this global router
 * middleware, on /api paths only, reshapes the two that HttpApi answers
 * itself before a handler runs: a payload or parameter that does not decode
 * (its HttpApiDecodeError body), and a body that is not JSON (a defect in
 * HttpApi, so a 500 unless caught here). Both happen after the function key
 * and token checks, so a 401 still comes first.
 */

const encodeBadRequest = Schema.encodeSync(BadRequest);

/** A 400 encoded exactly as a handler's `BadRequest`, so the derived client decodes it too. */
export const invalidRequest = (field: string, message: string) =>
  HttpServerResponse.unsafeJson(encodeBadRequest(BadRequest.field(field, message)), {
    status: 400,
  });

type Issue = typeof HttpApiError.Issue.Type;

/** The issue a person should read first: the most precise one that is not schema noise. */
export function mainIssue(issues: ReadonlyArray<Issue>): Issue | undefined {
  // An optional field fails both its schema and `undefined`; the second says nothing.
  const useful = issues.filter((issue) => !issue.message.startsWith("Expected undefined"));
  const candidates = useful.length > 0 ? useful : issues;
  const deepest = Math.max(...candidates.map((issue) => issue.path.length));
  const precise = candidates.filter((issue) => issue.path.length === deepest);
  // A union reports each member's failure; a refinement's message is the one written for people.
  return precise.find((issue) => issue._tag !== "Type") ?? precise[0];
}

/** `Name`, `trustedSenders.2`; `body` when the payload as a whole is wrong. */
export const fieldOf = (path: ReadonlyArray<PropertyKey>): string =>
  path.length === 0 ? "body" : path.map(String).join(".");

const clip = (text: string) => (text.length > 300 ? `${text.slice(0, 297)}...` : text);

/** What to tell a person about an issue; the formatter's words where they are not written for people. */
export function messageOf(issue: Issue): string {
  if (issue._tag === "Missing") return "This field is required";
  if (issue.path.length === 0 && issue._tag === "Type") return "The body must be a JSON object";
  return clip(issue.message);
}

const decodeErrorBody = Schema.decodeUnknownOption(
  Schema.parseJson(HttpApiError.HttpApiDecodeError),
);

const reshapeDecodeError = (response: HttpServerResponse.HttpServerResponse) => {
  if (response.status !== 400 || response.body._tag !== "Uint8Array") return response;
  const decoded = decodeErrorBody(new TextDecoder().decode(response.body.body));
  if (Option.isNone(decoded)) return response;
  const issue = mainIssue(decoded.value.issues);
  return issue === undefined
    ? invalidRequest("body", clip(decoded.value.message))
    : invalidRequest(fieldOf(issue.path), messageOf(issue));
};

const isUnreadableBody = (defect: unknown) =>
  typeof defect === "object" &&
  defect !== null &&
  "_tag" in defect &&
  defect._tag === "RequestError" &&
  "reason" in defect &&
  defect.reason === "Decode";

export const ApiBadRequests = HttpLayerRouter.middleware(
  (app) =>
    Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) =>
      request.url.startsWith("/api/")
        ? app.pipe(
            Effect.map(reshapeDecodeError),
            Effect.catchAllCause((cause) =>
              Cause.defects(cause).pipe((defects) =>
                [...defects].some(isUnreadableBody)
                  ? Effect.succeed(invalidRequest("body", "The body is not valid JSON"))
                  : Effect.failCause(cause),
              ),
            ),
          )
        : app,
    ),
  { global: true },
);
