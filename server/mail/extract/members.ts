/**
 * Family members named with an event: "Emma's class trip", "for Noah",
 * "Noah – football". Whole words, any case, a possessive 's allowed.
 */

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function membersIn(
  texts: ReadonlyArray<string>,
  family: ReadonlyArray<string>,
): Array<string> {
  const found: Array<string> = [];
  for (const member of family) {
    const name = member.trim();
    if (name === "") continue;
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?:['’]s)?(?![\\p{L}\\p{N}])`,
      "iu",
    );
    if (texts.some((text) => pattern.test(text))) found.push(name);
  }
  return found;
}
