/**
 * Family members named with an event: "Emma's class trip", "for Noah",
 * "Noah – football". Whole words, any case, with or without accents
 * ("Zoë" and "Zoe" alike), a possessive 's allowed.
 */

/** Text without its accents, so that "Zoë" in a message finds "Zoe" as typed, and the other way round. */
const withoutAccents = (text: string): string => text.normalize("NFD").replace(/\p{M}+/gu, "");

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function membersIn(
  texts: ReadonlyArray<string>,
  family: ReadonlyArray<string>,
): Array<string> {
  const found: Array<string> = [];
  const plain = texts.map(withoutAccents);
  for (const member of family) {
    const name = withoutAccents(member.trim());
    if (name === "") continue;
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?:['’]s)?(?![\\p{L}\\p{N}])`,
      "iu",
    );
    if (plain.some((text) => pattern.test(text))) found.push(member.trim());
  }
  return found;
}
