import { HttpApiMiddleware, HttpApiSchema, HttpApiSecurity } from "@effect/platform";
import { Context, Schema } from "effect";
import { ErrorDetail } from "./Envelope";

/** Who is calling the product API, from the bearer access token. */
export interface CurrentUserShape {
  readonly id: string;
  readonly email: string | null;
  readonly aal: "aal1" | "aal2";
  readonly sessionId: string;
  /** The browser's zone recorded at sign-up (`user_metadata.timezone`), when there is one. */
  readonly signUpZone?: string;
}

export class CurrentUser extends Context.Tag("CurrentUser")<CurrentUser, CurrentUserShape>() {}

/** 401: no function key, no bearer token, or one that is not (or no longer) valid. */
export class Unauthorized extends Schema.TaggedError<Unauthorized>()(
  "Unauthorized",
  { error: ErrorDetail },
  HttpApiSchema.annotations({ status: 401 }),
) {
  static because(code: string, message: string) {
    return new Unauthorized({ error: { code, message } });
  }
}

/** SPEC §7: every product call sends `x-functions-key`. */
export class FunctionsKey extends HttpApiMiddleware.Tag<FunctionsKey>()("FunctionsKey", {
  failure: Unauthorized,
  security: { key: HttpApiSecurity.apiKey({ key: "x-functions-key", in: "header" }) },
}) {}

/** SPEC §7: with a session, `Authorization: Bearer <access token>` identifies the user. */
export class Authentication extends HttpApiMiddleware.Tag<Authentication>()("Authentication", {
  failure: Unauthorized,
  provides: CurrentUser,
  security: { bearer: HttpApiSecurity.bearer },
}) {}
