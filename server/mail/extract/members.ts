/**
 * Family members named with an event: "Emma's class trip", "for Noah",
 * "Noah – football". Whole words, any case, with or without accents
 * ("Zoë" and "Zoe" alike), a possessive 's allowed.
 */

/** Text without its accents, so that "Zoë" in a message finds "Zoe" as typed, and the other way round. */
const withoutAccents = (text: string): string => text.normalize("NFD").replace(/\p{M}+/gu, "");

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A line that only greets its reader by name ("Hi Oliver,", "Dear Sinéad Byrne,", "Dear Sam and Jo,",
 * "Hallo Anna!"): the reader is the parent the mail is for, not the one the
 * event is about. "Dear Mia's parents," names the child and stays.
 */
const greetingLine =
  /^[ \t>]*(?:hi|hiya|hello|hey|dear|morning|good (?:morning|afternoon|evening)|hallo|liebe[rs]?|bonjour|salut|chère|cher|hola|querid[oa]s?|olá|ciao|cara|caro|beste|lieve|hoi)[ \t]+\p{Lu}[\p{L}'’-]*(?:[ \t]+\p{Lu}[\p{L}'’-]*)?(?:[ \t]+(?:and|&|und|et|y|e|en)[ \t]+\p{Lu}[\p{L}'’-]*(?:[ \t]+\p{Lu}[\p{L}'’-]*)?)?[ \t]*[,!.:]?[ \t]*$/gimu;

/** A sign-off and the name under it or beside it ("Thanks,\nOliver", "Cheers, Sam"): the writer. */
const signOff =
  /^[ \t>]*(?:thanks|thank you|many thanks|cheers|best|best wishes|kind regards|regards|love|warm regards|take care|see you soon|x+|danke|liebe grüße|viele grüße|merci|bisous|gracias|saludos|un abrazo|obrigad[oa]|beijos|grazie|groetjes)[ \t]*[,!.]?[ \t]*(?:\r?\n[ \t>]*)?\p{Lu}[\p{L}-]*(?:[ \t]+(?:and|&|und|et|y|e|en)[ \t]+\p{Lu}[\p{L}-]*)?[ \t]*[,!.]?[ \t]*$/gimu;

/** The text without its greeting and sign-off lines, for finding who a message is about. */
export const withoutGreetings = (text: string): string =>
  text.replace(greetingLine, "").replace(signOff, "");

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

const mentions = (title: string, member: string): boolean =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])${escapeRegExp(withoutAccents(member))}(?![\\p{L}\\p{N}])`,
    "iu",
  ).test(withoutAccents(title));

/**
 * An event about one member of the family has that member in its title, as a
 * parent would type it: "Summer Camp" for Darragh is "Summer Camp (Darragh)".
 */
export function withMemberNamed<
  Event extends { readonly title: string; readonly members: ReadonlyArray<string> },
>(event: Event): Event {
  const [member, ...others] = event.members;
  if (member === undefined || others.length > 0 || mentions(event.title, member)) return event;
  return { ...event, title: `${event.title} (${member})` };
}
