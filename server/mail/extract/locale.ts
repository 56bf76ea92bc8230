/**
 * Day-month order: "03/04/2026" is 3 April from a British or European
 * sender and March 4 from an American one. The sender's domain, the
 * Content-Language header or the caller's override decides.
 */

const dayFirstTlds = new Set([
  "uk",
  "ie",
  "au",
  "nz",
  "eu",
  "de",
  "fr",
  "es",
  "it",
  "nl",
  "be",
  "at",
  "ch",
  "se",
  "no",
  "dk",
  "fi",
  "pt",
  "pl",
  "cz",
  "gr",
  "hu",
  "ro",
  "za",
  "in",
  "sg",
  "hk",
  "my",
  "lu",
  "is",
  "sk",
  "si",
  "hr",
  "ee",
  "lv",
  "lt",
  "bg",
  "cy",
  "mt",
]);

/** True when dates like 03/04 should read day first. */
export function isDayFirst(
  sender: string,
  language: string | null | undefined,
  override: string | undefined,
): boolean {
  const explicit = override ?? language ?? null;
  if (explicit !== null && explicit.trim() !== "") {
    const tag = explicit.split(",")[0]?.trim().toLowerCase() ?? "";
    if (/^en-(us|ca|ph)$/.test(tag) || tag === "en")
      return override !== undefined ? false : tldDayFirst(sender);
    return true;
  }
  return tldDayFirst(sender);
}

function tldDayFirst(sender: string): boolean {
  const domain = sender.split("@")[1]?.toLowerCase() ?? "";
  const tld = domain.split(".").at(-1) ?? "";
  return dayFirstTlds.has(tld);
}
