import { HttpClient, HttpClientRequest, type HttpClientResponse } from "@effect/platform";
import { Effect, FiberRef } from "effect";
import { modified, notModified, type Revalidation } from "../machines/data/revalidation";
import type { ApiFailure } from "./apiFailure";

/**
 * Conditional reads for the Api service (issue 16): `revalidate(validator,
 * read)` runs one of the service's reads with `If-None-Match: validator` on
 * its first request, and answers the first response's ETag with the data, or
 * "not modified" when the server answered 304. A list read page by page
 * sends the validator with its first page only: the server's tag stands for
 * the user's whole data, so a current first page means a current list.
 *
 * The read runs unchanged; the client's request and response hooks find
 * the exchange of the read under way through a fiber reference.
 */

interface Exchange {
  readonly validator: string | null;
  /** The first response's status and ETag, once it came. */
  first: { readonly status: number; readonly etag: string | null } | null;
}

const currentExchange = FiberRef.unsafeMake<Exchange | null>(null);

/** The request hook: the validator on the read's first request. */
export const sendValidator = (
  request: HttpClientRequest.HttpClientRequest,
): Effect.Effect<HttpClientRequest.HttpClientRequest> =>
  Effect.map(FiberRef.get(currentExchange), (exchange) =>
    exchange === null || exchange.first !== null || exchange.validator === null
      ? request
      : HttpClientRequest.setHeader(request, "if-none-match", exchange.validator),
  );

/** The response hook: remembers the read's first response, before its status is judged. */
export const recordAnswer = (
  response: HttpClientResponse.HttpClientResponse,
): Effect.Effect<void> =>
  Effect.map(FiberRef.get(currentExchange), (exchange) => {
    if (exchange !== null && exchange.first === null) {
      exchange.first = { status: response.status, etag: response.headers.etag ?? null };
    }
  });

/**
 * Adds both hooks to the service's client; the answer is recorded before
 * the client turns a non-2xx status (the 304 among them) into a failure.
 */
export const withRevalidation = (client: HttpClient.HttpClient): HttpClient.HttpClient =>
  client.pipe(HttpClient.mapRequestEffect(sendValidator), HttpClient.tap(recordAnswer));

/** The Api service's `revalidate`. */
export const revalidate = <A>(
  validator: string | null,
  read: Effect.Effect<A, ApiFailure>,
): Effect.Effect<Revalidation<A>, ApiFailure> =>
  Effect.suspend(() => {
    const exchange: Exchange = { validator, first: null };
    return read.pipe(
      Effect.map((data) => modified(data, exchange.first?.etag ?? null)),
      Effect.catchAll((failure) =>
        validator !== null && exchange.first?.status === 304
          ? Effect.succeed(notModified)
          : Effect.fail(failure),
      ),
      Effect.locally(currentExchange, exchange),
    );
  });
