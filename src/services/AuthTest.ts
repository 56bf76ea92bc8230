import { Effect, Layer } from "effect";
import { Auth, type AuthService } from "./Auth";
import type { AuthError } from "./authErrors";

/**
 * Test doubles for the Auth service: `authTestLayer` for a partial fake
 * whose other methods die loudly, and `ScriptedAuth`, a transport a test
 * scripts call by call (answers queued in advance, or calls left pending
 * until the test settles them).
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

export type Scripted<A> =
  | { readonly _tag: "succeed"; readonly value: A }
  | { readonly _tag: "fail"; readonly error: AuthError };

export const answer = <A>(value: A): Scripted<A> => ({ _tag: "succeed", value });
export const failWith = (error: AuthError): Scripted<never> => ({ _tag: "fail", error });

export interface AuthCall {
  readonly method: AuthMethod;
  readonly args: ReadonlyArray<unknown>;
  /** True once answered, failed or interrupted. */
  readonly settled: boolean;
  readonly interrupted: boolean;
  readonly succeed: (value: unknown) => void;
  readonly fail: (error: AuthError) => void;
}

export class ScriptedAuth {
  /** Every call in order, answered or not. */
  readonly calls: Array<AuthCall> = [];
  private readonly queued = new Map<AuthMethod, Array<Scripted<unknown>>>();

  /** Queues answers for the next calls of `method`, in order. */
  script<M extends AuthMethod>(method: M, ...answers: ReadonlyArray<Scripted<Answer<M>>>): this {
    const queue = this.queued.get(method) ?? [];
    queue.push(...answers);
    this.queued.set(method, queue);
    return this;
  }

  /** Calls still waiting for the test to answer them. */
  pending(method?: AuthMethod): ReadonlyArray<AuthCall> {
    return this.calls.filter(
      (call) => !call.settled && (method === undefined || call.method === method),
    );
  }

  callsOf(method: AuthMethod): ReadonlyArray<AuthCall> {
    return this.calls.filter((call) => call.method === method);
  }

  readonly service: AuthService = Object.fromEntries(
    AUTH_METHODS.map((method) => [
      method,
      (...args: ReadonlyArray<unknown>) => this.call(method, args),
    ]),
  ) as unknown as AuthService;

  readonly layer: Layer.Layer<Auth> = Layer.succeed(Auth, this.service);

  private call(
    method: AuthMethod,
    args: ReadonlyArray<unknown>,
  ): Effect.Effect<unknown, AuthError> {
    return Effect.async<unknown, AuthError>((resume) => {
      let settled = false;
      let interrupted = false;
      const settle = (outcome: Effect.Effect<unknown, AuthError>) => {
        if (settled) return;
        settled = true;
        resume(outcome);
      };
      const call: AuthCall = {
        method,
        args,
        get settled() {
          return settled;
        },
        get interrupted() {
          return interrupted;
        },
        succeed: (value) => settle(Effect.succeed(value)),
        fail: (error) => settle(Effect.fail(error)),
      };
      this.calls.push(call);
      const next = this.queued.get(method)?.shift();
      if (next !== undefined) {
        if (next._tag === "succeed") call.succeed(next.value);
        else call.fail(next.error);
      }
      return Effect.sync(() => {
        interrupted = !settled;
        settled = true;
      });
    });
  }
}
