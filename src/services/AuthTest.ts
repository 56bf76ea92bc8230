import { Effect, Layer } from "effect";
import { Auth, type AuthService } from "./Auth";
import type { AuthError } from "./authErrors";
import { type ScriptedAnswer, type ScriptedCall, ScriptedCalls } from "./scriptedCalls";

/**
 * Test doubles for the Auth service: `authTestLayer` for a partial fake
 * whose other methods die loudly, and `ScriptedAuth`, a transport a test
 * scripts call by call (answers queued in advance, or calls left pending
 * until the test settles them; see scriptedCalls.ts).
 */

export type AuthMethod = keyof AuthService;

export const AUTH_METHODS = [
  "signUp",
  "signInWithPassword",
  "signInWithIdToken",
  "refresh",
  "getUser",
  "updateUser",
  "signOut",
  "resetPasswordForEmail",
  "verifyOtp",
  "exchangeCodeForSession",
  "mfaEnroll",
  "mfaChallenge",
  "mfaVerify",
  "mfaUnenroll",
  "mfaListFactors",
  "makeRecoveryCodes",
  "unlinkIdentity",
] as const satisfies ReadonlyArray<AuthMethod>;

// Fails to compile when a method of AuthService is missing above.
type MissingMethods = Exclude<AuthMethod, (typeof AUTH_METHODS)[number]>;
const allMethodsListed: [MissingMethods] extends [never] ? true : MissingMethods = true;
void allMethodsListed;

type Answer<M extends AuthMethod> = Effect.Effect.Success<ReturnType<AuthService[M]>>;

function dying(method: AuthMethod): (...args: ReadonlyArray<unknown>) => Effect.Effect<never> {
  return () => Effect.dieMessage(`Auth.${method} was called but this test did not provide it.`);
}

/** A layer from a partial fake; calling a method it lacks is a defect that names the method. */
export function authTestLayer(partial: Partial<AuthService>): Layer.Layer<Auth> {
  const service = Object.fromEntries(
    AUTH_METHODS.map((method) => [method, partial[method] ?? dying(method)]),
  ) as unknown as AuthService;
  return Layer.succeed(Auth, service);
}

export type Scripted<A> = ScriptedAnswer<A, AuthError>;

export const answer = <A>(value: A): Scripted<A> => ({ _tag: "succeed", value });
export const failWith = (error: AuthError): Scripted<never> => ({ _tag: "fail", error });

export type AuthCall = ScriptedCall<AuthMethod, AuthError>;

export class ScriptedAuth extends ScriptedCalls<AuthMethod, AuthError> {
  /** Queues answers for the next calls of `method`, in order. */
  script<M extends AuthMethod>(method: M, ...answers: ReadonlyArray<Scripted<Answer<M>>>): this {
    this.enqueue(method, answers);
    return this;
  }

  readonly service: AuthService = this.serviceOf(AUTH_METHODS) as unknown as AuthService;

  readonly layer: Layer.Layer<Auth> = Layer.succeed(Auth, this.service);
}
