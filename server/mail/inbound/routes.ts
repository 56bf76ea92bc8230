import { timingSafeEqual } from "node:crypto";
import {
  HttpIncomingMessage,
  HttpLayerRouter,
  type HttpServerRequest,
  HttpServerResponse,
} from "@effect/platform";
import { Effect, Layer, Option, Redacted, Schedule, Stream } from "effect";
import type { LiveChange } from "../../../api/Intake";
import type { ServerConfig } from "../../config";
import { Database } from "../../db/Database";
import { AccessTokenVerifier, accessTokenVerifierLayer } from "../../http/authentication";
import {
  acceptMessage,
  atIntakeLimit,
  intakePerHour,
  maxMessageBytes,
  resolveRecipients,
} from "./accept";
import { LiveChanges, LiveChangesLive } from "./live";

const errorJson = (status: number, code: string, message: string) =>
  HttpServerResponse.unsafeJson(
    { error: { code, message } },
    { status, headers: { "cache-control": "no-store" } },
  );

/** Equal secrets, compared in time that does not depend on where they differ. */
export const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  // Compare equal-length buffers whatever the input, so the length leaks nothing either.
  const padded = Buffer.alloc(b.length);
  a.copy(padded, 0, 0, Math.min(a.length, b.length));
  return timingSafeEqual(padded, b) && a.length === b.length;
};

const addressPattern = /[^\s<>",;:()[\]]+@[^\s<>",;:()[\]]+/g;

/** Addresses in the To, Cc and Delivered-To headers of a raw message. */
export function headerRecipients(raw: Uint8Array): ReadonlyArray<string> {
  const head = Buffer.from(raw.subarray(0, 256 * 1024)).toString("latin1");
  const end = head.search(/\r?\n\r?\n/);
  const unfolded = (end < 0 ? head : head.slice(0, end)).replace(/\r?\n[ \t]+/g, " ");
  const addresses: Array<string> = [];
  for (const line of unfolded.split(/\r?\n/)) {
    if (/^(to|cc|delivered-to|x-original-to|envelope-to):/i.test(line)) {
      addresses.push(...(line.slice(line.indexOf(":") + 1).match(addressPattern) ?? []));
    }
  }
  return addresses;
}

const urlOf = (request: HttpServerRequest.HttpServerRequest) =>
  new URL(request.url, "http://localhost");

/**
 * `POST /api/inbound`: an e-mail provider's inbound-parse webhook posts the
 * raw MIME message, with the shared secret in `x-inbound-secret`. The
 * recipient comes from `?to=`, `x-envelope-to`, or else the message's own
 * To, Cc and Delivered-To headers. 202 once the message is committed.
 */
const inboundRoute = (config: Pick<ServerConfig, "inboundSecret" | "mailDomain">) =>
  HttpLayerRouter.use((router) =>
    Effect.gen(function* () {
      const db = yield* Database;
      yield* router.add("POST", "/api/inbound", (request) =>
        Effect.gen(function* () {
          if (Option.isNone(config.inboundSecret)) {
            return errorJson(404, "not_found", "Inbound webhook is not configured");
          }
          const secret = request.headers["x-inbound-secret"] ?? "";
          if (!sameSecret(secret, Redacted.value(config.inboundSecret.value))) {
            return errorJson(
              401,
              "invalid_inbound_secret",
              "The x-inbound-secret header is missing or wrong.",
            );
          }
          const declared = Number(request.headers["content-length"] ?? "0");
          if (declared > maxMessageBytes) {
            return errorJson(
              413,
              "payload_too_large",
              `The message exceeds ${maxMessageBytes} bytes`,
            );
          }
          const body = yield* request.arrayBuffer.pipe(
            HttpIncomingMessage.withMaxBodySize(Option.some(maxMessageBytes)),
            Effect.map((buffer) => new Uint8Array(buffer)),
            Effect.option,
          );
          if (Option.isNone(body)) {
            return errorJson(
              413,
              "payload_too_large",
              `The message exceeds ${maxMessageBytes} bytes`,
            );
          }
          const raw = body.value;
          const head = Buffer.from(raw.subarray(0, 4096)).toString("latin1");
          if (raw.byteLength === 0 || !/^[\x21-\x39\x3b-\x7e]+:/m.test(head)) {
            return errorJson(
              400,
              "invalid_message",
              "body: Send the raw MIME message (headers, a blank line, the body)",
            );
          }
          const query = urlOf(request).searchParams.get("to");
          const envelope = request.headers["x-envelope-to"];
          const given = query ?? envelope ?? null;
          const candidates =
            given === null ? headerRecipients(raw) : given.split(",").map((entry) => entry.trim());
          const found = yield* resolveRecipients(candidates, config.mailDomain);
          if (found.length === 0) {
            return errorJson(
              404,
              "unknown_recipient",
              "No forwarding address here matches the recipient",
            );
          }
          const full = yield* atIntakeLimit(found.map((recipient) => recipient.userId));
          const recipients = found.filter((recipient) => !full.has(recipient.userId));
          if (recipients.length === 0) {
            return errorJson(
              429,
              "intake_limit",
              `The recipient has received ${intakePerHour} messages this hour; try again later`,
            );
          }
          const ids = yield* acceptMessage(raw, recipients, null);
          return HttpServerResponse.unsafeJson(
            { data: { ids } },
            { status: 202, headers: { "cache-control": "no-store" } },
          );
        }).pipe(Effect.provideService(Database, db), Effect.withSpan("Intake.webhook")),
      );
    }),
  );

const encoder = new TextEncoder();
const pingMs = 30_000;

/**
 * `GET /api/live`: the signed-in user's changes as server-sent events
 * (`event: change`, a LiveChange as data), with a `: ping` comment every 30
 * seconds so proxies keep the connection open. The browser reads it with
 * fetch, sending the same `x-functions-key` and bearer token as the API.
 */
const liveRoute = (config: Pick<ServerConfig, "functionsKey">) =>
  HttpLayerRouter.use((router) =>
    Effect.gen(function* () {
      const verifier = yield* AccessTokenVerifier;
      const live = yield* LiveChanges;
      yield* router.add("GET", "/api/live", (request) =>
        Effect.gen(function* () {
          if (request.headers["x-functions-key"] !== config.functionsKey) {
            return errorJson(
              401,
              "invalid_function_key",
              "The x-functions-key header is missing or wrong.",
            );
          }
          const token = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? "")?.[1];
          if (token === undefined) {
            return errorJson(401, "no_authorization", "This call needs a signed-in user.");
          }
          const user = yield* verifier.verify(token).pipe(Effect.either);
          if (user._tag === "Left") {
            return HttpServerResponse.unsafeJson(
              { error: user.left.error },
              { status: 401, headers: { "cache-control": "no-store" } },
            );
          }
          const userId = user.right.id;
          const changes = Stream.unwrapScoped(
            Effect.map(live.subscribe(userId), (queue) => Stream.fromQueue(queue)),
          ).pipe(
            Stream.map(
              (change: LiveChange) => `event: change\ndata: ${JSON.stringify(change)}\n\n`,
            ),
          );
          const pings = Stream.repeatEffectWithSchedule(
            Effect.succeed(": ping\n\n"),
            Schedule.spaced(pingMs),
          ).pipe(Stream.drop(1));
          const body = Stream.concat(
            Stream.make("retry: 1000\n\n"),
            Stream.merge(changes, pings, { haltStrategy: "either" }),
          ).pipe(Stream.map((text) => encoder.encode(text)));
          return HttpServerResponse.stream(body, {
            contentType: "text/event-stream",
            headers: {
              "cache-control": "no-store",
              "x-accel-buffering": "no",
            },
          });
        }).pipe(Effect.withSpan("Intake.live")),
      );
    }),
  );

/** The intake's HTTP routes: the inbound webhook and the live stream. */
export const intakeRoutes = (
  config: Pick<
    ServerConfig,
    "inboundSecret" | "mailDomain" | "functionsKey" | "supabaseUrl" | "authJwtSecret"
  >,
) =>
  Layer.mergeAll(inboundRoute(config), liveRoute(config)).pipe(
    Layer.provide(accessTokenVerifierLayer(config)),
    Layer.provide(LiveChangesLive),
  );
