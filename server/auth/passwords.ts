import bcrypt from "bcryptjs";
import { Effect } from "effect";
import { errors } from "./errors";
import { AuthPolicy, defaultAuthPolicy, type PasswordPolicy } from "./policy";

/** bcrypt reads no further than 72 bytes, so no password may be longer. */
export const maxPasswordLength = 72;

/** GoTrue's `weak_password` reasons for a password under a policy, empty when it is strong enough. */
export function weakPasswordReasons(
  password: string,
  policy: PasswordPolicy = defaultAuthPolicy.password,
): ReadonlyArray<"length" | "characters"> {
  const reasons: Array<"length" | "characters"> = [];
  if (password.length < policy.minLength) reasons.push("length");
  const lacksASet = policy.requiredCharacters.some(
    (set) => ![...set].some((character) => password.includes(character)),
  );
  if (lacksASet) reasons.push("characters");
  return reasons;
}

/** What the policy asks, in GoTrue's words. */
const policySentence = (policy: PasswordPolicy) =>
  policy.requiredCharacters.length === 0
    ? `Password should be at least ${policy.minLength} characters.`
    : `Password should be at least ${policy.minLength} characters and contain at least one character of each: ${policy.requiredCharacters.join(", ")}.`;

/** Fails with GoTrue's errors when a new password does not meet the instance's policy. */
export const checkNewPassword = (password: string) =>
  Effect.gen(function* () {
    if (password.length > maxPasswordLength) {
      return yield* Effect.fail(
        errors.validation(`Password cannot be longer than ${maxPasswordLength} characters`),
      );
    }
    const policy = (yield* AuthPolicy).password;
    const reasons = weakPasswordReasons(password, policy);
    if (reasons.length > 0) {
      return yield* Effect.fail(errors.weakPassword(reasons, policySentence(policy)));
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
