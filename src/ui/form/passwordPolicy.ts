/**
 * The auth service's password policy (AUTH.md): 8 to 72 characters, with a
 * lower-case letter, an upper-case letter and a digit. The form shows each
 * rule as the user types; the server checks them again and has the last word.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 72;

export interface PasswordRule {
  readonly id: "length" | "lower" | "upper" | "digit";
  readonly label: string;
  readonly test: (password: string) => boolean;
}

export const passwordRules: ReadonlyArray<PasswordRule> = [
  {
    id: "length",
    label: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
    test: (password) =>
      password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
  },
  { id: "lower", label: "a lower-case letter", test: (password) => /[a-z]/.test(password) },
  { id: "upper", label: "an upper-case letter", test: (password) => /[A-Z]/.test(password) },
  { id: "digit", label: "a digit", test: (password) => /[0-9]/.test(password) },
];

export function meetsPolicy(password: string): boolean {
  return passwordRules.every((rule) => rule.test(password));
}

/** The server's `weak_password` reasons, in words. */
export function describeWeakReason(reason: string): string {
  switch (reason) {
    case "length":
      return `Use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`;
    case "characters":
      return "Use a lower-case letter, an upper-case letter and a digit.";
    case "pwned":
      return "This password has appeared in a data breach. Choose another one.";
    default:
      return reason;
  }
}
