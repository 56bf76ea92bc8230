import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { HttpLayerRouter, HttpServerResponse } from "@effect/platform";
import { Effect, type Layer, Option } from "effect";
import { Database } from "../../db/Database";
import { configuredOrStored } from "../../db/instanceSetting";
import { isUuid } from "../../product/shared";

/**
 * The one-click unsubscribe link of summary e-mails: `/api/summary/
 * unsubscribe?token=<user id>.<signature>`. Opening it (GET) or a mail
 * client's one-click POST (RFC 8058) turns the user's summaries off; no
 * sign-in is needed, and the signature keeps anyone else from doing it.
 */

export const unsubscribePath = "/api/summary/unsubscribe";

/** The signing secret: made once, kept in instance_setting, shared by every process. */
export const unsubscribeSecret = configuredOrStored(
  Option.none(),
  "summary_unsubscribe_secret",
  () => randomBytes(32).toString("base64url"),
);

const signatureOf = (secret: string, userId: string) =>
  createHmac("sha256", secret).update(`summary-unsubscribe:${userId}`).digest("base64url");

/** The token of a user's unsubscribe link. */
export const unsubscribeToken = (secret: string, userId: string) =>
  `${userId}.${signatureOf(secret, userId)}`;

/** The user a token speaks for, or null when it is not one we signed. */
export function userOfToken(secret: string, token: string): string | null {
  const [userId, signature, ...rest] = token.split(".");
  if (userId === undefined || signature === undefined || rest.length > 0 || !isUuid(userId)) {
    return null;
  }
  const expected = Buffer.from(signatureOf(secret, userId.toLowerCase()));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given)
    ? userId.toLowerCase()
    : null;
}

const page = (status: number, title: string, text: string) =>
  HttpServerResponse.text(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title} · Corkboard</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1>${title}</h1><p>${text}</p><p><a href="/dashboard/profile">Your preferences</a></p></body></html>`,
    {
      status,
      contentType: "text/html; charset=utf-8",
      headers: { "cache-control": "no-store", "x-robots-tag": "noindex" },
    },
  );

const unsubscribe = (request: { readonly url: string }) =>
  Effect.gen(function* () {
    const db = yield* Database;
    const token = new URL(request.url, "http://localhost").searchParams.get("token") ?? "";
    const secret = yield* unsubscribeSecret;
    const userId = userOfToken(secret, token);
    if (userId === null) {
      return page(404, "Link not recognised", "This unsubscribe link is not one of ours.");
    }
    yield* db.query(
      "update preferences set digest = 'off', updated_at = now() where user_id = $1",
      [userId],
    );
    return page(
      200,
      "Unsubscribed",
      "You will get no more summary e-mails. You can turn them on again in Preferences.",
    );
  }).pipe(
    Effect.catchTag("DatabaseError", (error) => Effect.die(error)),
    Effect.withSpan("Summary.unsubscribe"),
  );

export const SummaryUnsubscribeRoute: Layer.Layer<
  never,
  never,
  HttpLayerRouter.HttpRouter | Database
> = HttpLayerRouter.use((router) =>
  Effect.gen(function* () {
    const db = yield* Database;
    for (const method of ["GET", "POST"] as const) {
      yield* router.add(method, unsubscribePath, (request) =>
        unsubscribe(request).pipe(Effect.provideService(Database, db)),
      );
    }
  }),
);
