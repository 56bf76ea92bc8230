import bcrypt from "bcryptjs";
import { Effect } from "effect";
import { errors } from "./errors";

/** AUTH.md: at least 8 characters with lower case, upper case and a digit; at most 72 (bcrypt's limit). */
export const passwordPolicy = { minLength: 8, maxLength: 72 } as const;

/** GoTrue's `weak_password` reasons for a password, empty when it is strong enough. */
export function weakPasswordReasons(password: string): ReadonlyArray<"length" | "characters"> {
  const reasons: Array<"length" | "characters"> = [];
  if (password.length < passwordPolicy.minLength) reasons.push("length");
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/[0-9]/.test(password)) {
    reasons.push("characters");
  }
  return reasons;
}

/** Fails with GoTrue's errors when a new password does not meet the policy. */
export const checkNewPassword = (password: string) =>
  Effect.gen(function* () {
    if (password.length > passwordPolicy.maxLength) {
      return yield* Effect.fail(
        errors.validation(`Password cannot be longer than ${passwordPolicy.maxLength} characters`),
      );
    }
    const reasons = weakPasswordReasons(password);
    if (reasons.length > 0) {
      return yield* Effect.fail(
        errors.weakPassword(
          reasons,
          `Password should be at least ${passwordPolicy.minLength} characters and contain lower case, upper case and a digit.`,
        ),
      );
    }
  });

/** bcrypt with cost 10, GoTrue's default. */
export const hashPassword = (password: string) =>
  Effect.promise(() => bcrypt.hash(password, 10)).pipe(Effect.withSpan("Auth.hashPassword"));

/**
 * A hash of a password nobody has, compared against when the account does
 * not exist or has no password, so that a wrong address takes as long to
 * refuse as a wrong password and timing does not reveal which addresses
 * have accounts.
 */
const absentAccountHash = bcrypt.hashSync("no account has this password", 10);

export const verifyPassword = (password: string, hash: string | null) =>
  Effect.promise(async () => {
    const matches = await bcrypt.compare(password, hash ?? absentAccountHash);
    return hash !== null && matches;
  }).pipe(Effect.withSpan("Auth.verifyPassword"));
