/**
 * SPEC §5: the setup route's `welcome` search parameter is true when its
 * text equals "true", in any case. Anything else (1, yes, empty, missing)
 * is false. `search` may start with "?" or not, as wouter's `useSearch`
 * gives it.
 */
export function isWelcome(search: string): boolean {
  const value = new URLSearchParams(search).get("welcome");
  return value !== null && value.toLowerCase() === "true";
}

/** The search without `welcome`, keeping every other parameter (dismissing the banner). */
export function withoutWelcome(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("welcome");
  return params.toString();
}
