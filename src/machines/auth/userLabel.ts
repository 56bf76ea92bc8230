/**
 * The label of the user button: the part of the e-mail before "@", else
 * "User" (SPEC §2). A module of its own, with no imports, because the
 * navigation bar of the public pages needs it without the auth machine.
 */
export function userLabel(email: string | null | undefined): string {
  const name = email?.split("@")[0]?.trim();
  return name ? name : "User";
}
